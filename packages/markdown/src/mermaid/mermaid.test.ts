import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { createMarkdownProcessor } from '../index.js';

const fixture = (name: string) => ({ path: `docs/${name}`, text: readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8') });
// Mermaid as a site installs it (an optional peer dependency; here the package's development dependency).
const processor = createMarkdownProcessor({ mermaidModule: createRequire(import.meta.url).resolve('mermaid') });

describe('mermaid diagrams', { timeout: 60_000 }, () => {
  it('keep their source as a plain code block inside the frame the runtime draws into', async () => {
    const { page, tree } = await processor.parse(fixture('diagrams.md'));
    expect(page.diagnostics).toEqual([]);
    const html = toHtml(tree as unknown as Root);
    expect(html.match(/<div class="mermaid-diagram" data-mermaid=""><pre/g)).toHaveLength(2);
    expect(html).toContain('Alice->>Bob: Hello');
    // Shown as plain text, with no "unknown language" warning.
    expect(html).not.toContain('--shiki');
  });

  it('report a syntax error at the line of the page where it is', async () => {
    const { page } = await processor.parse(fixture('broken.md'));
    expect(page.diagnostics).toHaveLength(1);
    const [problem] = page.diagnostics;
    expect(problem).toMatchObject({ severity: 'error', file: 'docs/broken.md', ruleId: 'mermaid/syntax' });
    expect(problem.message).toMatch(/^Mermaid diagram: Parse error/);
    // Line 7 of the page holds the unclosed `{Ready?`: the parser stops at the text after the brace.
    expect([problem.line, problem.column]).toEqual([7, 18]);
  });

  it('are not checked without Mermaid installed: the page builds, and the browser shows the mistake where it draws', async () => {
    const { page, tree } = await createMarkdownProcessor().parse(fixture('broken.md'));
    expect(page.diagnostics).toEqual([]);
    expect(toHtml(tree as unknown as Root)).toContain('<div class="mermaid-diagram" data-mermaid=""><pre');
  });

  it('are plain code blocks when markdown.mermaid is off', async () => {
    const { page, tree } = await createMarkdownProcessor({ mermaid: false }).parse(fixture('broken.md'));
    expect(page.diagnostics).toEqual([]);
    expect(toHtml(tree as unknown as Root)).not.toContain('data-mermaid');
  });
});
