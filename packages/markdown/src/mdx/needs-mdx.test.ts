// Pages read without MDX's extensions come out as they would with them: every page of this site's docs, the fixtures
// of this package and the hostile cases, and lines made to fool the check, parse to the same tree and metadata either
// way; and the check says MDX wherever a construct could start.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../parse.js';
import { needsMdx } from './needs-mdx.js';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const options = { math: { strict: false }, mermaid: false } as const;
const checked = createMarkdownProcessor(options);
const always = createMarkdownProcessor({ ...options, readEveryPageAsMdx: true });

const markdownFiles = (dir: string) =>
  readdirSync(path.join(repo, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f));

async function sameEitherWay(file: string, text: string): Promise<void> {
  const [a, b] = await Promise.all([checked.parse({ path: file, text }), always.parse({ path: file, text })]);
  expect(a, file).toEqual(b);
}

describe('reading a page without MDX when nothing in it is MDX', () => {
  it('gives the tree MDX gives, on every page of the docs, the fixtures and the hostile cases', async () => {
    const files = [...markdownFiles('docs'), ...markdownFiles('packages/markdown/fixtures'), ...markdownFiles('tests/hostile')];
    expect(files.length).toBeGreaterThan(140);
    let withoutMdx = 0;
    for (const file of files) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      if (!needsMdx(text.replace(/^---\n[\s\S]*?\n---\n/, ''))) withoutMdx++;
      await sameEitherWay(file, text);
    }
    // Most pages of this site hold no MDX outside their code.
    expect(withoutMdx).toBeGreaterThan(files.length / 3);
  });

  it('gives the same tree on pages made to fool the check', async () => {
    const cases = [
      'Text with `inline {code}` and `<b>`.',
      '- item\n\n  ```js\n  const x = {a: 1};\n  ```\n\n- next {1 + 1}',
      '- item\n  ```\n  open\n- next <b>bold</b>',
      ':::note\n```js\n:::\ntext {1 + 1}',
      '$$\n```\n$$\n\ntext {1 + 1}',
      '```\ncode\n ```\nafter {1 + 1}',
      '````\n```\n{inside}\n````\ntext',
      '```js`x\n{1 + 1}\n```',
      'import x from "y"\n\ntext',
      '    indented {code}\n',
      'a\tb {1}',
      'Plain text, [a link](./a.md), **strong**, a table:\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    ];
    for (const [i, text] of cases.entries()) await sameEitherWay(`case-${i}.md`, text);
  });

  it('says MDX wherever an MDX construct could start, and only there', () => {
    expect(needsMdx('Plain text.\n\n```js\nconst x = {a: 1}; // <tag>\nimport y from "z";\n```\n')).toBe(false);
    expect(needsMdx('A <br/> tag.')).toBe(true);
    expect(needsMdx('An {expression}.')).toBe(true);
    expect(needsMdx('import X from "./x.md"')).toBe(true);
    expect(needsMdx('Inline `{code}` counts, to be safe.')).toBe(true);
    expect(needsMdx('- item\n  ```\n  left open\n- next')).toBe(true);
    expect(needsMdx('```\nleft open at the top level')).toBe(false);
    expect(needsMdx('$$\nx\n$$')).toBe(true);
  });
});
