// The parse cache's two files: the full one (content trees, for rendering) and the slim one (everything else, for
// check-links). A graph built from either must be the same, apart from the trees.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadGraph } from './graph-loader.js';
import { ParseCache } from './parse-sources.js';

const fixture = fileURLToPath(new URL('../fixtures/site-basic', import.meta.url));
let site: string;
beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-parse-cache-'));
  await cp(fixture, site, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
});
afterEach(() => rm(site, { recursive: true, force: true }));

const cacheDir = () => path.join(site, '.docgen/cache');
const cacheFiles = async () => (await readdir(cacheDir())).filter((f) => f.startsWith('parse-')).sort();

describe('the parse cache', () => {
  it('writes a full and a slim file; a graph from the slim one is the same but for the content trees', async () => {
    const full = await loadGraph({ root: site, git: false });
    expect(full.parsed).toBeGreaterThan(0);
    expect(await cacheFiles()).toEqual([expect.stringMatching(/^parse-\w+\.json$/), expect.stringMatching(/^parse-\w+\.slim\.json$/)]);

    const slim = await loadGraph({ root: site, git: false, withContent: false });
    // Everything came from the slim file.
    expect(slim.parsed).toBe(0);
    const { pages: fullPages, config: _c1, ...fullRest } = full.graph;
    const { pages: slimPages, config: _c2, ...slimRest } = slim.graph;
    expect(slimRest).toEqual(fullRest);
    expect(Object.keys(slimPages)).toEqual(Object.keys(fullPages));
    for (const [source, page] of Object.entries(slimPages)) {
      const { hast, ...rest } = page;
      const { hast: fullHast, ...fullPageRest } = fullPages[source];
      expect(rest).toEqual(fullPageRest);
      expect(hast.children).toEqual([]);
      expect(fullHast.children.length).toBeGreaterThan(0);
    }
  });

  it('never writes content-less pages into the full file', async () => {
    // check-links first (no cache at all): it parses, and saves only the slim file.
    const slim = await loadGraph({ root: site, git: false, withContent: false });
    expect(slim.parsed).toBeGreaterThan(0);
    expect(await cacheFiles()).toEqual([expect.stringMatching(/\.slim\.json$/)]);
    // A build after it parses again (the slim file has no trees) and renders real content.
    const full = await loadGraph({ root: site, git: false });
    expect(full.parsed).toBe(slim.parsed);
    for (const page of Object.values(full.graph.pages)) expect(page.hast.children.length).toBeGreaterThan(0);
  });

  it('reads the full file when the slim one is missing, then writes the slim one', async () => {
    await loadGraph({ root: site, git: false });
    const [fullFile, slimFile] = await cacheFiles();
    await rm(path.join(cacheDir(), slimFile));
    const cache = await ParseCache.load(cacheDir(), { withContent: false });
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.dirty).toBe(true);
    await cache.save(cacheDir());
    expect(await cacheFiles()).toEqual([fullFile, slimFile]);
    const again = await loadGraph({ root: site, git: false, withContent: false });
    expect(again.parsed).toBe(0);
  });
});
