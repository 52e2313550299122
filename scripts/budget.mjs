#!/usr/bin/env node
// Page-weight budget of the real site, measured in Chromium: the bytes of JS and CSS a first visit loads, and the
// page data (page JSON, plus the sidebar JSON when the navigation enters another docs area) that client
// navigations fetch. Prints the figures and exits 1 when one is over its target.
//   node scripts/budget.mjs [--js-kb 80] [--css-kb 20] [--data-kb 10]
// Targets (issue 4): JS ≤ 80 KB gzip on a doc page's first visit, React and react-dom included; CSS ≤ 20 KB gzip;
// page data ≤ 10 KB gzip for a typical navigation (the median of the navigations below). Sizes are gzip -9 of the
// response bodies. Needs compiled packages (`npx tsc -b`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: { 'js-kb': { type: 'string', default: '80' }, 'css-kb': { type: 'string', default: '20' }, 'data-kb': { type: 'string', default: '10' } },
});
const TARGET = { js: Number(args['js-kb']) * 1024, css: Number(args['css-kb']) * 1024, data: Number(args['data-kb']) * 1024 };

process.env.NODE_ENV = 'production';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { buildSite } = await import(path.join(root, 'packages/engine/dist/index.js'));
const { startStaticServer } = await import(path.join(root, 'packages/server/dist/index.js'));

/** Doc pages (and the home page) measured on a first visit with an empty cache. */
const FIRST_VISITS = ['/', '/deploy/quickstart', '/federate/cross-silo/user_guide'];
/** Client navigations from /deploy/quickstart: two within its docs area, four into other areas. */
const NAVIGATIONS = [
  '/deploy/create_model',
  '/deploy/manage_endpoint',
  '/launch',
  '/train/workflow',
  '/federate/cross-silo/user_guide',
  '/open-source/cli/launch',
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const sum = (list, f) => list.reduce((a, b) => a + f(b), 0);
const col = (s, n = 10) => String(s).padStart(n);
const failures = [];
const check = (what, value, target) => {
  if (value > target) failures.push(`${what}: ${kb(value)} gzip is over the target of ${kb(target)}`);
};

/**
 * gzip size of React and react-dom alone, bundled as the build bundles the runtime (minified, with islands that share
 * React split into common chunks): whatever the first visit loads beyond this is the runtime's and the theme's.
 */
async function reactAlone() {
  const require = createRequire(path.join(root, 'packages/engine/package.json'));
  const esbuild = require('esbuild');
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-budget-react-'));
  try {
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { hydrateRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; window.r = [hydrateRoot, jsx, () => import('./island.js')];",
    );
    writeFileSync(
      path.join(dir, 'island.js'),
      "import * as React from 'react'; import { createPortal } from 'react-dom'; import { jsx } from 'react/jsx-runtime'; window.i = [React, createPortal, jsx];",
    );
    const result = await esbuild.build({
      entryPoints: { main: path.join(dir, 'main.js'), island: path.join(dir, 'island.js') },
      nodePaths: [path.join(root, 'packages/runtime/node_modules')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      legalComments: 'none',
      target: ['es2020'],
      define: { 'process.env.NODE_ENV': '"production"' },
      outdir: path.join(dir, 'out'),
      write: false,
      metafile: true,
    });
    const outputs = result.metafile.outputs;
    const key = (file) => path.relative(process.cwd(), file);
    const bytes = new Map(result.outputFiles.map((f) => [key(f.path), f.contents]));
    const mainOut = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('main.js'));
    const loaded = [mainOut, ...outputs[mainOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
    return sum(loaded, (k) => gz(bytes.get(key(path.resolve(k)))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const out = mkdtempSync(path.join(tmpdir(), 'docgen-budget-'));
let browser;
let server;
try {
  await buildSite({ root, outDir: out, cacheDir: false });
  server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const hydrated = (page, route) => page.waitForFunction((p) => document.documentElement.dataset.path === p, route);

  console.log('First visit (empty cache): what the page loads before any interaction');
  console.log(`${'page'.padEnd(36)} ${col('JS raw')} ${col('JS gzip')} ${col('CSS raw')} ${col('CSS gzip')}`);
  let docJs = 0;
  for (const route of FIRST_VISITS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = { script: [], stylesheet: [] };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies[type].push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await hydrated(page, route);
    // Effects, idle callbacks and anything they import.
    await page.waitForTimeout(500);
    const js = await Promise.all(bodies.script);
    const css = await Promise.all(bodies.stylesheet);
    const jsGz = sum(js, gz);
    const cssGz = sum(css, gz);
    docJs = Math.max(docJs, jsGz);
    console.log(`${route.padEnd(36)} ${col(kb(sum(js, (b) => b.length)))} ${col(kb(jsGz))} ${col(kb(sum(css, (b) => b.length)))} ${col(kb(cssGz))}`);
    check(`JS of the first visit of ${route}`, jsGz, TARGET.js);
    check(`CSS of the first visit of ${route}`, cssGz, TARGET.css);
    await context.close();
  }
  const react = await reactAlone();
  console.log(`React and react-dom alone: ${kb(react)} gzip; the runtime and theme add about ${kb(docJs - react)} gzip (the design aims at < 8 KB).`);
  console.log(`Targets: JS ≤ ${kb(TARGET.js)} gzip (React and react-dom included), CSS ≤ ${kb(TARGET.css)} gzip.\n`);

  console.log('Page data per client navigation from /deploy/quickstart (what the browser fetches; prefetching off)');
  console.log(`${'to'.padEnd(36)} ${col('page raw')} ${col('page gzip')} ${col('sidebar raw', 12)} ${col('sidebar gzip', 13)} ${col('total gzip')}`);
  const totals = [];
  // save-data turns prefetching off, so each navigation fetches what it needs itself.
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  for (const target of NAVIGATIONS) {
    const page = await context.newPage();
    await page.goto(`${base}/deploy/quickstart`);
    await hydrated(page, '/deploy/quickstart');
    const fetched = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_data/'))
        fetched.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
    });
    await page.evaluate((to) => {
      window.__budgetMark = true;
      const link = document.createElement('a');
      link.href = to;
      link.textContent = 'next';
      document.querySelector('main').append(link);
      link.click();
    }, target);
    await hydrated(page, target);
    if (!(await page.evaluate(() => window.__budgetMark === true)))
      throw new Error(`The navigation to ${target} was a full page load, not a client navigation.`);
    const responses = await Promise.all(fetched);
    const pageData = responses.filter((r) => !r.url.startsWith('/_data/sidebars/'));
    const sidebars = responses.filter((r) => r.url.startsWith('/_data/sidebars/'));
    if (pageData.length !== 1) throw new Error(`Expected one page-data request for ${target}, saw ${responses.map((r) => r.url).join(', ') || 'none'}.`);
    const total = sum(responses, (r) => gz(r.body));
    totals.push(total);
    const sidebarCell = (f) => (sidebars.length ? kb(sum(sidebars, f)) : '—');
    console.log(
      `${target.padEnd(36)} ${col(kb(pageData[0].body.length))} ${col(kb(gz(pageData[0].body)))} ${col(
        sidebarCell((r) => r.body.length),
        12,
      )} ${col(
        sidebarCell((r) => gz(r.body)),
        13,
      )} ${col(kb(total))}`,
    );
    await page.close();
  }
  await context.close();
  const sorted = [...totals].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(`median ${kb(median)} gzip, largest ${kb(sorted[sorted.length - 1])}; target ≤ ${kb(TARGET.data)} gzip for a typical navigation`);
  check('Page data of a typical navigation (median)', median, TARGET.data);
} finally {
  await browser?.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nBudget exceeded:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nWithin budget.');
}
