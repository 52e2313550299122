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
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { countingFetch, FIRST_QUERIES, gzipSize, LATER_QUERIES, scaleRecords, typeQuery } from './search-scale.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(root, 'packages/build/package.json'));
const esbuild = await import(pathToFileURL(require.resolve('esbuild')).href);
const { buildSite, localIndexFiles } = await import(pathToFileURL(path.join(root, 'packages/build/dist/index.js')).href);

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

/** The search island's bytes a page has not loaded yet: its entry and the chunks the main entry does not import. */
function islandBytes(assets, islandUrl, entryUrl) {
  const closure = (url, seen = new Set()) => {
    if (seen.has(url)) return seen;
    seen.add(url);
    const code = assets.get(url) ?? '';
    for (const m of code.matchAll(/(?:from|import)\s*\(?"\.\/(chunk\.[\w-]+\.js)"/g)) closure(`/assets/js/${m[1]}`, seen);
    return seen;
  };
  const loaded = closure(entryUrl);
  const files = [...closure(islandUrl)].filter((url) => !loaded.has(url));
  return { files, bytes: files.reduce((sum, url) => sum + gzipSize(assets.get(url)), 0) };
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
    const client = localClient(manifestUrl, counter.fetch);
    const opened = counter.take();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const firstResult = await typeQuery(client, first);
    const firstRead = counter.take();
    const later = LATER_QUERIES[i];
    const laterResult = await typeQuery(client, later);
    const laterRead = counter.take();
    const kinds = {};
    for (const read of [opened, firstRead]) {
      for (const p of read.paths) {
        const kind = p.startsWith('/_data/') ? 'page data' : /\/p\/\d+\.json$/.test(p) ? 'pages' : /\/s\d+\.json$/.test(p) ? 'shards' : /\/d\d+/.test(p) ? 'dictionary' : 'manifest, layout';
        kinds[kind] = (kinds[kind] ?? 0) + gzipSize(files.get(p));
      }
    }
    if (process.env.BENCH_DETAIL) console.log(first, Object.entries(kinds).map(([k, v]) => `${k} ${kb(v)}`).join(', '));
    rows.push({ first, later, open: opened.bytes, firstBytes: opened.bytes + firstRead.bytes, firstFiles: opened.paths.length + firstRead.paths.length, laterBytes: laterRead.bytes, laterFiles: laterRead.paths.length, firstHits: firstResult.nbHits, laterHits: laterResult.nbHits });
  }
  return rows;
}

function report(title, rows, island) {
  console.log(`\n${title}`);
  console.log(`  ${'first query (typed)'.padEnd(22)} ${'index'.padStart(9)} ${'files'.padStart(6)} ${'hits'.padStart(6)}   ${'later query'.padEnd(20)} ${'bytes'.padStart(9)} ${'files'.padStart(6)}`);
  for (const r of rows) {
    console.log(`  ${r.first.padEnd(22)} ${kb(r.firstBytes).padStart(9)} ${String(r.firstFiles).padStart(6)} ${String(r.firstHits).padStart(6)}   ${r.later.padEnd(20)} ${kb(r.laterBytes).padStart(9)} ${String(r.laterFiles).padStart(6)}`);
  }
  const first = Math.max(...rows.map((r) => r.firstBytes)) + island;
  const later = Math.max(...rows.map((r) => r.laterBytes));
  console.log(`  first query, island and styles included (largest): ${check(`${title}: first query`, first, TARGET.first, kb)}`);
  console.log(`  later query (largest):                           ${check(`${title}: later query`, later, TARGET.later, kb)}`);
  return { first, later };
}

const work = await mkdtemp(path.join(tmpdir(), 'docgen-bench-search-'));
try {
  console.log('Building this site…');
  const out = path.join(work, 'site');
  await buildSite({ root, outDir: out, cacheDir: false });
  const served = await filesOf(out);
  const html = served.get('/deploy.html');
  const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)[1]);
  const entry = /<script type="module" src="([^"]+)"/.exec(html)[1];
  const island = islandBytes(served, data.islands.search, entry);
  const { localClient } = await loadClient(work);
  console.log(`Search island and styles (${island.files.length} files not loaded by the page): ${kb(island.bytes)}`);
  console.log(`Manifest read on opening search: ${kb(gzipSize(served.get(data.search.indexUrl)))}`);

  const records = JSON.parse(served.get('/_search/records.json'));
  report(`This site (${new Set(records.map((r) => r.url_without_anchor)).size} pages, ${records.length} sections)`, await measure(localClient, served, data.search.indexUrl), island.bytes);

  const scaled = scaleRecords(records, { pages: PAGES });
  const times = [];
  let index;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    index = localIndexFiles(scaled);
    times.push(performance.now() - started);
  }
  const files = new Map(served);
  for (const file of index.files) files.set(`/${file.path}`, file.data);
  const total = index.files.reduce((sum, f) => sum + f.data.length, 0);
  console.log(`\n${PAGES.toLocaleString('en')} pages (${scaled.length.toLocaleString('en')} sections): ${index.files.length.toLocaleString('en')} files, ${(total / 1024 / 1024).toFixed(1)} MB raw; manifest ${kb(gzipSize(files.get(index.manifestUrl)))}`);
  console.log(`  indexing (records → files), median of 3: ${check('indexing 10,000 pages', median(times), TARGET.indexMs, (ms) => `${(ms / 1000).toFixed(1)} s`)}  runs: ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s`);
  report(`${PAGES.toLocaleString('en')} pages`, await measure(localClient, files, index.manifestUrl), island.bytes);
} finally {
  await rm(work, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\nMissed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its target.');
