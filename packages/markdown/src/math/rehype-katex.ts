/**
 * Math rendered with KaTeX at build time: each `code.language-math` element (from `$…$` and `$$` blocks) becomes a
 * `span.math-inline` or `div.math-display` whose text is the TeX (for search, descriptions and the page's Markdown)
 * and whose `dataKatexHtml` is KaTeX's finished HTML and MathML, which the theme sets as the element's content. No
 * math code runs in the browser. Invalid TeX is shown in red as written, with an error at its place (`strict`) or a
 * warning.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { isElement, walk, type UnistParent } from '../walk.js';

export interface RehypeKatexOptions {
  /** Invalid TeX is an error (true) or a warning (false). */
  strict: boolean;
}

/** The hast property that carries KaTeX's HTML (the theme renders it as the element's content). */
export const KATEX_HTML = 'dataKatexHtml';

interface Found {
  node: Element;
  parent: UnistParent;
  index: number;
  display: boolean;
}

function classes(node: Element): string[] {
  return Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
}

/** Where a character of the TeX is in the file: exact for one-line math, the math's own line otherwise. */
function placeOfOffset(found: Found, tex: string, offset: number | undefined) {
  const start = found.node.position?.start;
  if (!start) return undefined;
  if (offset === undefined) return start;
  const before = tex.slice(0, offset);
  const lines = before.split('\n');
  if (found.display) return { line: start.line + lines.length, column: lines.length === 1 ? lines[0].length + 1 : lines.at(-1)!.length + 1 };
  const opening = 1;
  return lines.length === 1
    ? { line: start.line, column: start.column + opening + offset }
    : { line: start.line + lines.length - 1, column: lines.at(-1)!.length + 1 };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Invalid math as its source in red, with the problem as its title (KaTeX's own error markup). */
function errorHtml(tex: string, reason: string): string {
  return `<span class="katex-error" title="${escapeHtml(reason)}" style="color:#cc0000">${escapeHtml(tex)}</span>`;
}

type Katex = typeof import('katex').default;

export function rehypeKatex(options: RehypeKatexOptions) {
  // KaTeX is loaded on the first page with math: a site without math never pays for it.
  let loading: Promise<Katex> | undefined;
  return async (tree: Root, file: VFile) => {
    const found: Found[] = [];
    walk(tree, (node, index, parent) => {
      if (!isElement(node)) return;
      if (node.tagName === 'code' && classes(node).includes('math-inline')) {
        found.push({ node, parent, index, display: false });
      } else if (node.tagName === 'pre') {
        const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
        if (code && classes(code).includes('math-display')) found.push({ node, parent, index, display: true });
      }
    });
    if (!found.length) return;
    // The page needs KaTeX's stylesheet (read by parse.ts into `ParsedPage.math`).
    file.data.math = true;
    const katex = await (loading ??= import('katex').then((m) => m.default));
    for (const item of found) {
      const tex = toString(item.node);
      let html: string;
      try {
        html = katex.renderToString(tex, {
          displayMode: item.display,
          throwOnError: true,
          strict: (code: string, message: string) => {
            file.message(`TeX that is not standard LaTeX (${code}): ${message}`, { place: item.node.position, ruleId: 'math/non-standard', source: 'docgen' });
            return 'ignore';
          },
        });
      } catch (e) {
        const error = e as { rawMessage?: string; message: string; position?: number };
        const reason = `invalid TeX in math: ${error.rawMessage ?? error.message}`;
        const message = file.message(reason, { place: placeOfOffset(item, tex, error.position), ruleId: 'math/invalid-tex', source: 'docgen' });
        message.note = options.strict
          ? 'Fix the TeX (KaTeX supports most LaTeX math: https://katex.org/docs/supported), or write \\$ for a dollar sign that starts no math. markdown.math.strict: false shows such math in red with a warning instead.'
          : 'The math is shown in red as written. Fix the TeX, or write \\$ for a dollar sign that starts no math.';
        message.fatal = options.strict;
        html = errorHtml(tex, reason);
      }
      const replacement: Element = {
        type: 'element',
        tagName: item.display ? 'div' : 'span',
        properties: { className: ['math', item.display ? 'math-display' : 'math-inline'], [KATEX_HTML]: html },
        children: [{ type: 'text', value: tex } as ElementContent],
        position: item.node.position,
      };
      item.parent.children[item.index] = replacement;
    }
  };
}
