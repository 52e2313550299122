#!/usr/bin/env node
// Accessibility audit of every route of the real site with axe-core (WCAG 2.0/2.1 A and AA, best practices), in
// Chromium: light and dark mode at 1280 and 390 px, plus the search modal open (each combination) and the mobile
// menu open (390 px, on the docs sidebar and on the main menu). Prints a table of violations per rule and
// combination, the offending nodes, and exits 1 on any violation; a page with violations is named as soon as it is
// audited.
//   node scripts/a11y.mjs [--dir build] [--routes /,/deploy] [--only dark-390,light-1280] [--details 20]
// Builds the site into a temporary folder unless --dir names a built one. Needs compiled packages (`npm run setup`).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { COMBINATIONS, load, openContext, openMenu, openSearch, violations } from '../tests/browser/a11y-audit.mjs';

const { values: args } = parseArgs({
  options: { dir: { type: 'string' }, routes: { type: 'string' }, only: { type: 'string' }, details: { type: 'string', default: '20' } },
});
// --only dark-390,light-1280: some of the combinations (a long run split over several processes or machines).
const combinations = args.only ? COMBINATIONS.filter((c) => args.only.split(',').includes(`${c.mode}-${c.width}`)) : COMBINATIONS;
if (combinations.length === 0) {
  console.error(`--only names no combination; there are ${COMBINATIONS.map((c) => `${c.mode}-${c.width}`).join(', ')}.`);
  process.exit(2);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.env.NODE_ENV = 'production';
const { startStaticServer } = await import(path.join(root, 'packages/server/dist/index.js'));

/** Every page of a built site by its clean URL; redirect pages are left out, and 404.html is asked for as a miss. */
function routesOf(dir) {
  const routes = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', '_data', '_search'].includes(entry.name)) walk(file);
      } else if (entry.name.endsWith('.html')) {
        if (readFileSync(file, 'utf8').includes('http-equiv="refresh"')) continue;
        const rel = path
          .relative(dir, file)
          .split(path.sep)
          .join('/')
          .replace(/\.html$/, '');
        routes.push(rel === 'index' ? '/' : rel === '404' ? '/this-page-does-not-exist' : `/${rel.replace(/\/index$/, '')}`);
      }
    }
  };
  walk(dir);
  return routes.sort();
}

let work;
let dir = args.dir && path.resolve(args.dir);
if (!dir) {
  const { buildSite } = await import(path.join(root, 'packages/engine/dist/index.js'));
  work = mkdtempSync(path.join(tmpdir(), 'docgen-a11y-'));
  dir = path.join(work, 'site');
  process.stdout.write('Building the site… ');
  await buildSite({ root, outDir: dir, cacheDir: path.join(root, '.docgen/cache') });
  console.log('done.');
}
const routes = args.routes ? args.routes.split(',') : routesOf(dir);
const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
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

const label = ({ mode, width }) => `${mode} ${width}`;
/** rule id → combination label → node count */
const table = new Map();
const details = [];
const audited = new Map(combinations.map((c) => [label(c), { pages: 0, clean: 0 }]));
const started = Date.now();

function record(combination, where, found) {
  const tally = audited.get(label(combination));
  tally.pages++;
  if (found.length === 0) tally.clean++;
  // Said at once, so that a long run shows what it has found before it ends.
  if (found.length)
    process.stdout.write(`\r${''.padEnd(80)}\r✗ ${label(combination)}  ${where}: ${found.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}\n`);
  for (const v of found) {
    const row = table.get(v.id) ?? new Map();
    row.set(label(combination), (row.get(label(combination)) ?? 0) + v.nodes.length);
    table.set(v.id, row);
    for (const node of v.nodes)
      details.push(`${label(combination)}  ${where}  ${v.id} (${v.impact}): ${node.target}\n      ${node.summary.replace(/\n/g, '\n      ')}`);
  }
}

try {
  for (const combination of combinations) {
    const context = await openContext(browser, combination);
    const page = await context.newPage();
    for (const [i, route] of routes.entries()) {
      process.stdout.write(`\r${label(combination).padEnd(11)} ${String(i + 1).padStart(3)}/${routes.length} ${route.slice(0, 60).padEnd(60)}`);
      await load(page, base + route);
      record(combination, route, await violations(page));
    }
    await load(page, `${base}/deploy/quickstart`);
    await openSearch(page);
    record(combination, 'search modal on /deploy/quickstart', await violations(page));
    if (combination.width < 996) {
      await load(page, `${base}/deploy/quickstart`);
      await openMenu(page, { secondary: true });
      record(combination, 'mobile menu (docs sidebar) on /deploy/quickstart', await violations(page));
      await page.click('.mobile-menu__back');
      record(combination, 'mobile menu (main menu) on /deploy/quickstart', await violations(page));
    }
    await context.close();
  }
} finally {
  process.stdout.write('\r'.padEnd(80) + '\r');
  await browser.close();
  server.close();
  if (work) rmSync(work, { recursive: true, force: true });
}

const labels = combinations.map(label);
const width = Math.max(28, ...[...table.keys()].map((k) => k.length + 2));
console.log(`axe-core on ${routes.length} routes plus the open search modal and mobile menu (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(`${'rule'.padEnd(width)}${labels.map((l) => l.padStart(12)).join('')}`);
for (const [rule, row] of [...table].sort()) console.log(`${rule.padEnd(width)}${labels.map((l) => String(row.get(l) ?? 0).padStart(12)).join('')}`);
console.log(`${'pages without violations'.padEnd(width)}${labels.map((l) => `${audited.get(l).clean}/${audited.get(l).pages}`.padStart(12)).join('')}`);
if (details.length) {
  const shown = Number(args.details);
  console.log(
    `\n${details.slice(0, shown).join('\n')}${details.length > shown ? `\n… and ${details.length - shown} more nodes (--details N shows more)` : ''}`,
  );
  process.exit(1);
}
console.log('\nNo violations.');
