// Pagefind against the local index, for `npm run bench:search -- --pagefind`: Pagefind (installed from the npm
// registry into a temporary folder, not a dependency of the project) indexes the same records written as HTML
// pages, and Chromium runs its search API, counting every byte it fetches as served.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSize } from './search-scale.mjs';

export const PAGEFIND_VERSION = '1.6.0';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Each page of `records` as an HTML file: its title, then each section's heading (with its anchor) and text. */
export async function writePages(records, dir) {
  const pages = new Map();
  for (const record of records) {
    const list = pages.get(record.url_without_anchor);
    if (list) list.push(record);
    else pages.set(record.url_without_anchor, [record]);
  }
  for (const [url, sections] of pages) {
    const route = new URL(url).pathname;
    const file = path.join(dir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`);
    const title = sections[0].hierarchy.lvl1 ?? '';
    const body = sections
      .map((record) => {
        const headings = [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter(Boolean);
        const heading = headings.length
          ? `<h${Math.min(6, headings.length + 1)} id="${escape(record.anchor ?? '')}">${escape(headings.at(-1))}</h${Math.min(6, headings.length + 1)}>`
          : '';
        return `${heading}<p>${escape(record.content ?? '')}</p>`;
      })
      .join('\n');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main data-pagefind-body><h1>${escape(title)}</h1>\n${body}</main></body></html>`,
    );
  }
  return pages.size;
}

/** Installs Pagefind into `work` (its binary ships in a registry package) and returns the command. */
export function installPagefind(work) {
  const prefix = path.join(work, 'pagefind');
  execFileSync('npm', ['install', `pagefind@${PAGEFIND_VERSION}`, '--prefix', prefix, '--no-audit', '--no-fund', '--silent'], { stdio: 'inherit' });
  return path.join(prefix, 'node_modules', '.bin', 'pagefind');
}

/** Runs Pagefind over `site`; returns the run's wall time and CPU time (user and system, its threads' sum) in ms. */
export function indexWithPagefind(command, site) {
  const started = performance.now();
  // bash's `times` prints the CPU time of the children it ran: "0m1.234s 0m0.123s" on its second line.
  const run = spawnSync('bash', ['-c', '"$0" --site "$1" --silent >/dev/null && times', command, site], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pagefind failed: ${run.stderr || run.stdout}`);
  const wall = performance.now() - started;
  const [user, system] = run.stdout
    .trim()
    .split('\n')
    .at(-1)
    .split(/\s+/)
    .map((t) => {
      const [, m, sec] = /(\d+)m([\d.]+)s/.exec(t);
      return (Number(m) * 60 + Number(sec)) * 1000;
    });
  return { wall, cpu: user + system };
}

/** Bytes of a served file: Pagefind's index files are gzip already (served as they are); others gzip -9. */
async function servedSize(site, urlPath) {
  const file = path.join(site, decodeURIComponent(urlPath));
  const data = await readFile(file);
  return /\.pf_\w+$/.test(file) ? data.length : gzipSize(data);
}

/**
 * Queries through Pagefind's search API in a page: the first query in a fresh page, then the later one in the same
 * page; each answer reads the data of its first 20 results, as a result list shows them.
 */
export async function measurePagefind(browser, baseUrl, site, pairs) {
  const rows = [];
  for (const [first, later] of pairs) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/')) fetched.push(pathname);
    });
    await page.goto(`${baseUrl}/`);
    const run = (query) =>
      page.evaluate(async (q) => {
        const pagefind = (window.__pagefind ??= await import('/pagefind/pagefind.js'));
        await pagefind.init();
        const search = await pagefind.search(q);
        const data = await Promise.all(search.results.slice(0, 20).map((r) => r.data()));
        return { count: search.results.length, urls: data.map((d) => [d.url, ...d.sub_results.map((s) => s.url)]) };
      }, query);
    const firstAnswer = await run(first);
    await page.waitForLoadState('networkidle');
    const firstFiles = fetched.splice(0);
    const laterAnswer = await run(later);
    await page.waitForLoadState('networkidle');
    const laterFiles = fetched.splice(0);
    const bytes = async (files) => (await Promise.all([...new Set(files)].map((f) => servedSize(site, f)))).reduce((a, b) => a + b, 0);
    rows.push({
      first,
      later,
      firstBytes: await bytes(firstFiles),
      laterBytes: await bytes(laterFiles),
      firstFiles: firstFiles.length,
      laterFiles: laterFiles.length,
      firstHits: firstAnswer.count,
      laterHits: laterAnswer.count,
    });
    await context.close();
  }
  return rows;
}

/** Pagefind's answer to one query in a page already open: page URLs, each followed by its sections' URLs. */
export async function pagefindResults(page, query) {
  return page.evaluate(async (q) => {
    const pagefind = (window.__pagefind ??= await import('/pagefind/pagefind.js'));
    await pagefind.init();
    const search = await pagefind.search(q);
    const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
    return data.map((d) => ({ url: d.url, sections: d.sub_results.map((s) => s.url) }));
  }, query);
}

/** Size of a folder's files, in bytes. */
export async function folderSize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  return total;
}
