// The "Copy page" button of doc pages: a real button, its island fetched only when first used, the page's Markdown
// on the clipboard, the outcome said in the live region, from the keyboard, and after client navigation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, markWindow, openPage, windowIsMarked } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');

async function start(path: string): Promise<{ page: Page; problems: string[]; islandRequests: string[] }> {
  const opened = await openPage(browser);
  const islandRequests: string[] = [];
  opened.page.on('request', (request) => {
    if (/\/assets\/js\/copy-page\.[^/]+\.js/.test(request.url())) islandRequests.push(request.url());
  });
  await opened.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await opened.page.goto(site() + path);
  await hydrated(opened.page);
  await markWindow(opened.page);
  return { ...opened, islandRequests };
}

/** The Markdown the site serves for a page, as the button should copy it. */
const served = (page: Page, route: string) => page.evaluate((url) => fetch(url).then((r) => r.text()), `${route}.md`);

/** Waits until the button says it copied and the live region says so too; returns what the clipboard holds. */
async function copiedText(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      document.querySelector('.copy-page__label')?.textContent === 'Copied' &&
      [...document.querySelectorAll('[data-announcer][aria-live="polite"]')].some((region) => region.textContent === 'Page copied as Markdown'),
  );
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('the Copy page button', () => {
  it("is a named button whose island loads on the first click, and copies the page's Markdown", async () => {
    const { page, problems, islandRequests } = await start('/deploy/cli');
    const button = page.getByRole('button', { name: 'Copy page', exact: true });
    expect(await button.count()).toBe(1);
    expect(await button.getAttribute('data-copy-page')).toBe('/deploy/cli.md');
    // Nothing of it is loaded on a first visit.
    await page.waitForLoadState('networkidle');
    expect(islandRequests).toEqual([]);

    await button.click();
    const text = await copiedText(page);
    expect(text).toBe(await served(page, '/deploy/cli'));
    expect(text.startsWith('# Deploy command-line reference\n\n')).toBe(true);
    expect(text).toMatch(/^> \*\*Note: Short options depend on the command\*\*$/m);
    expect(islandRequests).toHaveLength(1);
    // The label comes back; focus stays on the button.
    await expect.poll(() => page.locator('.copy-page__label').textContent(), { timeout: 5000 }).toBe('Copy page');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-copy-page'))).toBe('/deploy/cli.md');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard: Tab to it, then Enter or Space', async () => {
    const { page, problems } = await start('/open-source/installation/docker');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // The button follows the breadcrumbs: Tab from the last crumb's link reaches it.
    await page.locator('.breadcrumbs a').last().focus();
    let steps = 0;
    while (steps++ < 10 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-copy-page')))) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy page');
    await page.keyboard.press('Enter');
    const text = await copiedText(page);
    expect(text).toBe(await served(page, '/open-source/installation/docker'));
    expect(text).toContain('**Windows**\n\nInstall **Docker Desktop for Windows**');

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await expect.poll(() => page.locator('.copy-page__label').textContent(), { timeout: 5000 }).toBe('Copy page');
    await page.keyboard.press('Space');
    expect(await copiedText(page)).toBe(text);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('copies through writeText where ClipboardItem is missing, and says so when the Markdown cannot be fetched', async () => {
    const { page, problems } = await start('/deploy/quickstart');
    await page.evaluate(() => {
      delete (window as { ClipboardItem?: unknown }).ClipboardItem;
    });
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    expect(await copiedText(page)).toBe(await served(page, '/deploy/quickstart'));

    await expect.poll(() => page.locator('.copy-page__label').textContent(), { timeout: 5000 }).toBe('Copy page');
    await page.locator('[data-copy-page]').evaluate((button) => button.setAttribute('data-copy-page', '/no-such-page.md'));
    await page.locator('[data-copy-page]').click();
    await page.waitForFunction(
      () =>
        document.querySelector('.copy-page__label')?.textContent === 'Copy failed' &&
        document.querySelector('[data-announcer]')?.textContent === 'Could not copy the page',
    );
    // The 404 of the missing file is the only problem the page logs.
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('copies the page now shown after client navigation', async () => {
    const { page, problems } = await start('/deploy/quickstart');
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    expect((await copiedText(page)).startsWith('# ')).toBe(true);

    await page.locator('.sidebar a[href="/deploy/cli"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(await windowIsMarked(page)).toBe(true);
    const button = page.getByRole('button', { name: 'Copy page', exact: true });
    expect(await button.getAttribute('data-copy-page')).toBe('/deploy/cli.md');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    expect(await copiedText(page)).toBe(await served(page, '/deploy/cli'));
    // The page's head names its Markdown version after the navigation too.
    expect(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toBe('/deploy/cli.md');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
