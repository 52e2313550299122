import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage, shown } from './harness.js';

const routes = readFileSync(new URL('../spec-routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('hydration', () => {
  it('hydrates every route of the specification without a console error or warning', async () => {
    const { page, problems } = await openPage(browser);
    const failures: string[] = [];
    for (const route of routes) {
      problems.length = 0;
      const response = await page.goto(inject('siteUrl') + route);
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      await hydrated(page);
      // The App sets data-path in an effect: once it is there, hydration has committed and effects have run.
      const committed = await shown(page).then(
        () => true,
        () => false,
      );
      if (!committed)
        failures.push(`${route}: the app never marked the page as shown (data-path ${await page.evaluate(() => document.documentElement.dataset.path)})`);
      // Give later effects (storage reads, observers, idle work) a moment to run.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      for (const problem of problems) failures.push(`${route}: ${problem}`);
    }
    expect(failures).toEqual([]);
    // 138 full page loads one after another: on a busy shared machine each takes seconds.
  }, 600_000);

  it('hydrates the shell of the 404 page and standalone pages', async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(`${inject('siteUrl')}/no/such/page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.path !== undefined);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    // Chrome reports the 404 status of the document itself; nothing else may appear.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});
