import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');
const fixture = () => inject('fixtureUrl');

async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser);
  await opened.page.goto(url);
  await hydrated(opened.page);
  return opened;
}

describe('lazily loaded code (the search island)', () => {
  it('shows nothing at first, a spinner after 200 ms, then the component', async () => {
    const { page } = await openPage(browser);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/assets/js/search.*.js*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.click('[data-search-button]');
    await page.waitForTimeout(100);
    // Nothing at first: no frame, no spinner.
    expect(await page.locator('.search-modal, .loading-spinner').count()).toBe(0);
    await page.waitForSelector('.search-modal .loading-spinner', { timeout: 1000 });
    release();
    await page.waitForSelector('.DocSearch-Input');
    expect(await page.locator('.loading-spinner').count()).toBe(0);
    await page.context().close();
  });

  it('shows the error message and a Retry button when loading fails, and Retry loads it', async () => {
    const { page } = await openPage(browser);
    let fail = true;
    await page.route('**/assets/js/search.*.js*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.click('[data-search-button]');
    const error = page.locator('.loading-error');
    await error.waitFor();
    expect(await error.locator('p').textContent()).toMatch(/Failed to fetch|import/i);
    fail = false;
    await error.locator('button', { hasText: 'Retry' }).click();
    await page.waitForSelector('.DocSearch-Input');
    await page.context().close();
  });
});

describe('crash screen', () => {
  it('shows "This page crashed.", the cause chain and a Try again button that recovers', async () => {
    const { page } = await openPage(browser);
    let broken = true;
    await page.route('**/_data/sidebars/launch.json', (route) =>
      broken ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a list"}' }) : route.continue(),
    );
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.click('.navbar__left a:has-text("Launch")');
    await page.waitForSelector('.crash');
    expect(await page.locator('.crash h1').textContent()).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error');
    const text = await page.locator('.crash__error').innerText();
    expect(text).toContain('Could not show the page /launch');
    expect(text).toContain('Cause: The data of sidebar "launch" is not a list of sidebar items.');
    broken = false;
    await page.click('.crash button:has-text("Try again")');
    await page.waitForSelector('.sidebar a[href="/launch/cli"]');
    expect(await page.locator('.crash').count()).toBe(0);
    expect(await page.title()).toMatch(/\| TensorOpera AI Documentation$/);
    await page.context().close();
  });
});

describe('navbar item that fails to render', () => {
  it('shows an error naming the item configuration, and the rest of the navbar works', async () => {
    const { page, problems } = await openPage(browser);
    await page.route(`${fixture()}/guide/intro`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // A dropdown whose items are not a list cannot render.
      const body = html.replace(/(<script id="__docgen_data" type="application\/json">)(.*?)(<\/script>)/, (_m, open, json, close) => {
        const data = JSON.parse(json);
        const dropdown = data.shell.site.navbar.items.find((i: { type: string }) => i.type === 'dropdown');
        dropdown.items = 42;
        return open + JSON.stringify(data) + close;
      });
      await route.fulfill({ response, body });
    });
    await page.goto(`${fixture()}/guide/intro`);
    await hydrated(page);
    const error = page.locator('.navbar__item-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('{"type":"dropdown","label":"More","items":42,"position":"left"}');
    expect(await page.locator('.navbar__left a:has-text("Guide")').count()).toBe(1);
    expect(problems.some((p) => p.includes('A navbar item failed to render'))).toBe(true);
    await page.context().close();
  });
});

describe('storage unavailable', () => {
  it('logs a warning, ignores storage calls and keeps the site working', async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.click('.color-mode-toggle');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.click('.announcement-bar__close');
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(problems.filter((p) => p.startsWith('warning: Browser storage is unavailable'))).toHaveLength(1);
    expect(problems.filter((p) => !p.startsWith('warning: Browser storage is unavailable'))).toEqual([]);
    await page.context().close();
  });
});
