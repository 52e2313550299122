import { describe, expect, it } from 'vitest';
import { DEFAULT_NESTING_LIMITS } from './nesting-limits.js';
import { createMarkdownProcessor } from './parse.js';
import { findTooDeep } from './tree-depth.js';
import { walk, type UnistNode } from './walk.js';

const processor = createMarkdownProcessor();
const { blocks, elements } = DEFAULT_NESTING_LIMITS;

describe('parsing a page that nests too deeply', () => {
  it('reports one positioned error and does not parse the page', async () => {
    const text = '---\ntitle: Deep\n---\n\nIntro.\n\n' + '- '.repeat(3000) + 'item\n';
    const { page, tree } = await processor.parse({ path: 'docs/deep.md', text });
    expect(page.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'docs/deep.md',
        line: 7,
        column: 2 * blocks + 1,
        message: `a list item nested ${blocks + 1} levels deep: lists, block quotes and admonitions may nest ${blocks} levels at most`,
        hint: expect.stringContaining('Flatten the structure'),
        ruleId: 'markdown/nesting-depth',
      },
    ]);
    expect(tree.children).toEqual([]);
    expect(page.frontMatter.title).toBe('Deep');
  });

  it('names the HTML element that passes the limit', async () => {
    const { page } = await processor.parse({ path: 'docs/deep.md', text: 'Text\n\n' + '<div>\n'.repeat(100) });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        line: elements + 3,
        column: 1,
        message: expect.stringMatching(/^<div> nested 65 levels deep: HTML elements may nest 64 levels at most$/),
      }),
    ]);
  });

  it('parses a page at the limits, and its tree stays within the tree limit', async () => {
    const text = '- '.repeat(blocks) + 'item\n\n' + '<div>'.repeat(elements) + 'x' + '</div>'.repeat(elements) + '\n';
    const { page, tree } = await processor.parse({ path: 'docs/deep.md', text });
    expect(page.diagnostics).toEqual([]);
    expect(findTooDeep(tree as unknown as UnistNode, DEFAULT_NESTING_LIMITS.tree)).toBeUndefined();
    expect(findTooDeep(tree as unknown as UnistNode, 2 * blocks)).toBeDefined();
  });

  it('checks the depth of the finished tree, for what the pre-scan lets through', async () => {
    const strict = createMarkdownProcessor({ nestingLimits: { ...DEFAULT_NESTING_LIMITS, tree: 20 } });
    const { page } = await strict.parse({ path: 'docs/deep.md', text: 'Intro\n\n' + '> '.repeat(25) + 'text\n' });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ line: 3, column: 41, message: "a block quote nested 21 levels deep in the page's syntax tree: 20 levels at most" }),
    ]);
  });

  it('turns the parser running out of stack into a positioned error (limits off)', async () => {
    const off = createMarkdownProcessor({ nestingLimits: { blocks: Infinity, elements: Infinity, inline: Infinity, tree: Infinity } });
    const { page } = await off.parse({ path: 'docs/deep.md', text: 'Intro\n\n' + '<div>'.repeat(5000) + '\n' });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ line: 3, column: 4999 * 5 + 1, ruleId: 'markdown/nesting-depth', message: expect.stringContaining('ran out of stack') }),
    ]);
  });
});

describe('walk', () => {
  it('walks a tree deeper than the stack allows, parents first, and follows replacements', () => {
    let tree: UnistNode = { type: 'leaf' };
    for (let i = 0; i < 100_000; i++) tree = { type: 'node', children: [tree] };
    let count = 0;
    walk(tree, (node, index, parent) => {
      count++;
      if (node.type === 'leaf') parent.children![index] = { type: 'replaced', children: [{ type: 'inner' }] };
    });
    // 99,999 nodes below the root, the replacement, and its child.
    expect(count).toBe(100_001);
  });
});
