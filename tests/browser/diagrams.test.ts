import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevServer } from '@docgen/dev';
import { buildSite } from '@docgen/engine';
import { startStaticServer } from '@docgen/server';
import { hydrated, launch, openPage } from './harness.js';

// The math and diagrams fixture: Mermaid is drawn by an island loaded only on pages with a diagram; KaTeX's
// stylesheet is linked only by pages with math.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Opens a route, recording the scripts and stylesheets it requested and their encoded sizes. */
async function open(route: string): Promise<{ page: Page; problems: string[]; scripts: () => Promise<Array<{ name: string; size: number }>> }> {
  const opened = await openPage(browser);
  opened.page.on('response', (response) => {
    if (response.status() >= 400) opened.problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await opened.page.goto(`${inject('mathFixtureUrl')}${route}`);
  await hydrated(opened.page);
  const scripts = () =>
    opened.page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\.(js|css|woff2)$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, size: e.encodedBodySize })),
    );
  return { ...opened, scripts };
}

const gzipKB = (entries: Array<{ size: number }>) => Math.round(entries.reduce((a, e) => a + e.size, 0) / 102.4) / 10;

describe('Mermaid diagrams and math in the browser', () => {
  it('draws a diagram as SVG in the colour mode, again when it changes, and loads Mermaid only there', async () => {
    const { page, problems, scripts } = await open('/pipeline');
    const diagram = page.locator('[data-mermaid]');
    await diagram.locator('.mermaid-diagram__svg svg').waitFor({ timeout: 30_000 });
    expect(await diagram.getAttribute('data-mermaid-mode')).toBe('light');
    // Once drawn, the source is hidden; its text is the diagram's.
    expect(await diagram.locator('.code-block').isVisible()).toBe(false);
    expect(await diagram.locator('.mermaid-diagram__svg > svg').textContent()).toContain('Submit');
    await page.locator('[data-color-mode-toggle]').click();
    await page.waitForFunction(() => document.querySelector('[data-mermaid]')?.getAttribute('data-mermaid-mode') === 'dark');
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.some((e) => /\/mermaid\.\w+\.js$/.test(e.name))).toBe(true);
    console.log(
      `first visit of a page with a flowchart: ${gzipKB(loaded.filter((e) => e.name.endsWith('.js')))} KB of JS (encoded), ${loaded.filter((e) => e.name.endsWith('.js')).length} files`,
    );
    // Failed requests are listed by their path above (the browser's own favicon request is no page resource).
    expect(problems.filter((p) => !p.startsWith('error: Failed to load resource'))).toEqual([]);
  });

  it('shows the source as code when the island cannot load', async () => {
    const opened = await openPage(browser);
    await opened.page.route(/\/assets\/js\/mermaid\.\w+\.js/, (route) => route.abort());
    await opened.page.goto(`${inject('mathFixtureUrl')}/pipeline`);
    await hydrated(opened.page);
    await opened.page.waitForLoadState('networkidle');
    const code = opened.page.locator('[data-mermaid] .code-block');
    expect(await code.isVisible()).toBe(true);
    expect(await code.textContent()).toContain('flowchart LR');
  });

  it('loads neither Mermaid nor KaTeX on a page without them; KaTeX styles the math page, also after a navigation', async () => {
    const { page, scripts } = await open('/pricing');
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.filter((e) => /mermaid|katex|KaTeX/.test(e.name))).toEqual([]);
    // Client navigation to the math page: its stylesheet is added, and has loaded when the page shows.
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.locator('a[href="/losses"]').first().click();
    await page.waitForFunction(() => location.pathname === '/losses');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    const fontSize = await page
      .locator('.katex')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize);
    const bodySize = await page
      .locator('.markdown p')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize);
    // KaTeX's stylesheet sets math at 1.21em of the text.
    expect(Number.parseFloat(fontSize)).toBeCloseTo(Number.parseFloat(bodySize) * 1.21, 0);
    expect(await page.locator('link[data-page-style]').count()).toBe(1);
  });
});

// Mermaid is an optional peer dependency: a site without it builds without checking diagrams, and a mistake shows
// where the browser draws the diagram. The fixture, copied outside this repository, finds no Mermaid to check with.
describe('a diagram the build did not check (no Mermaid in the site)', () => {
  const fixture = fileURLToPath(new URL('../../packages/engine/fixtures/site-math', import.meta.url));
  const broken = '# Broken diagram\n\n```mermaid\nflowchart TD\n  a[Start] --> b{Ready?\n  b --> c\n```\n';
  let dir: string;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docgen-unchecked-diagram-'));
    await cp(fixture, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
    await writeFile(path.join(dir, 'docs/broken-diagram.md'), broken);
    const result = await buildSite({ root: dir, outDir: 'build', git: false, cacheDir: false });
    expect(result.diagnostics).toEqual([]);
    server = await startStaticServer({ dir: path.join(dir, 'build'), port: 0, host: '127.0.0.1' });
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  it("shows Mermaid's message under the diagram's source", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${url}/broken-diagram`);
    await hydrated(page);
    const error = page.locator('[data-mermaid] .mermaid-diagram__error');
    await error.waitFor({ timeout: 30_000 });
    // Line 2 of the diagram holds the unclosed `{Ready?`, as the build's check would say.
    expect(await error.textContent()).toMatch(/^Mermaid diagram, line 2, column 18: Parse error: Expecting 'SQE', /);
    expect(await page.locator('[data-mermaid] .code-block').isVisible()).toBe(true);
    // A diagram that draws has no message.
    await page.goto(`${url}/pipeline`);
    await page.locator('.mermaid-diagram__svg svg').waitFor({ timeout: 30_000 });
    expect(await page.locator('.mermaid-diagram__error').count()).toBe(0);
    await page.context().close();
  });

  it("shows it in the dev server's overlay, which the writer may close, and draws the diagram once fixed", async () => {
    const dev = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', log: () => undefined });
    const file = path.join(dir, 'docs/broken-diagram.md');
    try {
      const { page } = await openPage(browser);
      await page.goto(`${dev.url}/broken-diagram`);
      await hydrated(page);
      await page.waitForFunction(() => document.documentElement.dataset.devServer === 'connected');
      const overlay = page.locator('#__docgen_overlay');
      await overlay.waitFor({ timeout: 30_000 });
      const text = await overlay.innerText();
      expect(text).toContain("/broken-diagram: Mermaid diagram, line 2, column 18: Parse error: Expecting 'SQE', ");
      expect(text).toContain('npm i -D mermaid');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await writeFile(file, (await readFile(file, 'utf8')).replace('{Ready?', '{Ready?}'));
      await page.locator('.mermaid-diagram__svg svg').waitFor({ timeout: 30_000 });
      expect(await page.locator('.mermaid-diagram__error').count()).toBe(0);
      expect(await overlay.count()).toBe(0);
      await page.context().close();
    } finally {
      await writeFile(file, broken);
      await dev.close();
    }
  });
});
