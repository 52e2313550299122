// Highlighting apart from the parse gives the tree the parser gives when it highlights inline: over every page of
// this site's docs (616 code blocks, marked lines, npm2yarn tabs, unknown languages), and on the fixture of code
// blocks for blocks whose highlighted lines are missing from the store (highlighted then, where the tree is completed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { applyHighlights, createMarkdownProcessor, highlightLines, pendingHighlights, type PendingHighlight } from '../index.js';

const docs = fileURLToPath(new URL('../../../../docs', import.meta.url));
const inline = createMarkdownProcessor();
const deferred = createMarkdownProcessor({ deferHighlighting: { salt: 'test' } });

/** What the highlighting thread makes of each block, by key. */
async function highlightAll(blocks: PendingHighlight[], store: Map<string, string>): Promise<void> {
  for (const block of blocks) store.set(block.key, JSON.stringify(await highlightLines(block.code, block.language)));
}
const lookupIn = (store: Map<string, string>) => (key: string) => {
  const lines = store.get(key);
  return lines === undefined ? undefined : (JSON.parse(lines) as Element[]);
};

describe('highlighting apart from the parse', () => {
  it('gives the tree of inline highlighting, on every page of the docs', async () => {
    const pages = readdirSync(docs, { recursive: true }).filter((f) => /\.mdx?$/.test(String(f)));
    expect(pages.length).toBeGreaterThan(100);
    const store = new Map<string, string>();
    let marked = 0;
    for (const page of pages) {
      const source = { path: `docs/${String(page)}`, text: readFileSync(path.join(docs, String(page)), 'utf8') };
      const expected = await inline.parse(source);
      const actual = await deferred.parse(source);
      expect(actual.page, source.path).toEqual(expected.page);
      const blocks = pendingHighlights(actual.tree as unknown as Root);
      marked += blocks.length;
      await highlightAll(
        blocks.filter((b) => !store.has(b.key)),
        store,
      );
      await applyHighlights(actual.tree as unknown as Root, lookupIn(store));
      expect(actual.tree, source.path).toEqual(expected.tree);
    }
    // Blocks repeated across pages are highlighted once.
    expect(marked).toBeGreaterThan(store.size);
    expect(store.size).toBeGreaterThan(300);
  }, 120_000);

  it('marks each block with its code, its language and a key of both, and highlights what the lookup lacks', async () => {
    const text = readFileSync(fileURLToPath(new URL('../fixtures/code-blocks.md', import.meta.url)), 'utf8');
    const source = { path: 'docs/code-blocks.md', text };
    const { tree } = await deferred.parse(source);
    const blocks = pendingHighlights(tree as unknown as Root);
    // The two bash blocks of the same code share a key (the marked line is not part of it); npm2yarn's tabs are three
    // blocks; plain text and an unknown language are not marked.
    expect(blocks.map((b) => [b.language, b.code])).toEqual([
      ['bash', 'pip install fedml\nfedml login $API_KEY'],
      ['python', 'import fedml\nfedml.init()\nprint("ready")  # this-is-an-error'],
      ['bash', 'npm install --save fedml-client'],
      ['bash', 'yarn add fedml-client'],
      ['bash', 'pnpm add fedml-client'],
      ['yaml', 'workspace: ./src\njob: |\n  echo "$FEDML_RUN_ID"'],
      ['jsx', 'function Hello() {\n  return <b>Hello</b>;\n}'],
    ]);
    expect(blocks[0].key).toMatch(/^[0-9a-f]{32}$/);
    const other = createMarkdownProcessor({ deferHighlighting: { salt: 'another parser' } });
    expect(pendingHighlights((await other.parse(source)).tree as unknown as Root)[0].key).not.toBe(blocks[0].key);
    // Nothing in the store: every block is highlighted where the tree is completed.
    await applyHighlights(tree as unknown as Root, () => undefined);
    expect(tree).toEqual((await inline.parse(source)).tree);
    expect(JSON.stringify(tree)).not.toContain('"highlight"');
  });
});
