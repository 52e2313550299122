#!/usr/bin/env node
// `npm run bench:scale`: how docgen's build grows with the site. Builds this site and synthetic sites of about
// 1,000, 2,000 and 10,000 pages (copies of docs/, see lib/synthetic-site.mjs), and prints for each: cold build wall
// and CPU seconds and peak RSS, a rebuild with nothing changed, a rebuild after editing one page, output bytes per
// page and the search bytes a first query downloads; then each figure against its target. Medians of --runs runs
// (default 3). Writes the figures as JSON (--json, default .docgen/bench/scale.json) and exits 1 when a target is
// missed. `--sizes site,1000,2000` picks the sites; `versions3` is this site built as 3 docs versions (the current
// docs and two releases made with docgen docs:version, a third of the pages changed between releases), and
// `versions3-locales2` the same in two languages (English and French: two pages in three translated, under i18n/).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO, editOnePage, writeSyntheticSite, writeVersionedSite } from './lib/synthetic-site.mjs';
import { countingFetch, FIRST_QUERIES, islandBytes, manualClock, typeQuery } from './search-scale.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = flag('sizes', 'site,1000,2000,10000').split(',');
const runs = Number(flag('runs', '3'));
const jsonFile = path.resolve(REPO, flag('json', '.docgen/bench/scale.json'));
const bin = path.join(REPO, 'bin', 'docgen');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One `docgen build` under GNU time: wall and CPU seconds, peak RSS in MB, and the stage times docgen printed. */
function timedBuild(root, out) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, bin, 'build', '--root', root, '--out-dir', out, '--timings'], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`docgen build failed in ${root}:\n${result.stdout}\n${result.stderr}`);
  const [wall, user, sys, rssKb] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  const stages = JSON.parse(/^timings: (.*)$/m.exec(result.stdout)?.[1] ?? '{}');
  return { wall, cpu: user + sys, rssMb: rssKb / 1024, stages };
}

function filesUnder(dir, test) {
  return readdirSync(dir, { recursive: true })
    .map((rel) => path.join(dir, rel))
    .filter((file) => test(file) && statSync(file).isFile());
}

/** Output bytes per page: HTML documents and page data (raw and gzip, over every page). */
function outputSizes(out) {
  const html = filesUnder(out, (f) => f.endsWith('.html') && !f.includes(`${path.sep}_data${path.sep}`));
  const data = filesUnder(path.join(out, '_data'), (f) => f.endsWith('.json') && !f.includes(`${path.sep}sidebars${path.sep}`));
  const sum = (files, gz) => files.reduce((n, f) => n + (gz ? gzipSync(readFileSync(f)).length : statSync(f).size), 0);
  return {
    htmlPerPage: Math.round(sum(html) / html.length),
    htmlGzipPerPage: Math.round(sum(html, true) / html.length),
    dataPerPage: Math.round(sum(data) / data.length),
    dataGzipPerPage: Math.round(sum(data, true) / data.length),
  };
}

/**
 * Bytes a first local-search query downloads, gzip -9, counted by the real search client (bundled for Node) through
 * a counting fetch that reads the built output from disk: the search island and its styles, the entry file read
 * when the modal opens, and every index and page-data file the queries of scripts/search-scale.mjs read when typed
 * key by key. The largest over those queries, as bench:search reports it.
 */
async function searchBytes(out) {
  const files = {
    get(urlPath) {
      try {
        return readFileSync(path.join(out, decodeURIComponent(urlPath)), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
  const html = files.get('/index.html');
  const data = JSON.parse(/<script id="docgen-data" type="application\/json">(.*?)<\/script>/s.exec(html)[1]);
  const entry = /(?:<script type="module" src="|import\(")([^"]+\.js)"/.exec(html)[1];
  const island = islandBytes(files, data.islands.search, entry).bytes;
  const { localClient } = await searchClient();
  let largest = 0;
  for (const query of FIRST_QUERIES) {
    const counter = countingFetch(files);
    const clock = manualClock();
    await typeQuery(localClient(data.search.indexUrl, counter.fetch, clock), clock, query);
    largest = Math.max(largest, island + counter.take().bytes);
  }
  return largest;
}

let client;
/** The runtime's search client, bundled for Node once (it is browser code, compiled only by the site's bundler). */
async function searchClient() {
  if (client) return client;
  const require = createRequire(path.join(REPO, 'packages/engine/package.json'));
  const esbuild = await import(pathToFileURL(require.resolve('esbuild')).href);
  const outfile = path.join(tmpdir(), `docgen-bench-scale-client-${process.pid}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(REPO, 'packages/runtime/src/search-client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['docgen-source'],
    outfile,
    logLevel: 'silent',
  });
  client = await import(pathToFileURL(outfile).href);
  rmSync(outfile, { force: true });
  return client;
}

async function measure(name, root, pages) {
  const out = path.join(root, 'build');
  const cold = [];
  const warm = [];
  const edited = [];
  for (let run = 0; run < runs; run++) {
    rmSync(path.join(root, '.docgen'), { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    cold.push(timedBuild(root, out));
    warm.push(timedBuild(root, out));
    // One page's prose edited, then built (the real site is not edited: that is measured on the synthetic ones).
    if (name !== 'site') {
      await editOnePage(root, run + 1, name.startsWith('versions') ? path.join('deploy', 'quickstart.md') : undefined);
      edited.push(timedBuild(root, out));
    }
  }
  const pick = (list, key) => median(list.map((r) => r[key]));
  const stages = Object.fromEntries(Object.keys(cold[0].stages).map((stage) => [stage, median(cold.map((r) => r.stages[stage] ?? 0))]));
  const warmStages = Object.fromEntries(Object.keys(warm[0].stages).map((stage) => [stage, median(warm.map((r) => r.stages[stage] ?? 0))]));
  return {
    name,
    pages,
    cold: { wall: pick(cold, 'wall'), cpu: pick(cold, 'cpu'), rssMb: pick(cold, 'rssMb'), stages },
    noChange: { wall: pick(warm, 'wall'), cpu: pick(warm, 'cpu'), rssMb: pick(warm, 'rssMb'), stages: warmStages },
    oneEdit: name === 'site' ? undefined : { wall: pick(edited, 'wall'), cpu: pick(edited, 'cpu'), rssMb: pick(edited, 'rssMb') },
    output: outputSizes(out),
    searchFirstQueryGzip: await searchBytes(out),
  };
}

const results = [];
for (const size of sizes) {
  let root;
  let pages;
  if (size === 'site') {
    root = path.join(tmpdir(), 'docgen-bench-scale-site');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    for (const part of ['docs', 'pages', 'static', 'site.config.yaml', 'sidebars.yaml'])
      cpSync(path.join(REPO, part), path.join(root, part), { recursive: true });
    pages = filesUnder(path.join(root, 'docs'), (f) => /\.mdx?$/.test(f)).length;
  } else if (size.startsWith('versions')) {
    root = path.join(tmpdir(), `docgen-bench-scale-${size}`);
    const [, versions, locales] = /^versions(\d*)(?:-locales(\d+))?$/.exec(size) ?? [];
    ({ pages } = await writeVersionedSite(root, { versions: Number(versions) || 3, locales: Number(locales) || 1 }));
  } else {
    root = path.join(tmpdir(), `docgen-bench-scale-${size}`);
    ({ pages } = await writeSyntheticSite(root, { pages: Number(size) }));
  }
  process.stderr.write(`bench:scale: ${size === 'site' ? 'this site' : `${size}, ${pages} pages`}, ${runs} runs…\n`);
  results.push(await measure(size, root, pages));
  rmSync(root, { recursive: true, force: true });
}

// ------------------------------------------------------------------------------------------------
// Report

const byName = Object.fromEntries(results.map((r) => [r.name, r]));
const near = (n) => Object.values(byName).find((r) => r.name === String(n));
const checks = [];
const check = (what, value, target, unit, ok = value <= target) => checks.push({ what, value, target, unit, ok });
if (byName.site) {
  check('this site: cold build', byName.site.cold.wall, 2.5, 's');
  check('this site: rebuild, nothing changed', byName.site.noChange.wall, 0.8, 's');
}
if (near(2000)) {
  const r = near(2000);
  check(`${r.pages} pages: cold build`, r.cold.wall, 20, 's');
  check(`${r.pages} pages: cold peak RSS`, r.cold.rssMb, 600, 'MB');
  check(`${r.pages} pages: rebuild, nothing changed`, r.noChange.wall, 4, 's');
  check(`${r.pages} pages: rebuild, one page edited`, r.oneEdit.wall, 4, 's');
}
if (near(10000)) check(`${near(10000).pages} pages: cold peak RSS`, near(10000).cold.rssMb, 1024, 'MB');
if (near(1000) && near(10000)) {
  const small = near(1000);
  const large = near(10000);
  const ratio = (kind) => large[kind].wall / large.pages / (small[kind].wall / small.pages);
  check(`time per page, ${large.pages} against ${small.pages} pages: cold`, ratio('cold'), 1.15, '×');
  check(`time per page, ${large.pages} against ${small.pages} pages: nothing changed`, ratio('noChange'), 1.15, '×');
}
for (const r of results)
  check(
    `${r.name === 'site' ? 'this site' : `${r.pages} pages`}: local search, first query (island, styles, index; gzip)`,
    r.searchFirstQueryGzip / 1024,
    150,
    'KB',
  );

// Every cell ends with at least one space, however long its text.
const pad = (s, n) => `${String(s).padEnd(n - 1)} `;
const nameWidth = Math.max(12, ...results.map((r) => r.name.length + 2));
const fmt = (n, digits = 2) => (typeof n === 'number' ? n.toFixed(digits) : '—');
console.log(`\nMedians of ${runs} runs (wall s / CPU s / peak RSS MB):\n`);
console.log(
  `${pad('site', nameWidth)}${pad('pages', 8)}${pad('cold', 24)}${pad('nothing changed', 24)}${pad('one page edited', 24)}${pad('HTML/page', 16)}${pad('data/page', 16)}search 1st query`,
);
for (const r of results) {
  const triple = (x) => (x ? `${fmt(x.wall)} / ${fmt(x.cpu)} / ${fmt(x.rssMb, 0)}` : '—');
  const bytes = (raw, gz) => `${(raw / 1024).toFixed(1)}K (${(gz / 1024).toFixed(1)}K gz)`;
  console.log(
    `${pad(r.name, nameWidth)}${pad(r.pages, 8)}${pad(triple(r.cold), 24)}${pad(triple(r.noChange), 24)}${pad(triple(r.oneEdit), 24)}${pad(bytes(r.output.htmlPerPage, r.output.htmlGzipPerPage), 16)}${pad(bytes(r.output.dataPerPage, r.output.dataGzipPerPage), 16)}${(r.searchFirstQueryGzip / 1024).toFixed(1)} KB gz`,
  );
}
console.log('\nWhere a cold build spends its time (ms, medians):\n');
const stageNames = [...new Set(results.flatMap((r) => Object.keys(r.cold.stages)))];
console.log(`${pad('site', nameWidth)}${stageNames.map((s) => pad(s, 10)).join('')}`);
for (const r of results) console.log(`${pad(r.name, nameWidth)}${stageNames.map((s) => pad(Math.round(r.cold.stages[s] ?? 0), 10)).join('')}`);
console.log('\nTargets:\n');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'}  ${pad(c.what, 62)} ${fmt(c.value)} ${c.unit} (target ≤ ${c.target} ${c.unit})`);

mkdirSync(path.dirname(jsonFile), { recursive: true });
writeFileSync(jsonFile, `${JSON.stringify({ date: new Date().toISOString(), runs, results, checks }, null, 2)}\n`);
console.log(`\nFigures written to ${path.relative(process.cwd(), jsonFile)}.`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
