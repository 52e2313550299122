// The guarded literal-autolink transform finds exactly the links remark-gfm's own does: over every page of this
// site's docs and over cases made to trip it (links in emphasis and in links, splits that a second search would
// change, every kind of literal).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { mayHoldLiteral, remarkGfmLiteralAutolinks } from './gfm-literal-autolinks.js';

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const guarded = unified().use(remarkParse).use(remarkGfm).use(remarkGfmLiteralAutolinks).freeze();
const trees = (text: string) => [plain.runSync(plain.parse(text)), guarded.runSync(guarded.parse(text))];

const docs = fileURLToPath(new URL('../../../docs', import.meta.url));

describe('literal autolinks, searched only where they can be', () => {
  it('gives the tree remark-gfm gives, on every page of the docs', () => {
    const pages = readdirSync(docs, { recursive: true }).filter((f) => /\.mdx?$/.test(String(f)));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const [expected, actual] = trees(readFileSync(path.join(docs, String(page)), 'utf8'));
      expect(actual, String(page)).toEqual(expected);
    }
  });

  it('gives the same tree on cases made to trip it', () => {
    const cases = [
      'Write to team@example.com or see www.example.com and https://example.com/a?b=c.',
      '*Mail a@b.co* and **see _www.example.org_ now**, then x@y.zz.',
      '[a link with www.example.com inside](https://example.com) and a@b.com after it',
      '[ref with a@b.com][r]\n\n[r]: https://example.com',
      'a@b.comhttp://x.y and xhttp://a.b and foo.www.example.com',
      'mailto:someone@example.com and xmpp:someone@example.com/resource',
      '- item www.one.com\n  - nested *two@three.com*\n\n> quote https://four.example',
      '| a | b |\n| - | - |\n| c@d.ee | www.f.gg |',
      'Nothing to find here, and `code www.x.com` is code.',
    ];
    for (const text of cases) {
      const [expected, actual] = trees(text);
      expect(actual, text).toEqual(expected);
    }
  });

  it('looks at a text only when it holds an @, :// or www.', () => {
    expect(mayHoldLiteral('plain words')).toBe(false);
    expect(mayHoldLiteral('see WWW.example.com')).toBe(true);
    expect(mayHoldLiteral('a@b')).toBe(true);
    expect(mayHoldLiteral('https://x')).toBe(true);
  });
});
