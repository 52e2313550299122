#!/usr/bin/env node
// `npm run bench:search` (after `npm run setup`): the local search index on this site and on a 10,000-page site
// made from it (scripts/search-scale.mjs), against its targets. Every figure is bytes as served (gzip -9), counted
// by the real search client (packages/runtime/src/search-client.ts, bundled for Node) through a counting fetch:
// - first query: the search island and its styles (the bundle's search entry and the chunks the page has not
//   loaded), the manifest read when the modal opens, and every file a query typed key by key reads, page data for
//   snippets included; target ≤ 150 KB;
// - later query: what another query typed after it adds; target ≤ 60 KB;
// - indexing 10,000 pages (records → files): target ≤ 10 s, the median of three runs.
// Exits 1 when a figure misses its target.
// With --pagefind, also Pagefind (scripts/search-pagefind.mjs) on the same sites: bytes per query, indexing time
// and the relevance checks below, in Chromium.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { countingFetch, FIRST_QUERIES, gzipSize, islandBytes, LATER_QUERIES, manualClock, scaleRecords, typeQuery } from './search-scale.mjs';
import { folderSize, indexWithPagefind, installPagefind, measurePagefind, pagefindResults, PAGEFIND_VERSION, writePages } from './search-pagefind.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(root, 'packages/engine/package.json'));
const esbuild = await import(pathToFileURL(require.resolve('esbuild')).href);
const { buildSite, localIndexFiles } = await import(pathToFileURL(path.join(root, 'packages/engine/dist/index.js')).href);

const TARGET = { first: 150 * 1024, later: 60 * 1024, indexMs: 10_000 };
const PAGES = 10_000;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const failures = [];
const check = (what, value, target, show) => {
  const ok = value <= target;
  if (!ok) failures.push(`${what}: ${show(value)} is over the target of ${show(target)}`);
  return `${show(value).padStart(9)}  (target ≤ ${show(target)}${ok ? '' : ', MISSED'})`;
};

/** Every file under `dir`, by URL path. */
async function filesOf(dir, prefix = '') {
  const out = new Map();
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    out.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, await readFile(file, 'utf8'));
  }
  return out;
}

/** The real search client, bundled for Node (it is browser code, compiled only by the build's bundler). */
async function loadClient(work) {
  const outfile = path.join(work, 'search-client.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'packages/runtime/src/search-client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['docgen-source'],
    outfile,
    logLevel: 'silent',
  });
  return import(pathToFileURL(outfile).href);
}

/** First and later queries through a fresh client each (a fresh page), over `files` (URL path → text). */
async function measure(localClient, files, manifestUrl) {
  const rows = [];
  for (const [i, first] of FIRST_QUERIES.entries()) {
    const counter = countingFetch(files);
    const clock = manualClock();
    const client = localClient(manifestUrl, counter.fetch, clock);
    const firstResult = await typeQuery(client, clock, first);
    const firstRead = counter.take();
    const later = LATER_QUERIES[i];
    const laterResult = await typeQuery(client, clock, later);
    const laterRead = counter.take();
    const kinds = {};
    for (const read of [firstRead]) {
      for (const p of read.paths) {
        const kind = p.startsWith('/_data/')
          ? 'page data'
          : /\/p\/\d+\.json$/.test(p)
            ? 'pages'
            : /\/s\d+\.json$/.test(p)
              ? 'shards'
              : /\/d\d+/.test(p)
                ? 'dictionary'
                : 'manifest, layout';
        kinds[kind] = (kinds[kind] ?? 0) + gzipSize(files.get(p));
      }
    }
    if (process.env.BENCH_DETAIL)
      console.log(
        first,
        Object.entries(kinds)
          .map(([k, v]) => `${k} ${kb(v)}`)
          .join(', '),
      );
    // The same query asked at once (pasted, or typed faster than the client's quiet time), in a fresh page.
    const once = countingFetch(files);
    const onceClock = manualClock();
    const onceClient = localClient(manifestUrl, once.fetch, onceClock);
    const asking = onceClient.search({ requests: [{ indexName: 'local', query: first, hitsPerPage: 20 }] });
    await onceClock.advance(5_000);
    await asking;
    const asked = once.take().bytes;
    rows.push({
      asked,
      first,
      later,
      firstBytes: firstRead.bytes,
      firstFiles: firstRead.paths.length,
      laterBytes: laterRead.bytes,
      laterFiles: laterRead.paths.length,
      firstHits: firstResult.nbHits,
      laterHits: laterResult.nbHits,
    });
  }
  return rows;
}

function report(title, rows, island) {
  console.log(`\n${title}`);
  console.log(
    `  ${'first query'.padEnd(22)} ${'typed'.padStart(9)} ${'files'.padStart(6)} ${'asked'.padStart(9)} ${'hits'.padStart(6)}   ${'later query (typed)'.padEnd(20)} ${'bytes'.padStart(9)} ${'files'.padStart(6)}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.first.padEnd(22)} ${kb(r.firstBytes).padStart(9)} ${String(r.firstFiles).padStart(6)} ${kb(r.asked).padStart(9)} ${String(r.firstHits).padStart(6)}   ${r.later.padEnd(20)} ${kb(r.laterBytes).padStart(9)} ${String(r.laterFiles).padStart(6)}`,
    );
  }
  console.log('  (typed: at 6 keys a second, a request a key, as the modal sends them; asked: the whole query in one request; index files only)');
  const first = Math.max(...rows.map((r) => r.firstBytes)) + island;
  const later = Math.max(...rows.map((r) => r.laterBytes));
  console.log(`  first query, island and styles included (largest): ${check(`${title}: first query`, first, TARGET.first, kb)}`);
  console.log(`  later query (largest):                           ${check(`${title}: later query`, later, TARGET.later, kb)}`);
  return { first, later };
}

/**
 * The relevance tests of tests/search.test.ts as checks over a result list: `pages` are result pages in order,
 * `sections` their first sections' URLs (path#anchor).
 */
const RELEVANCE = [
  ['deploy quickstart', 'title words', ({ pages }) => pages[0] === '/deploy/quickstart'],
  ['yaml reference', 'title words', ({ pages }) => pages.slice(0, 3).includes('/deploy/yaml_ref')],
  ['storage cli', 'title words', ({ pages }) => /^\/(storage\/cli|open-source\/cli\/storage)$/.test(pages[0] ?? '')],
  ['quicks', 'prefix', ({ pages }) => pages[0] === '/deploy/quickstart'],
  ['fedml logi', 'prefix', ({ pages }) => pages.slice(0, 5).some((p) => p.includes('login'))],
  ['federatd learnin', 'typos', ({ pages }) => (pages[0] ?? '').startsWith('/federate')],
  ['autoscalng', 'typo', ({ pages }) => pages.slice(0, 3).some((p) => p.includes('deploy'))],
  ['docekr', 'swap', ({ pages }) => (pages[0] ?? '').includes('docker')],
  ['sotrage', 'swap', ({ pages }) => (pages[0] ?? '').includes('storage')],
  [
    'kubernetes',
    'sections',
    ({ sections }) => sections.slice(0, 2).join(' ') === '/deploy#when-to-use-deploy /deploy/advanced_features#geo-distributed-deployment',
  ],
  ['krun', 'no typo under 5 letters', ({ pages }) => pages.length === 0],
  ['zzqxv', 'nothing', ({ pages }) => pages.length === 0],
];
const pathOf = (url) => {
  const { pathname, hash } = new URL(url, 'http://site.test');
  return pathname.replace(/\/index\.html$|\/$/, '') + hash || '/';
};

async function ourRelevance(localClient, files, manifestUrl) {
  const clock = manualClock();
  const client = localClient(manifestUrl, countingFetch(files).fetch, clock);
  const out = [];
  for (const [query, , check] of RELEVANCE) {
    const asking = client.search({ requests: [{ indexName: 'local', query, hitsPerPage: 20 }] });
    await clock.advance(5_000);
    const {
      results: [result],
    } = await asking;
    const sections = result.hits.map((hit) => pathOf(hit.url));
    out.push(check({ pages: [...new Set(sections.map((s) => s.split('#')[0]))], sections }));
  }
  return out;
}

async function pagefindRelevance(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const out = [];
  for (const [query, , check] of RELEVANCE) {
    const results = await pagefindResults(page, query);
    out.push(check({ pages: results.map((r) => pathOf(r.url)), sections: results.map((r) => pathOf(r.sections[0] ?? r.url)) }));
  }
  await context.close();
  return out;
}

const work = await mkdtemp(path.join(tmpdir(), 'docgen-bench-search-'));
try {
  console.log('Building this site…');
  const out = path.join(work, 'site');
  await buildSite({ root, outDir: out, cacheDir: false });
  const served = await filesOf(out);
  const html = served.get('/deploy.html');
  const data = JSON.parse(/<script id="docgen-data" type="application\/json">(.*?)<\/script>/s.exec(html)[1]);
  // The page's loader imports the runtime's entry after the first paint.
  const entry = /import\("([^"]+)"\)/.exec(html)[1];
  const island = islandBytes(served, data.islands.search, entry);
  const { localClient } = await loadClient(work);
  console.log(`Search island and styles (${island.files.length} files not loaded by the page): ${kb(island.bytes)}`);
  console.log(`Entry file (with the manifest) read on opening search: ${kb(gzipSize(served.get(data.search.indexUrl)))}`);

  const records = JSON.parse(served.get('/_search/records.json'));
  report(
    `This site (${new Set(records.map((r) => r.url_without_anchor)).size} pages, ${records.length} sections)`,
    await measure(localClient, served, data.search.indexUrl),
    island.bytes,
  );

  const scaled = scaleRecords(records, { pages: PAGES });
  const times = [];
  const cpu = [];
  let index;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    index = await localIndexFiles(scaled);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  const files = new Map(served);
  for (const file of [index.entry, ...index.files]) files.set(`/${file.path}`, file.data);
  const total = index.files.reduce((sum, f) => sum + f.data.length, 0);
  console.log(
    `\n${PAGES.toLocaleString('en')} pages (${scaled.length.toLocaleString('en')} sections): ${index.files.length.toLocaleString('en')} files, ${(total / 1024 / 1024).toFixed(1)} MB raw; entry file (with the manifest) ${kb(gzipSize(index.entry.data))}`,
  );
  console.log(
    `  indexing (records → files), median of 3: ${check('indexing 10,000 pages', median(times), TARGET.indexMs, (ms) => `${(ms / 1000).toFixed(1)} s`)}  runs: ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s; CPU time ${cpu.map((t) => (t / 1000).toFixed(1)).join(', ')} s`,
  );
  report(`${PAGES.toLocaleString('en')} pages`, await measure(localClient, files, `/${index.entry.path}`), island.bytes);

  if (process.argv.includes('--pagefind')) {
    console.log(`\nPagefind ${PAGEFIND_VERSION} on the same records (bytes as served: its index files are gzip already, its script and WebAssembly gzip -9):`);
    const playwright = await import(pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('playwright-core')).href);
    const chromium = playwright.chromium ?? playwright.default.chromium;
    const { startStaticServer } = await import(pathToFileURL(path.join(root, 'packages/server/dist/index.js')).href);
    const command = installPagefind(work);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const serve = async (dir) => {
      const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
      return { server, url: `http://127.0.0.1:${server.address().port}` };
    };
    try {
      const small = path.join(work, 'pf-site');
      await writePages(records, small);
      const smallMs = indexWithPagefind(command, small);
      const smallServer = await serve(small);
      const theirs = await pagefindRelevance(browser, smallServer.url);
      const ours = await ourRelevance(localClient, served, data.search.indexUrl);
      console.log(
        `  relevance checks on this site (${RELEVANCE.length}): local index ${ours.filter(Boolean).length} pass, Pagefind ${theirs.filter(Boolean).length} pass`,
      );
      RELEVANCE.forEach(([query, kind], i) =>
        console.log(`    ${query.padEnd(20)} ${kind.padEnd(24)} local ${ours[i] ? 'pass' : 'FAIL'}   Pagefind ${theirs[i] ? 'pass' : 'FAIL'}`),
      );
      const pairs = FIRST_QUERIES.map((q, i) => [q, LATER_QUERIES[i]]);
      const smallRows = await measurePagefind(browser, smallServer.url, small, pairs);
      smallServer.server.close();
      const big = path.join(work, 'pf-10k');
      await writePages(scaled, big);
      const bigMs = indexWithPagefind(command, big);
      const bigServer = await serve(big);
      const bigRows = await measurePagefind(browser, bigServer.url, big, pairs);
      bigServer.server.close();
      for (const [title, rows, ms, dir] of [
        ['this site', smallRows, smallMs, small],
        [`${PAGES.toLocaleString('en')} pages`, bigRows, bigMs, big],
      ]) {
        console.log(
          `  ${title}: indexing ${(ms.wall / 1000).toFixed(1)} s (CPU time ${(ms.cpu / 1000).toFixed(1)} s), index ${((await folderSize(path.join(dir, 'pagefind'))) / 1024 / 1024).toFixed(1)} MB`,
        );
        for (const r of rows)
          console.log(
            `    ${r.first.padEnd(20)} first ${kb(r.firstBytes).padStart(9)} (${r.firstFiles} files, ${r.firstHits} pages)   ${r.later.padEnd(20)} later ${kb(r.laterBytes).padStart(9)} (${r.laterFiles} files)`,
          );
        console.log(`    largest: first ${kb(Math.max(...rows.map((r) => r.firstBytes)))}, later ${kb(Math.max(...rows.map((r) => r.laterBytes)))}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\nMissed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its target.');
