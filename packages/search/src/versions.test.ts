/** The local index's docs version filter: sections of other versions are left out before ranking, pages of no version stay. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.js';
import { openIndex } from './engine.js';
import { recordsOfPage } from './records.js';
import type { HastRoot } from '@docgen/core';

const config = { url: 'https://kite.test', i18n: { defaultLocale: 'en' } };
const tree = (text: string): HastRoot => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }],
});
const records = [
  ...recordsOfPage({ route: { path: '/docs/install', title: 'Install', version: '2.0' }, tree: tree('Install the kite command.'), config }),
  ...recordsOfPage({
    route: { path: '/docs/next/install', title: 'Install', version: 'current' },
    tree: tree('Install the kite command and streams.'),
    config,
  }),
  ...recordsOfPage({ route: { path: '/docs/1.0/install', title: 'Install', version: '1.0' }, tree: tree('Download the kite binary.'), config }),
  ...recordsOfPage({ route: { path: '/install-help', title: 'Install help' }, tree: tree('Ask about installing kite.'), config }),
];
const files = new Map(buildSearchIndex(records).map((f) => [f.path, f.data]));
const index = openIndex(async (path) => JSON.parse(files.get(path)!));
const urls = async (query: string, version?: string) =>
  (await index.search(query, { version })).hits.map((h) => `https://kite.test${h.url.split('#')[0]}`).sort();

describe('searching one docs version', () => {
  it('tags records with their version, as DocSearch facets', () => {
    expect(records.map((r) => [r.url, r.version, r.docusaurus_tag])).toEqual([
      ['https://kite.test/docs/install', '2.0', 'docs-default-2.0'],
      ['https://kite.test/docs/next/install', 'current', 'docs-default-current'],
      ['https://kite.test/docs/1.0/install', '1.0', 'docs-default-1.0'],
      ['https://kite.test/install-help', undefined, 'default'],
    ]);
  });

  it('shows the version asked for and the pages of no version', async () => {
    expect(await urls('kite', '1.0')).toEqual(['https://kite.test/docs/1.0/install', 'https://kite.test/install-help']);
    expect(await urls('install', 'current')).toEqual(['https://kite.test/docs/next/install', 'https://kite.test/install-help']);
    expect(await urls('streams', '2.0')).toEqual([]);
  });

  it('shows every version without a filter', async () => {
    expect(await urls('kite')).toHaveLength(4);
  });
});
