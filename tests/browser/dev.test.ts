/** `docgen serve --watch` seen from the browser: live updates in place, stylesheet swaps, the problem overlay. */
import { appendFile, copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '@docgen/dev';
import { hydrated, launch, markWindow, openPage, windowIsMarked } from './harness.js';

const fixture = fileURLToPath(new URL('../../packages/engine/fixtures/site-basic', import.meta.url));
const themeCss = fileURLToPath(new URL('../../packages/theme/src/styles/theme.css', import.meta.url));

let browser: Browser;
let dir: string;
let dev: DevServer;
let stylesheet: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-dev-browser-'));
  await cp(fixture, dir, { recursive: true });
  // A long page, so that keeping the scroll position means something.
  const paragraphs = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long introduction, written to make the page scroll.`).join('\n\n');
  await appendFile(path.join(dir, 'docs/guide/intro.md'), `\n## More reading\n\n${paragraphs}\n`);
  // A copy of the theme's stylesheet, so the test can change it without touching the theme.
  stylesheet = path.join(dir, 'theme.css');
  await copyFile(themeCss, stylesheet);
  dev = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', stylesheet, log: () => undefined });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await rm(dir, { recursive: true, force: true });
});

async function open(route: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser);
  await opened.page.goto(dev.url + route);
  await hydrated(opened.page);
  // Connected to the server's events before anything changes.
  await opened.page.waitForFunction(() => document.documentElement.dataset.devServer === 'connected');
  await markWindow(opened.page);
  return opened;
}

async function edit(rel: string, change: (text: string) => string): Promise<() => Promise<void>> {
  const file = path.join(dir, rel);
  const original = await readFile(file, 'utf8');
  await writeFile(file, change(original));
  return () => writeFile(file, original);
}

describe('docgen serve --watch in the browser', () => {
  it('updates the open page in place, without a reload, keeping the scroll position', async () => {
    const { page, problems } = await open('/guide/intro');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => Math.round(window.scrollY) === 1500);
    const restore = await edit('docs/guide/intro.md', (text) => text.replace('Paragraph 40 of', 'Paragraph 40 (edited live) of'));
    await page.waitForFunction(() => document.querySelector('#main')?.textContent?.includes('Paragraph 40 (edited live) of'));
    expect(await windowIsMarked(page)).toBe(true);
    expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(1500);
    await restore();
    await page.waitForFunction(() => !document.querySelector('#main')?.textContent?.includes('(edited live)'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('applies a stylesheet change without a reload', async () => {
    const { page } = await open('/guide/setup');
    const spacing = () => page.evaluate(() => getComputedStyle(document.querySelector('.markdown p')!).letterSpacing);
    expect(await spacing()).not.toBe('3px');
    await appendFile(stylesheet, '\n.markdown p { letter-spacing: 3px; }\n');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown p')!).letterSpacing === '3px');
    expect(await windowIsMarked(page)).toBe(true);
    await copyFile(themeCss, stylesheet);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown p')!).letterSpacing !== '3px');
    await page.context().close();
  });

  it('updates other open pages that a change affects, and leaves the rest alone', async () => {
    const affected = await open('/guide/setup');
    const other = await open('/reference/cli');
    // A property on the other page's content node: it survives unless the content is replaced.
    await other.page.evaluate(() => ((document.querySelector('.markdown') as unknown as { kept: boolean }).kept = true));
    const restore = await edit('docs/guide/intro.md', (text) =>
      text.replace('description: Start here.', 'description: Start here.\nsidebar_label: First steps'),
    );
    await affected.page.waitForFunction(() => document.querySelector('.sidebar')?.textContent?.includes('First steps'));
    expect(await windowIsMarked(affected.page)).toBe(true);
    // The guide's previous/next link on the setup page follows the new label too.
    expect(await affected.page.locator('.pagination-nav').innerText()).toContain('First steps');
    await other.page.waitForTimeout(300);
    expect(await windowIsMarked(other.page)).toBe(true);
    expect(await other.page.evaluate(() => (document.querySelector('.markdown') as unknown as { kept?: boolean }).kept)).toBe(true);
    await restore();
    await affected.page.waitForFunction(() => !document.querySelector('.sidebar')?.textContent?.includes('First steps'));
    await affected.page.context().close();
    await other.page.context().close();
  });

  it('shows a problem over the page with its place, keeps the last good page, and clears when fixed', async () => {
    const { page } = await open('/guide/setup');
    const restore = await edit('docs/guide/setup.md', (text) => text.replace('title: Setup guide', 'title: [Setup guide'));
    const overlay = page.locator('#__docgen_overlay');
    await overlay.waitFor();
    expect(await overlay.innerText()).toMatch(/docs\/guide\/setup\.md:\d+:\d+ {2}.*front matter/);
    expect(await page.locator('#main').innerText()).toContain('Setup text.');
    await restore();
    await overlay.waitFor({ state: 'detached' });
    expect(await windowIsMarked(page)).toBe(true);
    await page.context().close();
  });

  it('tells a page opened while a problem exists about it, and clears when fixed', async () => {
    const restore = await edit('docs/reference/config.md', (text) => `${text}\n[broken](/nowhere)\n`);
    const { page } = await open('/guide/setup');
    const overlay = page.locator('#__docgen_overlay');
    await overlay.waitFor();
    expect(await overlay.innerText()).toMatch(/docs\/reference\/config\.md:\d+:\d+ {2}\/nowhere {2}error: broken link/);
    await restore();
    await overlay.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
