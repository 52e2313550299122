import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './index.js';
import { watchedCopy, type WatchedCopy } from './watched-copy.test-support.js';

// The watcher on a copy of the site-plugins fixture: remark-toc from its node_modules and a local rehype plugin.
const installed = fileURLToPath(new URL('../../engine/node_modules/remark-toc', import.meta.url));

let site: WatchedCopy;
let dir: string;
let dev: DevServer;
beforeAll(async () => {
  site = await watchedCopy('site-plugins', async (copy) => {
    await mkdir(path.join(copy, 'node_modules'));
    await symlink(installed, path.join(copy, 'node_modules', 'remark-toc'), 'dir');
  });
  ({ dir, dev } = site);
}, 120_000);
afterAll(() => site?.close());

const write = (rel: string, content: string) => site.change(rel, content);

const page = async (route: string) => (await fetch(dev.url + route)).text();

describe("docgen serve --watch with the site's plugins and math", { timeout: 120_000 }, () => {
  it("runs the plugins on every page, and again with a local plugin's saved code", async () => {
    const guide = await page('/guide');
    expect(guide).toMatch(/<h2 id="on-this-page">[\s\S]*<li><a href="#install">Install<\/a><\/li>/);
    expect(guide).toContain('<p class="stamp">1: first stamp</p><p class="stamp">2: second stamp</p>');
    const plugin = await readFile(path.join(dir, 'plugins/rehype-stamp.mjs'), 'utf8');
    const result = await write('plugins/rehype-stamp.mjs', plugin.replace('`${count + 1}: ', '`No. ${count + 1}: '));
    expect(result.ok).toBe(true);
    expect(await page('/plain')).toContain('<p class="stamp">No. 1: first stamp</p><p class="stamp">No. 2: second stamp</p>');
  });

  it("serves KaTeX's stylesheet once a page has math, linked by that page only", async () => {
    expect(await page('/plain')).not.toContain('katex');
    expect((await write('docs/plain.md', '# Plain page\n\nEnergy is $E = mc^2$.\n')).ok).toBe(true);
    const html = await page('/plain');
    const href = /<link rel="stylesheet" href="(\/assets\/css\/katex\.\w+\.css)" data-page-style="">/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(html).toContain('<span class="math math-inline"><span class="katex">');
    const css = await fetch(dev.url + href);
    expect(css.status).toBe(200);
    const font = /url\(\.\.\/fonts\/([^)]+\.woff2)\)/.exec(await css.text())![1];
    expect((await fetch(`${dev.url}/assets/fonts/${font}`)).status).toBe(200);
    expect(await page('/guide')).not.toContain('katex');
  });
});
