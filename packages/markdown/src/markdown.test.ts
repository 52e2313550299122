import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { ElementContent, Root, RootContent } from 'hast';
import type { ComponentData } from '@docgen/core';
import { createMarkdownProcessor, normalizeAdmonitionTitles, parseFrontMatter } from './index.js';

/** A component element shows its reference and props as a `data-component` attribute, so fixtures show them. */
function showComponents(node: Root | RootContent): Root | RootContent {
  if (!('children' in node)) return node;
  const children = node.children.map((c) => showComponents(c) as ElementContent);
  const component = node.type === 'element' ? (node.data as { component?: ComponentData } | undefined)?.component : undefined;
  if (!component || node.type !== 'element') return { ...node, children } as Root | RootContent;
  const { name: _name, ...rest } = component;
  return { ...node, properties: { dataComponent: JSON.stringify(rest) }, children };
}

// One loop over fixtures/<case>/input.md (or input.mdx); expected.html and expected.json are rewritten with UPDATE_FIXTURES=1.
const fixtures = new URL('../fixtures/', import.meta.url);
const processor = createMarkdownProcessor();
const update = process.env.UPDATE_FIXTURES === '1';

describe('markdown fixtures', () => {
  for (const name of readdirSync(fixtures)) {
    it(name, async () => {
      const dir = new URL(`${name}/`, fixtures);
      const input = existsSync(new URL('input.mdx', dir)) ? 'input.mdx' : 'input.md';
      const text = readFileSync(new URL(input, dir), 'utf8');
      const { page, tree } = await processor.parse({ path: `docs/guide/${name}${input.slice(5)}`, text });
      const html = `${toHtml(showComponents(tree as unknown as Root) as Root)}\n`;
      const json = `${JSON.stringify(page, null, 2)}\n`;
      const htmlFile = new URL('expected.html', dir);
      const jsonFile = new URL('expected.json', dir);
      if (update || !existsSync(htmlFile)) {
        writeFileSync(htmlFile, html);
        writeFileSync(jsonFile, json);
      }
      expect(html).toBe(readFileSync(htmlFile, 'utf8'));
      expect(json).toBe(readFileSync(jsonFile, 'utf8'));
    });
  }
});

describe('front matter', () => {
  it('names the line and column of invalid YAML', () => {
    const result = parseFrontMatter('docs/a.md', '---\ntitle: ok\nsidebar_position: 2: 3\n---\n\nBody\n');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ file: 'docs/a.md', line: 3, column: 19, severity: 'error', ruleId: 'front-matter/yaml-syntax' });
  });

  it('points an unclosed quote at the quote that opens it, not at the end of the block', () => {
    const result = parseFrontMatter('docs/a.md', '---\ntitle: "unclosed\nsidebar_position: 2\n---\n\nBody\n');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: 'docs/a.md',
        line: 2,
        column: 8,
        message: 'invalid front matter YAML: the quote that starts this value is never closed',
      }),
    ]);
  });

  it('names the line of a value of the wrong type', () => {
    const result = parseFrontMatter('docs/a.md', '---\ntitle: ok\nsidebar_position: first\n---\n');
    expect(result.diagnostics[0]).toMatchObject({ line: 3, column: 19, message: 'front matter "sidebar_position" must be a number' });
  });

  it('keeps line numbers of the body', async () => {
    const { page } = await processor.parse({ path: 'docs/a.md', text: '---\ntitle: x\n---\n\n[broken](./nope.md)\n' });
    expect(page.links[0]).toMatchObject({ line: 5, column: 1 });
  });

  it('records where each front matter value is written, for messages of later stages', async () => {
    const { page } = await processor.parse({ path: 'docs/a.md', text: '---\ntitle: x\n"slug":   /a/b\nid:\n---\n\nText\n' });
    expect(page.frontMatterPlaces).toEqual({ title: { line: 2, column: 8 }, slug: { line: 3, column: 11 }, id: { line: 4, column: 1 } });
  });

  it('a number title stays text', () => {
    expect(parseFrontMatter('a.md', '---\ntitle: 2024\n---\n').frontMatter.title).toBe('2024');
  });
});

describe('admonition titles', () => {
  it('rewrites Docusaurus titles outside code fences only', () => {
    const input = ':::tip My title\nx\n:::\n```\n:::note Not here\n```\n';
    expect(normalizeAdmonitionTitles(input)).toBe(':::tip[My title]\nx\n:::\n```\n:::note Not here\n```\n');
  });

  it('keeps links in titles as Markdown and escapes only brackets that close nothing', () => {
    expect(normalizeAdmonitionTitles(':::note See [the guide](/guide)\n:::')).toBe(':::note[See [the guide](/guide)]\n:::');
    expect(normalizeAdmonitionTitles(':::note [Docs](/d) first\n:::')).toBe(':::note[[Docs](/d) first]\n:::');
    expect(normalizeAdmonitionTitles(':::note a[0] and b[1 and c\n:::')).toBe(':::note[a[0] and b\\[1 and c]\n:::');
    expect(normalizeAdmonitionTitles(':::note x] [y]\n:::')).toBe(':::note[x\\] [y]]\n:::');
  });
});
