import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { createMarkdownProcessor } from '../index.js';
import { KATEX_HTML } from './rehype-katex.js';

const fixture = (name: string) => ({ path: `docs/${name}`, text: readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8') });
const withMath = createMarkdownProcessor();
const withoutMath = createMarkdownProcessor({ math: false });
const lenient = createMarkdownProcessor({ math: { strict: false } });

/** The math elements of a tree. */
function mathElements(tree: unknown): Element[] {
  const out: Element[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties[KATEX_HTML] !== undefined) out.push(child);
      else visit(child);
    }
  };
  visit(tree as Root);
  return out;
}

describe('math', () => {
  it('leaves prose with dollar amounts and $HOME as it was: the same page as without math', async () => {
    const source = fixture('dollars.md');
    const on = await withMath.parse(source);
    const off = await withoutMath.parse(source);
    expect(toHtml(on.tree as unknown as Root)).toBe(toHtml(off.tree as unknown as Root));
    expect(on.page.math).toBeUndefined();
    expect(on.page.diagnostics).toEqual([]);
    const html = toHtml(on.tree as unknown as Root);
    expect(html).toContain('costs $5 and a CPU hour $0.40, so a run costs from $5-$10.');
    expect(html).toContain('the cache lives in $HOME/.cache and $XDG_CACHE_HOME.');
    expect(html).toContain('A literal $x$ stays as written.');
  });

  it('renders $inline$ and $$display$$ math with KaTeX at build time, keeping the TeX as the text', async () => {
    const { page, tree } = await withMath.parse(fixture('math.md'));
    expect(page.diagnostics).toEqual([]);
    expect(page.math).toBe(true);
    const math = mathElements(tree);
    expect(math.map((m) => `${m.tagName}.${(m.properties.className as string[]).join('.')}`)).toEqual([
      'span.math.math-inline',
      'span.math.math-inline',
      'span.math.math-inline',
      'div.math.math-display',
      'span.math.math-inline',
    ]);
    expect(math.map((m) => (m.children[0] as { value: string }).value)).toEqual([
      'y',
      '\\hat{y}',
      '-\\sum_i y_i \\log \\hat{y}_i',
      '\\mathcal{L}(\\theta) = \\frac{1}{N} \\sum_{n=1}^{N} \\ell\\left(f_\\theta(x_n), y_n\\right)',
      'a^2 + b^2 = c^2',
    ]);
    const display = String(math[3].properties[KATEX_HTML]);
    expect(display).toMatch(
      /^<span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML" display="block">/,
    );
    expect(String(math[0].properties[KATEX_HTML])).toMatch(/^<span class="katex"><span class="katex-mathml"><math /);
    // No script: the page needs KaTeX's stylesheet only.
    expect(toHtml(tree as unknown as Root)).not.toContain('<script');
    expect(toHtml(tree as unknown as Root)).toContain('A price of $5 next to math');
    // The headings and the excerpt read the TeX, not KaTeX's markup.
    expect(page.excerpt).toContain('label y under the prediction \\hat{y}');
  });

  it('reports invalid TeX once, at its place, and shows it in red as written', async () => {
    const strict = await withMath.parse(fixture('invalid.md'));
    expect(strict.page.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'error docs/invalid.md:3:23 invalid TeX in math: Undefined control sequence: \\alpah',
      "error docs/invalid.md:6:12 invalid TeX in math: Expected '}', got 'EOF'",
    ]);
    expect(strict.page.diagnostics.every((d) => d.ruleId === 'math/invalid-tex' && d.hint?.includes('markdown.math.strict'))).toBe(true);
    const loose = await lenient.parse(fixture('invalid.md'));
    expect(loose.page.diagnostics.map((d) => `${d.severity} ${d.line}:${d.column}`)).toEqual(['warning 3:23', 'warning 6:12']);
    const shown = mathElements(loose.tree).map((m) => String(m.properties[KATEX_HTML]));
    expect(shown).toEqual([
      '<span class="katex-error" title="invalid TeX in math: Undefined control sequence: \\alpah" style="color:#cc0000">\\frac{1}{\\alpah}</span>',
      '<span class="katex-error" title="invalid TeX in math: Expected \'}\', got \'EOF\'" style="color:#cc0000">x = \\sqrt{2</span>',
    ]);
  });

  it('is plain text when markdown.math is off', async () => {
    const { page, tree } = await withoutMath.parse(fixture('math.md'));
    expect(page.math).toBeUndefined();
    expect(mathElements(tree)).toEqual([]);
    // (Braces are MDX expressions then, as in Docusaurus without remark-math.)
    expect(toHtml(tree as unknown as Root)).toContain('label $y$ under the prediction $');
  });
});
