// One page of a few hundred thousand sections (a generated API reference): its index is built, and searched.
import { describe, expect, it } from 'vitest';
import type { HastRoot } from '@docgen/core';
import { buildSearchIndex } from './build-index.js';
import { openIndex } from './engine.js';
import { recordsOfPage } from './records.js';

const SECTIONS = 200_000;
/** A word of letters for `n`, all of one length and first letter: `qaaaaa`, `qaaaab`… */
const word = (n: number) =>
  `q${n
    .toString(26)
    .padStart(5, '0')
    .replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + parseInt(c, 26)))}`;

describe('the index of a large flat page', () => {
  it('holds each of its 200,000 sections, with one word of the same shape each', async () => {
    const children: HastRoot['children'] = [];
    for (let n = 0; n < SECTIONS; n++) {
      const id = `s-${n}`;
      children.push({ type: 'element', tagName: 'h2', properties: { id }, children: [{ type: 'text', value: `Section ${n}` }] });
      children.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: `About ${word(n)}.` }] });
    }
    const records = recordsOfPage({
      route: { path: '/api', title: 'API' },
      tree: { type: 'root', children },
      config: { url: 'https://api.test', i18n: { defaultLocale: 'en' } },
    });
    expect(records).toHaveLength(SECTIONS + 1);
    // The dictionary gathered more words of one length and first letter than a call takes arguments.
    const files = new Map(buildSearchIndex(records).map((f) => [f.path, f.data]));
    const index = openIndex(async (path) => JSON.parse(files.get(path)!));
    const hits = (await index.search(word(123_456))).hits;
    expect(hits[0]?.url).toBe('/api#s-123456');
  }, 120_000);
});
