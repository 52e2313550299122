import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './harness.js';

const routes = readFileSync(new URL('../spec-routes.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
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
      await hydrated(page);
      // Give effects (storage reads, observers) a moment to run.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      if (response?.status() !== 200) failures.push(`${route}: HTTP ${response?.status()}`);
      for (const problem of problems) failures.push(`${route}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('hydrates the shell of the 404 page and standalone pages', async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto(`${inject('siteUrl')}/no/such/page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    // Chrome reports the 404 status of the document itself; nothing else may appear.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});
