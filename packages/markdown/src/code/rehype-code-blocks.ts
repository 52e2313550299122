/**
 * Code blocks at build time: metastring and magic comments read, lines highlighted (shiki), marked lines
 * classed, and `npm2yarn` blocks turned into npm / yarn / pnpm tabs. The theme draws the frame (title, copy and
 * wrap buttons, live playground) from the data attributes left on `<pre>`.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import { highlightLines, knownLanguage, plainLines, resolveLanguage, type HighlightCache } from './highlighter.js';
import { pendingHighlight, type DeferHighlighting } from './deferred-highlights.js';
import { extractMagicComments } from './magic-comments.js';
import { parseCodeMeta, type CodeMeta } from '@docgen/core';
import { convertNpmCommand } from './npm2yarn.js';

const LIVE_LANGUAGES = new Set(['jsx', 'tsx']);
/** Languages shown as plain text without a warning: their blocks mean something else (a diagram's source). */
const PLAIN_LANGUAGES = new Set(['mermaid']);

interface Block {
  parent: Element | Root;
  index: number;
  pre: Element;
  code: Element;
}

function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
}

interface CodeBlocksOptions {
  /** The highlighted lines of recent blocks, owned by the processor that uses this plugin. */
  cache?: HighlightCache;
  /** Leave the lines plain, marked for highlighting later (see deferred-highlights.ts). */
  defer?: DeferHighlighting;
}

async function renderPre(source: string, lang: string, meta: CodeMeta, file: VFile, place: Element['position'], options: CodeBlocksOptions): Promise<Element> {
  const marked = extractMagicComments(source);
  const { defer } = options;
  let language = PLAIN_LANGUAGES.has(lang.toLowerCase()) ? 'text' : await (defer ? knownLanguage(lang) : resolveLanguage(lang));
  if (language === undefined) {
    file.message(`unknown code block language "${lang}"; it is shown as plain text`, { place, ruleId: 'code/unknown-language', source: 'docgen' });
    language = 'text';
  }
  // Deferred: plain lines now, and the mark that has them highlighted later.
  const mark = defer && language !== 'text' ? pendingHighlight(defer, language, marked.code) : undefined;
  const lines = mark ? plainLines(marked.code) : await highlightLines(marked.code, language, options.cache);
  lines.forEach((line, i) => {
    const n = i + 1;
    const classes = ['line'];
    if (meta.highlightLines.has(n) || marked.highlighted.has(n)) classes.push('line--highlighted');
    if (marked.errors.has(n)) classes.push('line--error');
    const { class: _shikiClass, ...rest } = line.properties;
    line.properties = { ...rest, className: classes };
  });
  const children: ElementContent[] = [];
  lines.forEach((line, i) => {
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push(line);
  });
  const properties: Element['properties'] = { dataLanguage: lang ? lang.toLowerCase() : 'text' };
  if (meta.title) properties.dataTitle = meta.title;
  if (meta.showLineNumbers) properties.dataLineNumbers = String(meta.firstLineNumber);
  if (meta.live && LIVE_LANGUAGES.has(lang.toLowerCase())) properties.dataLive = '';
  return {
    type: 'element',
    tagName: 'pre',
    properties,
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${language}`] },
        children,
        ...(mark ? { data: mark } : {}),
      },
    ],
  };
}

/** A component element, as MDX makes them (see `ComponentData` in @docgen/core): the theme renders the tab set. */
function component(name: string, props: Record<string, string>, children: Element[]): Element {
  return { type: 'element', tagName: name, properties: {}, data: { component: { name, props } } as Element['data'], children };
}

export function rehypeCodeBlocks(options: CodeBlocksOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    walk(tree, (node, index, parent) => {
      const pre = node as Element;
      if (pre.type !== 'element' || pre.tagName !== 'pre') return;
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code) blocks.push({ parent: parent as Element, index, pre, code });
    });
    for (const { parent, index, pre, code } of blocks) {
      const lang = languageOf(code);
      const meta = parseCodeMeta(typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined);
      const source = toString(code);
      if (meta.npm2yarn) {
        const plain = { ...meta, npm2yarn: false };
        const variants = await Promise.all([
          renderPre(source, lang, plain, file, pre.position, options),
          renderPre(convertNpmCommand(source, 'yarn'), lang, plain, file, pre.position, options),
          renderPre(convertNpmCommand(source, 'pnpm'), lang, plain, file, pre.position, options),
        ]);
        parent.children[index] = component('Tabs', { groupId: 'npm2yarn' }, [
          component('TabItem', { value: 'npm', label: 'npm' }, [variants[0]]),
          component('TabItem', { value: 'yarn', label: 'Yarn' }, [variants[1]]),
          component('TabItem', { value: 'pnpm', label: 'pnpm' }, [variants[2]]),
        ]);
      } else {
        parent.children[index] = await renderPre(source, lang, meta, file, pre.position, options);
      }
    }
  };
}
