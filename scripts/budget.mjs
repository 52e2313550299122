#!/usr/bin/env node
// Page-weight budget of the real site, measured in Chromium: bytes of JS and CSS a first visit loads, and the
// page data each client navigation fetches. Prints figures against the targets; asserts nothing.
//   node scripts/budget.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

process.env.NODE_ENV = 'production';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { buildSite } = await import(path.join(root, 'packages/build/dist/index.js'));
const { startStaticServer } = await import(path.join(root, 'packages/server/dist/index.js'));

const out = mkdtempSync(path.join(tmpdir(), 'docgen-budget-'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

try {
  await buildSite({ root, outDir: out, cacheDir: false });
  const server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  console.log('First visit (empty cache): what the page loads before any interaction');
  console.log(`${'page'.padEnd(36)} ${'JS raw'.padStart(10)} ${'JS gzip'.padStart(10)} ${'CSS raw'.padStart(10)} ${'CSS gzip'.padStart(10)}`);
  for (const route of ['/', '/deploy/quickstart', '/federate/cross-silo/user_guide']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = { script: [], stylesheet: [] };
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies[type].push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const js = await Promise.all(bodies.script);
    const css = await Promise.all(bodies.stylesheet);
    const sum = (list, f) => list.reduce((a, b) => a + f(b), 0);
    console.log(
      `${route.padEnd(36)} ${kb(sum(js, (b) => b.length)).padStart(10)} ${kb(sum(js, gz)).padStart(10)} ${kb(sum(css, (b) => b.length)).padStart(10)} ${kb(sum(css, gz)).padStart(10)}`,
    );
    await context.close();
  }
  console.log('Targets for a doc page: JS ≤ 80 KB gzip (React and react-dom included), CSS ≤ 20 KB gzip.\n');

  console.log('Page data per client navigation (JSON of the next page)');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/deploy/quickstart`);
  const sizes = [];
  for (const target of ['/deploy/create_model', '/deploy/manage_endpoint', '/launch', '/train/workflow', '/federate/cross-silo/user_guide', '/open-source/cli/launch']) {
    const response = await (await fetch(`${base}/_data${target}.json`)).arrayBuffer();
    const buf = Buffer.from(response);
    sizes.push(gz(buf));
    console.log(`${target.padEnd(36)} ${kb(buf.length).padStart(10)} raw ${kb(gz(buf)).padStart(10)} gzip`);
  }
  sizes.sort((a, b) => a - b);
  console.log(`median ${kb(sizes[Math.floor(sizes.length / 2)])} gzip; target ≤ 10 KB gzip for a typical page`);
  await context.close();
  await browser.close();
  server.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
