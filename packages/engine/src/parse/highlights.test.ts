// Code highlighted apart from the parse: kept in the content store for rebuilds, made again where it went missing,
// and a page whose code takes too long to highlight is an error at the page, parsed again next time.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PAGE, CODE_PAGE_PATH, longShellCode } from '../code-page.test-support.js';
import { ContentStore } from '../cache/content-store.js';
import { buildError, copyFixture } from '../fixture-site.test-support.js';
import { buildSite } from '../build.js';
import { highlightThreads } from '../workers/workers.js';

let site: string;
beforeAll(async () => {
  site = await copyFixture('site-basic');
  await writeFile(path.join(site, CODE_PAGE_PATH), CODE_PAGE);
});
afterAll(() => rm(site, { recursive: true, force: true }));

const store = () => new ContentStore({ dir: path.join(site, '.docgen/cache/content') });
/** The highlighted spans of a built page: shiki's, with both themes' colours. */
const tokens = (html: string) => html.match(/<span style="--shiki-light:[^"]*">/g) ?? [];

describe('code highlighted apart from the parse', () => {
  it('keeps each block highlighted once in the store, for the build and the rebuilds after it', async () => {
    const first = await buildSite({ root: site, outDir: 'out', git: false, workers: { threads: 1 } });
    const page = first.graph.pages[CODE_PAGE_PATH];
    // Seven highlighted blocks, of which two are the same code: six keys (npm2yarn's three variants included).
    expect(page.highlightKeys).toHaveLength(new Set(page.highlightKeys).size);
    expect(page.highlightKeys!.length).toBeGreaterThanOrEqual(6);
    for (const key of page.highlightKeys!) expect(store().getSync(key), key).toEqual(expect.any(Array));
    const html = await readFile(path.join(site, 'out/guide/code.html'), 'utf8');
    expect(tokens(html).length).toBeGreaterThan(20);
    expect(html).not.toContain('"highlight"');
    // Nothing changed: nothing is parsed or highlighted, and the store still has every block (the build prunes it).
    const again = await buildSite({ root: site, outDir: 'out-again', git: false, workers: { threads: 1 } });
    expect(again.parsed).toBe(0);
    for (const key of page.highlightKeys!) expect(store().getSync(key), key).toEqual(expect.any(Array));
    expect(await readFile(path.join(site, 'out-again/guide/code.html'), 'utf8')).toBe(html);
  }, 120_000);

  it('highlights a block whose lines went missing from the store when it renders the page', async () => {
    const built = await buildSite({ root: site, outDir: 'out', git: false, workers: { threads: 1 } });
    const expected = await readFile(path.join(site, 'out/guide/code.html'), 'utf8');
    const keys = built.graph.pages[CODE_PAGE_PATH].highlightKeys!;
    for (const key of keys) await rm(path.join(site, '.docgen/cache/content', key.slice(0, 2), `${key.slice(2)}.json`));
    const again = await buildSite({ root: site, outDir: 'out-missing', git: false, workers: { threads: 1 } });
    expect(again.parsed).toBe(0);
    expect(await readFile(path.join(site, 'out-missing/guide/code.html'), 'utf8')).toBe(expected);
  }, 120_000);

  it('makes a page whose code takes too long to highlight an error at the page, and parses it again next time', async () => {
    const page = path.join(site, 'docs/guide/slow-code.md');
    // Only the slow page's highlighting may pass the limit: the other pages are parsed and highlighted (and cached)
    // first, and the limit is on highlighting alone (parsing this page takes a fraction of the time highlighting it
    // does, but on a busy machine that fraction passes half a second too).
    await buildSite({ root: site, outDir: 'out-slow', git: false, workers: { threads: 1 } });
    // Slow to highlight: thousands of lines of shell (nearly as long as a page may be), some 5 s of CPU time here.
    await writeFile(page, `# Slow code\n\n\`\`\`bash\n${longShellCode(6000)}\n\`\`\`\n`);
    try {
      const error = await buildError({ root: site, outDir: 'out-slow', workers: { threads: 1, highlightTimeLimitMs: 500, stretchForLoad: false } });
      expect(error.diagnostics.filter((d) => d.severity === 'error')).toEqual([
        expect.objectContaining({
          severity: 'error',
          file: 'docs/guide/slow-code.md',
          line: 1,
          ruleId: 'code/highlight-failed',
          message: expect.stringMatching(/^highlighting took longer than [\d.]+ s for the code blocks of this file/),
        }),
      ]);
      // Not cached: the next build parses the page again, and with time enough highlights it.
      const next = await buildSite({ root: site, outDir: 'out-slow', git: false, workers: { threads: 1 } });
      expect(next.parsed).toBe(1);
      expect(tokens(await readFile(path.join(site, 'out-slow/guide/slow-code.html'), 'utf8')).length).toBeGreaterThan(6000);
    } finally {
      await rm(page);
    }
  }, 180_000);

  it('uses a highlighting thread for up to three parsing threads', () => {
    expect([1, 2, 3, 4, 6, 7, 12].map(highlightThreads)).toEqual([1, 1, 1, 2, 2, 3, 4]);
  });
});
