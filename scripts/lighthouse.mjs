#!/usr/bin/env node
// Lighthouse scores of the real site: builds it (or serves --dir), serves it with `docgen serve`'s server, and runs
// Lighthouse (its default mobile settings: simulated slow 4G and a 4× slower CPU; and its desktop preset) against
// Debian's Chromium, several times per page, printing the median of each category and the metrics behind
// performance. Exits 1 when a median misses its target.
//   npm run lighthouse [-- --runs 5] [--dir build] [--only mobile|desktop] [--pages /,/search] [--json out.json]
// Targets: performance ≥ 0.98; accessibility, best practices and SEO 1.00. Needs compiled packages (`npm run setup`).
// Scores move with the machine's load: on a shared machine, take the medians of several runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dir: { type: 'string' },
    only: { type: 'string' },
    pages: { type: 'string', default: '/,/deploy/quickstart,/federate,/search' },
    json: { type: 'string' },
  },
});

const PAGES = args.pages.split(',');
const RUNS = Number(args.runs);
const FORM_FACTORS = args.only ? [args.only] : ['mobile', 'desktop'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.env.NODE_ENV = 'production';
const { startStaticServer } = await import(path.join(root, 'packages/server/dist/index.js'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let work;
let dir = args.dir && path.resolve(args.dir);
if (!dir) {
  const { buildSite } = await import(path.join(root, 'packages/engine/dist/index.js'));
  work = mkdtempSync(path.join(tmpdir(), 'docgen-lighthouse-'));
  dir = path.join(work, 'site');
  process.stdout.write('Building the site… ');
  await buildSite({ root, outDir: dir, cacheDir: path.join(root, '.docgen/cache') });
  console.log('done.');
}

const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
// Lighthouse drives the browser over the DevTools protocol; playwright-core only launches Debian's Chromium with a
// debugging port (never a downloaded browser). Each run opens its own tab, with an empty cache.
const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${port}`,
  ],
});

const results = [];
const failures = [];
try {
  for (const formFactor of FORM_FACTORS) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const { lhr } = await lighthouse(`${base}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        runs.push(lhr);
      }
      const row = {
        formFactor,
        page,
        runs: runs.length,
        scores: {},
        metrics: {},
        failing: {},
        benchmarkIndex: median(runs.map((r) => r.environment.benchmarkIndex)),
      };
      for (const category of CATEGORIES) row.scores[category] = median(runs.map((r) => r.categories[category].score ?? 0));
      for (const [id, short] of Object.entries(METRICS)) row.metrics[short] = median(runs.map((r) => r.audits[id].numericValue ?? 0));
      // Audits that cost points in any run, for the report.
      for (const lhr of runs) {
        for (const category of CATEGORIES.slice(1)) {
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) row.failing[ref.id] = audit.title;
          }
        }
      }
      results.push(row);
      for (const category of CATEGORIES) {
        if (row.scores[category] < TARGETS[category])
          failures.push(`${formFactor} ${page}: ${category} ${row.scores[category].toFixed(2)} is under ${TARGETS[category].toFixed(2)}`);
      }
      const scores = CATEGORIES.map((c) => row.scores[c].toFixed(2).padStart(5)).join('  ');
      const m = row.metrics;
      console.log(
        `${formFactor.padEnd(8)}${page.padEnd(20)}${scores}   FCP ${Math.round(m.FCP)} ms  LCP ${Math.round(m.LCP)} ms  TBT ${Math.round(m.TBT)} ms  CLS ${m.CLS.toFixed(3)}  SI ${Math.round(m.SI)} ms`,
      );
      for (const [id, title] of Object.entries(row.failing)) console.log(`${' '.repeat(28)}✗ ${id}: ${title}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  if (work) rmSync(work, { recursive: true, force: true });
}

console.log(`\nMedians of ${RUNS} runs; columns: performance, accessibility, best practices, SEO.`);
// Lighthouse's CPU benchmark of the machine during the runs (DevTools takes 1000 for a mid-range phone such as a
// Pixel 5): the mobile runs' simulated 4× slower CPU multiplies the task times this machine measured, so on a busy
// machine the blocking time comes out far longer than the page's own work.
console.log(`Lighthouse's CPU benchmark index of this machine: ${Math.round(median(results.map((r) => r.benchmarkIndex)))} (median over the pages).`);
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
