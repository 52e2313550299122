// A long page is parsed in parts, to the tree one parse of the whole page makes: the same mdast, positions included,
// and the same parsed page, whatever the cuts. The tests cut pages at every line where a cut may be tried (parts of
// one character), on every page of this site's docs, the fixtures and the hostile cases, and on pages made of what
// runs over blank lines: code, math, HTML comments and raw blocks, `:::` containers, JSX, expressions, ESM, lists,
// link and footnote definitions before and after their references, syntax errors.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it, vi } from 'vitest';
import { createMarkdownProcessor, syntaxParsers } from './parse.js';
import { parseInParts, PART_CHARACTERS } from './parse-in-parts.js';

vi.mock('mdast-util-from-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('mdast-util-from-markdown')>();
  return { ...actual, fromMarkdown: vi.fn(actual.fromMarkdown) };
});

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const parsers = syntaxParsers(true);

const markdownFiles = (dir: string) =>
  readdirSync(path.join(repo, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f));

/** The tree, or the error with its place: what a parse gives. */
function parsed(reading: keyof typeof parsers, text: string, partCharacters: number) {
  try {
    return parseInParts(parsers[reading], text, { partCharacters });
  } catch (e) {
    const error = e as { message: string; line?: number; column?: number };
    return { error: error.message, line: error.line, column: error.column };
  }
}

const CASES: Record<string, string> = {
  'loose and tight lists': '- a\n\n- b\n\nPara\n\n- c\n- d\n\n1. x\n\n2. y\n\nText\n',
  'a list, then a paragraph': '- a\n  - b\n\nPara\n\n* c\n\n  more\n\nEnd\n',
  'ordered lists': '1) a\n\n2) b\n\n10. c\n\n1234567890. not\n',
  'a code fence over blank lines': '```js\nx\n\n## not a heading\n\ny\n```\n\nafter\n\n## h\n',
  'a code fence never closed': 'a\n\n```\ncode\n\n## in code\n\nmore\n',
  'a code fence in a list item': '- a\n\n  ```\n  x\n\n## h\n\n  y\n',
  'display math': '$$\nx\n\n## no\n\n$$\n\nText $a$ here\n\n## h\n',
  'an HTML comment': '<!--\nc\n\n## no\n\n-->\n\nText\n\n## h\n',
  'a script block': '<script>\nvar a;\n\nvar b;\n</script>\n\nText\n',
  'HTML blocks': '<div>\n\n*md*\n\n</div>\n\n<details>\n<summary>S</summary>\n\nbody\n\n</details>\n',
  admonitions: ':::note\n\nText\n\n## inside\n\n:::\n\nAfter\n\n:::tip[T]\nx\n\n:::\n',
  'an admonition never closed': ':::note\n\nText\n\n## inside\n',
  'JSX around headings': '<Tabs>\n\n<TabItem value="a">\n\n## Inside\n\nText\n\n</TabItem>\n\n</Tabs>\n\nAfter\n',
  'JSX never closed': '<Tabs>\n\nText\n\n## h\n',
  'expressions over blank lines': '{1 +\n\n2}\n\n## h\n\n{`a\n\n## in template\n\n`}\n\nText {x} and {\n\n## h2\n',
  'ESM over blank lines': 'export const a = {\n\n  b: 1,\n\n}\n\n# T\n\nimport X from "./x"\n\nText\n',
  'definitions after their references':
    'See [a] and [b][] and [c d][C  D] and [^1] and [^n].\n\n## h\n\nMore [a].\n\n[a]: /a\n\n[b]: /b "t"\n\n[c\nd]: /cd\n\n[^1]: Note.\n\n[^n]: Other\n\n    indented\n',
  'definitions before their references': '[a]: /a\n\n[^1]: N\n\n## h\n\n[a] [^1] [A]\n\n## i\n\n[a]: /dup\n\n[a]\n',
  'escaped labels, a definition in a quote': '[a\\]b] and [x]\n\n## h\n\n[a\\]b]: /ab\n\n> [x]: /x\n',
  'a footnote continued': '[^a]: first\n\n    second\n\nnot\n\n[^a]\n',
  tables: '| a | b |\n| - | - |\n| 1 | 2 |\n\n| c |\n\nText\n\n| x |\n| - |\n',
  'CRLF line endings': '# T\r\n\r\n## a\r\n\r\ntext\r\n\r\n- x\r\n\r\n- y\r\n\r\nz\r\n',
  tabs: '\tcode\n\n## h\n\n-\ta\n\n\tb\n\nc\n',
  'setext headings and breaks': 'Title\n=====\n\nText\n---\n\n===\n\n---\n',
  'block quotes and lazy lines': '> a\n\n> b\n>\n> c\n\nlazy\n> d\ne\n\nf\n',
  'a syntax error': '# T\n\n## a\n\ntext\n\n## b\n\n<br>\n\n## c\n\ntext\n',
  'a syntax error far down': `# T\n\n${'## s\n\nt\n\n'.repeat(20)}a <b> c\n\n## d\n`,
  'literal autolinks': 'www.example.com\n\n## h\n\nmail a@b.co and https://x.y/z\n',
  'blank lines around': '\n\n\n# T\n\ntext\n\n\n\n',
};

describe('parsing a page in parts', () => {
  it('gives the tree of one parse on pages made of what runs over blank lines, in every reading', () => {
    for (const [name, text] of Object.entries(CASES)) {
      for (const reading of ['mdx', 'withoutMdx', 'plain'] as const) {
        const whole = parsed(reading, text, Infinity);
        for (const size of [1, 3, 10]) expect(parsed(reading, text, size), `${name}, ${reading}, parts of ${size}`).toEqual(whole);
      }
    }
  });

  it('gives the tree of one parse on every page of the docs, the fixtures and the hostile cases', async () => {
    const files = [...markdownFiles('docs'), ...markdownFiles('packages/markdown/fixtures'), ...markdownFiles('tests/hostile')];
    expect(files.length).toBeGreaterThan(140);
    const inParts = createMarkdownProcessor({ math: { strict: false }, mermaid: false, partCharacters: 1 });
    const whole = createMarkdownProcessor({ math: { strict: false }, mermaid: false, partCharacters: Infinity });
    for (const file of files) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
      expect(parsed('mdx', body, 1), file).toEqual(parsed('mdx', body, Infinity));
      expect(await inParts.parse({ path: file, text }), file).toEqual(await whole.parse({ path: file, text }));
    }
  }, 120_000);

  it('parses a long page of sections in parts of about PART_CHARACTERS', () => {
    const text = Array.from({ length: 6000 }, (_, i) => `## Name ${i}\n\nA sentence or two about \`name${i}\`.\n\n`).join('');
    vi.mocked(fromMarkdown).mockClear();
    const tree = parseInParts(parsers.withoutMdx, text);
    const lengths = vi.mocked(fromMarkdown).mock.calls.map(([value]) => String(value).length);
    expect(lengths.length).toBeGreaterThanOrEqual(Math.floor(text.length / PART_CHARACTERS) - 1);
    expect(Math.max(...lengths)).toBeLessThan(2 * PART_CHARACTERS + 100);
    expect(tree.children).toHaveLength(12_000);
    expect(tree.children[11_998]).toMatchObject({
      type: 'heading',
      position: { start: { line: 23_997, column: 1, offset: text.lastIndexOf('## Name 5999') } },
    });
  });
});
