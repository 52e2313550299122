/**
 * Build-time syntax highlighting with shiki (TextMate grammars, JavaScript regex engine: no WASM). One highlighter
 * per process; a grammar is loaded the first time its language appears. Both themes are rendered as CSS variables,
 * so the colour mode switches with CSS alone. Highlighted lines of recent blocks are kept in a `HighlightCache`
 * that the caller owns (one per markdown processor).
 */
import type { Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'log']);
/** Names writers use that shiki spells differently. */
const ALIASES: Record<string, string> = {
  shell: 'bash',
  sh: 'bash',
  zsh: 'bash',
  console: 'bash',
  docker: 'dockerfile',
  'c++': 'cpp',
  objc: 'objective-c',
  objectivec: 'objective-c',
  py: 'python',
  yml: 'yaml',
  js: 'javascript',
  ts: 'typescript',
  kt: 'kotlin',
  rb: 'ruby',
  properties: 'ini',
  conf: 'ini',
};

// Process-wide memoisation (deliberate): the highlighter and its grammars depend on nothing but shiki, and loading
// them again per processor would cost every worker thread its start-up time once more.
let highlighter: Promise<HighlighterCore> | undefined;
let languages: Promise<typeof import('shiki/langs')> | undefined;
const loaded = new Map<string, Promise<boolean>>();

async function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([import('shiki/core'), import('shiki/engine/javascript')]);
    return createHighlighterCore({
      themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
      langs: [],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
  })();
  return highlighter;
}

/**
 * The shiki language id for a code block language, `'text'` for plain text, or undefined when unknown, without
 * loading its grammar (see `resolveLanguage`).
 */
export async function knownLanguage(lang: string): Promise<string | undefined> {
  const name = lang.toLowerCase();
  if (PLAIN.has(name)) return 'text';
  const id = ALIASES[name] ?? name;
  return id in (await bundledLanguages()) ? id : undefined;
}

/** shiki's languages (imported once: the table of grammars, not the grammars). */
async function bundledLanguages() {
  languages ??= import('shiki/langs');
  return (await languages).bundledLanguages;
}

/** The shiki language id for a code block language (`knownLanguage`), with its grammar loaded. */
export async function resolveLanguage(lang: string): Promise<string | undefined> {
  const id = await knownLanguage(lang);
  if (id === undefined || id === 'text') return id;
  let ready = loaded.get(id);
  if (!ready) {
    ready = Promise.all([getHighlighter(), bundledLanguages()]).then(async ([h, grammars]) => {
      await h.loadLanguage(grammars[id as keyof typeof grammars]);
      return true;
    });
    loaded.set(id, ready);
  }
  await ready;
  return id;
}

/**
 * Highlighted lines of recent code blocks, least recently used out first. Editing a page's prose re-parses the page
 * (the dev server does it on every save), and tokenizing its unchanged code blocks again would be most of that work.
 */
export class HighlightCache {
  private readonly recent = new Map<string, Element[]>();
  constructor(readonly limit = 2000) {}

  get(key: string): Element[] | undefined {
    const lines = this.recent.get(key);
    // Most recently used last, so the oldest go first.
    if (lines) this.recent.delete(key);
    if (lines) this.recent.set(key, lines);
    return lines;
  }

  set(key: string, lines: Element[]): void {
    if (this.recent.size >= this.limit) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, lines);
  }
}

/**
 * One `span.line` element per line of code, highlighted unless `language` is `'text'`. The caller owns the result;
 * `cache` keeps the lines of recent blocks.
 */
export async function highlightLines(code: string, language: string, cache?: HighlightCache): Promise<Element[]> {
  if (language === 'text') return plainLines(code);
  const key = `${language}\0${code}`;
  let lines = cache?.get(key);
  if (!lines) {
    // The language's grammar, loaded once (a block highlighted apart from its page's parse has not loaded it).
    await resolveLanguage(language);
    const h = await getHighlighter();
    const root = h.codeToHast(code, { lang: language, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, tokenizeTimeLimit: 0 });
    const pre = root.children[0] as Element;
    const codeElement = pre.children[0] as Element;
    lines = codeElement.children.filter((c): c is Element => c.type === 'element') as Element[];
    cache?.set(key, lines);
  }
  return lines.map(cloneNode) as Element[];
}

/** One `span.line` element per line of code, not highlighted (the lines shiki would make of it: it splits at \n too). */
export function plainLines(code: string): Element[] {
  return code
    .split('\n')
    .map((line) => ({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: line ? [{ type: 'text', value: line }] : [] }));
}

/**
 * A deep copy of a highlighted line (elements with class lists and style strings, and text), for the caller to
 * change. Written out, it is about thirty times faster than `structuredClone` for these small trees, which showed in
 * profiles of large builds.
 */
function cloneNode(node: ElementContent): ElementContent {
  if (node.type !== 'element') return { ...node };
  const properties: Element['properties'] = {};
  for (const [name, value] of Object.entries(node.properties)) properties[name] = Array.isArray(value) ? [...value] : value;
  return { type: 'element', tagName: node.tagName, properties, children: node.children.map(cloneNode) };
}

export type { ElementContent };
