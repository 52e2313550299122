/**
 * Docs versions in the browser, on the versioned fixture (2.0 at /docs, 1.0 at /docs/1.0, the current docs "Next"
 * at /docs/next): the dropdown keeps the page, the banner leads to the latest version, and the reader's choice is
 * remembered for the navbar's docs links.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, markWindow, openPage, shown, windowIsMarked } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('versionsFixtureUrl');
const preferred = (page: Page) => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
const dropdown = '.navbar .docs-version-dropdown';

async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.click(`${dropdown} > button`);
  await page.click(`${dropdown} .dropdown__menu a:text-is("${label}")`);
}

describe('the docs version dropdown', () => {
  it('shows the version being read and keeps the reader on the same page in the version chosen', async () => {
    const { page, problems } = await openPage(browser);
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    await page.goto(`${site()}/docs/next/install#requirements`);
    await hydrated(page);
    await shown(page);
    expect(await page.textContent(`${dropdown} > button`)).toBe('Next');
    await markWindow(page);
    await chooseVersion(page, '1.0 (legacy)');
    await page.waitForURL(`${site()}/docs/1.0/install`);
    await shown(page);
    // A client navigation: the shell now shows 1.0, with its sidebar.
    expect(await windowIsMarked(page)).toBe(true);
    expect(await page.textContent(`${dropdown} > button`)).toBe('1.0 (legacy)');
    expect(await page.textContent('.sidebar')).toContain('Getting started');
    expect(await page.textContent('main h1')).toBe('Install');
    expect(await preferred(page)).toBe('1.0');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens the version's main doc when that version lacks the page", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/docs/next/streams`);
    await hydrated(page);
    await shown(page);
    expect(await page.getAttribute(`${dropdown} a:text-is("2.0")`, 'href')).toBe('/docs/intro');
    await chooseVersion(page, '2.0');
    await page.waitForURL(`${site()}/docs/intro`);
    await shown(page);
    expect(await page.textContent(`${dropdown} > button`)).toBe('2.0');
    await page.context().close();
  });
});

describe('the version banner', () => {
  it('says an older version is unmaintained and links to the same page in the latest version, which becomes the preferred one', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/docs/1.0/install`);
    await hydrated(page);
    await shown(page);
    const banner = page.locator('main .version-banner');
    expect(await banner.textContent()).toContain('This is documentation for Kite 1.0 (legacy), which is no longer actively maintained.');
    expect(await page.textContent('main .version-badge')).toBe('Version: 1.0 (legacy)');
    await banner.locator('a:text-is("latest version")').click();
    await page.waitForURL(`${site()}/docs/install`);
    await shown(page);
    expect(await page.locator('main .version-banner').count()).toBe(0);
    expect(await preferred(page)).toBe('2.0');
    await page.context().close();
  });

  it('says the current docs are unreleased', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/docs/next/configure`);
    await hydrated(page);
    expect(await page.textContent('main .version-banner')).toContain('This is unreleased documentation for Kite Next version.');
    expect(await page.getAttribute('main .version-banner a', 'href')).toBe('/docs/configure');
    await page.context().close();
  });
});

describe('the remembered version', () => {
  it("points the navbar's docs links at the chosen version outside the docs, and forgets it on request of none", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/`);
    await hydrated(page);
    await shown(page);
    // No choice yet: the last version.
    expect(await page.getAttribute('.navbar__left a:text-is("Guide")', 'href')).toBe('/docs/intro');
    expect(await page.textContent(`${dropdown} > button`)).toBe('2.0');
    await chooseVersion(page, 'Next');
    await page.waitForURL(`${site()}/docs/next/intro`);
    await shown(page);
    // Back outside the docs, in a full load: the navbar follows the choice.
    await page.goto(`${site()}/versions`);
    await hydrated(page);
    await shown(page);
    await page.waitForFunction(() => document.querySelector('.navbar__left a')?.getAttribute('href') === '/docs/next/intro');
    expect(await page.getAttribute('.navbar__left a:text-is("Install")', 'href')).toBe('/docs/next/install');
    expect(await page.textContent(`${dropdown} > button`)).toBe('Next');
    // Reading another version's page leads the navbar there, without changing the choice.
    await page.goto(`${site()}/docs/1.0/setup`);
    await hydrated(page);
    await shown(page);
    expect(await page.getAttribute('.navbar__left a:text-is("Guide")', 'href')).toBe('/docs/1.0/intro');
    expect(await preferred(page)).toBe('current');
    await page.context().close();
  });
});
