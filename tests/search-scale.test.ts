/**
 * The local index at 10,000 pages (made from this site's records, as `npm run bench:search` makes them): what a
 * reader downloads for a first and a later query stays within budget. Bytes are deterministic, so this is a unit
 * test; indexing time is the benchmark's to measure.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleRuntime, localIndexFiles } from '@docgen/engine';
import { buildRecords } from '@docgen/search';
import { localClient } from '../packages/runtime/src/search-client.js';
import { countingFetch, islandBytes, manualClock, scaleRecords, typeQuery } from '../scripts/search-scale.mjs';
import { loadSiteWithTrees } from './site-trees.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIRST_BUDGET = 150 * 1024;
const LATER_BUDGET = 60 * 1024;
let files: Map<string, string>;
let island: number;
let pages: number;

beforeAll(async () => {
  const { graph, trees } = await loadSiteWithTrees(root);
  const scaled = scaleRecords(
    buildRecords(graph, (source) => trees.get(source)),
    { pages: 10_000 },
  );
  pages = new Set(scaled.map((r: { url_without_anchor: string }) => r.url_without_anchor)).size;
  const local = await localIndexFiles(scaled, { folder: 'scale' });
  files = new Map([local.entry, ...local.files].map((f) => [`/${f.path}`, String(f.data)]));
  const runtime = await bundleRuntime();
  const assets = new Map(runtime.files.map((f) => [`/${f.path}`, Buffer.from(f.data).toString('utf8')]));
  island = islandBytes(assets, runtime.islands.search, runtime.entry).bytes;
}, 600_000);

describe('local search at 10,000 pages', () => {
  it('downloads at most 150 KB for a first query typed key by key (island and styles included), and 60 KB for a later one', async () => {
    expect(pages).toBe(10_000);
    expect(island).toBeGreaterThan(20 * 1024);
    for (const [first, later] of [
      ['federated learning', 'yaml reference'],
      ['fedml login', 'api key'],
    ]) {
      // Typed at 6 keys a second on a clock the test moves: what the client's quiet time drops does not depend on
      // how busy the machine is.
      const counter = countingFetch(files);
      const clock = manualClock();
      const client = localClient('/_search/index.json', counter.fetch, clock);
      const answer = await typeQuery(client, clock, first);
      const firstRead = counter.take();
      expect(answer.nbHits, first).toBeGreaterThan(1000);
      expect(island + firstRead.bytes, `${first}: ${firstRead.paths.length} files`).toBeLessThanOrEqual(FIRST_BUDGET);
      // Only the entry (with the manifest), the layout, shards, dictionary parts and the pages of hits: never the whole index.
      expect(firstRead.paths.length, first).toBeLessThan(80);
      await typeQuery(client, clock, later);
      const laterRead = counter.take();
      expect(laterRead.bytes, later).toBeLessThanOrEqual(LATER_BUDGET);
      expect(laterRead.paths).not.toContain('/_search/scale/layout.json');
    }
  }, 120_000);
});
