import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, markWindow, openPage, windowIsMarked } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');

async function start(path: string, options = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(site() + path);
  await hydrated(opened.page);
  await markWindow(opened.page);
  return opened;
}

describe('client navigation', () => {
  it.each([
    ['navbar', '.navbar__left a[href="/launch/api"], .navbar__left a:has-text("Launch")', '/launch'],
    ['sidebar', '.sidebar a[href="/deploy/create_model"]', '/deploy/create_model'],
    ['pagination', '.pagination-nav__link--next', '/deploy/quickstart_docker'],
    ['content', 'main .markdown a[href="/deploy/create_model"]', '/deploy/create_model'],
  ])('follows %s links without a full reload', async (_where, selector, expected) => {
    const { page, problems } = await start('/deploy/quickstart');
    await page.locator(selector).first().click();
    await page.waitForURL(`**${expected}`);
    await page.waitForFunction((p) => document.documentElement.dataset.path === p, expected);
    expect(await windowIsMarked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows TOC links to the heading without a reload', async () => {
    const { page } = await start('/deploy/quickstart');
    const link = page.locator('.toc a').nth(2);
    const hash = await link.getAttribute('href');
    await link.click();
    await page.waitForFunction((h) => location.hash === h, hash);
    const top = await page.evaluate((h) => document.getElementById(h!.slice(1))!.getBoundingClientRect().top, hash);
    expect(Math.abs(top)).toBeLessThan(120);
    expect(await windowIsMarked(page)).toBe(true);
    await page.context().close();
  });

  it('updates title, canonical, alternates and social tags', async () => {
    const { page } = await start('/deploy/quickstart');
    await page.click('.sidebar a[href="/deploy/yaml_ref"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/yaml_ref');
    const head = await page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      og: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      canonicals: document.querySelectorAll('link[rel=canonical]').length,
    }));
    expect(head.title).toMatch(/ \| TensorOpera AI Documentation$/);
    expect(head.title).not.toContain('quickstart');
    expect(head.canonical).toBe('https://docs.tensoropera.ai/deploy/yaml_ref');
    expect(head.alternates).toEqual(['en https://docs.tensoropera.ai/deploy/yaml_ref', 'x-default https://docs.tensoropera.ai/deploy/yaml_ref']);
    expect(head.og).toBe(head.title);
    expect(head.canonicals).toBe(1);
    await page.context().close();
  });

  it('goes to the top after a navigation, or to the hash target', async () => {
    const { page } = await start('/deploy/quickstart');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.click('.pagination-nav__link--next');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/quickstart_docker');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/deploy/quickstart#troubleshooting';
      a.id = 'jump';
      a.textContent = 'jump';
      document.querySelector('main')!.prepend(a);
    });
    await page.click('#jump');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/quickstart');
    const top = await page.evaluate(() => document.getElementById('troubleshooting')!.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    expect(await windowIsMarked(page)).toBe(true);
    await page.context().close();
  });

  it('restores the scroll position on back and forward', async () => {
    const { page } = await start('/deploy/quickstart');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => (history.state as { y?: number } | null)?.y === 300);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/quickstart');
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect(await windowIsMarked(page)).toBe(true);
    await page.context().close();
  });

  it('keeps the old page until the next page has loaded, with a progress bar only after 200 ms', async () => {
    const { page } = await openPage(browser);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Held from the start: the visible-link prefetch of this page waits at the same gate.
    await page.route('**/_data/deploy/cli.json', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForTimeout(100);
    expect(await page.locator('.progress-bar').count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toBe('Deploy quickstart');
    await page.waitForSelector('.progress-bar', { timeout: 1000 });
    expect(await page.locator('main h1').textContent()).toBe('Deploy quickstart');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(await page.locator('.progress-bar').count()).toBe(0);
    // A fast navigation never shows the bar.
    const seen = await page.evaluate(async () => {
      let bar = false;
      const observer = new MutationObserver(() => (bar ||= !!document.querySelector('.progress-bar')));
      observer.observe(document.body, { childList: true, subtree: true });
      (document.querySelector('.sidebar a[href="/deploy/yaml_ref"]') as HTMLElement).click();
      await new Promise((r) => setTimeout(r, 400));
      observer.disconnect();
      return bar;
    });
    expect(seen).toBe(false);
    await page.context().close();
  });

  it('falls back to a full load when the next page cannot be loaded', async () => {
    const { page } = await openPage(browser);
    await page.route('**/_data/deploy/cli.json', (route) => route.abort());
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await markWindow(page);
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForURL('**/deploy/cli');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.length);
    expect(await windowIsMarked(page)).toBe(false);
    expect(await page.locator('main h1').textContent()).not.toBe('Deploy quickstart');
    await page.context().close();
  });

  it('shows /x.html and /x/index.html URLs as the clean path', async () => {
    const { page } = await openPage(browser);
    const html = await (await fetch(`${site()}/deploy/quickstart`)).text();
    await page.route('**/deploy/quickstart.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(`${site()}/deploy/quickstart.html?x=1#what-you-need`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/deploy/quickstart');
    expect(new URL(page.url()).search).toBe('?x=1');
    expect(new URL(page.url()).hash).toBe('#what-you-need');
    await page.context().close();
  });

  it('opens external links in a new tab with noopener and noreferrer', async () => {
    const { page } = await start('/deploy/quickstart');
    const external = await page.$$eval('a[href^="http"]', (links) => links.filter((a) => (a as HTMLAnchorElement).host !== location.host).map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    expect(external.length).toBeGreaterThan(3);
    for (const [target, rel] of external) {
      expect(target).toBe('_blank');
      expect(rel).toBe('noopener noreferrer');
    }
    await page.context().close();
  });
});

describe('prefetching', () => {
  async function requestsFor(page: Page, act: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const listener = (request: { url(): string }) => {
      if (request.url().includes('/_data/')) seen.push(new URL(request.url()).pathname);
    };
    page.on('request', listener);
    await act();
    await page.waitForTimeout(600);
    page.off('request', listener);
    return seen;
  }

  it('prefetches on hover and when links become visible', async () => {
    const { page } = await openPage(browser);
    // Links in view are prefetched when the browser is idle.
    const visible = await requestsFor(page, async () => {
      await page.goto(`${site()}/platform/overview`);
      await hydrated(page);
    });
    expect(visible).toContain('/_data/platform/studio.json');
    // A content link below the fold, to a page outside this sidebar, is fetched on pointer-over (without scrolling).
    const below = await page.evaluate(() => {
      const sidebar = new Set([...document.querySelectorAll('.sidebar a')].map((a) => a.getAttribute('href')));
      const link = [...document.querySelectorAll<HTMLAnchorElement>('main .markdown a[href^="/"]')].find(
        (a) => a.getBoundingClientRect().top > innerHeight && !sidebar.has(a.getAttribute('href')),
      );
      link?.setAttribute('data-test-target', '');
      return link?.pathname;
    });
    expect(below).toBeTruthy();
    expect(visible).not.toContain(`/_data${below}.json`);
    const hovered = await requestsFor(page, () => page.dispatchEvent('[data-test-target]', 'mouseover'));
    expect(hovered).toEqual([`/_data${below}.json`]);
    // Scrolling it into view does not fetch it twice.
    expect(await requestsFor(page, () => page.locator('[data-test-target]').scrollIntoViewIfNeeded())).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('does not prefetch on %s connections', async (_name, connection) => {
    const { page } = await openPage(browser);
    await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
    const requests = await requestsFor(page, async () => {
      await page.goto(`${site()}/deploy/quickstart`);
      await hydrated(page);
      await page.hover('.sidebar a[href="/deploy/scalellm"]');
      await page.dispatchEvent('.pagination-nav__link--next', 'touchstart');
    });
    expect(requests).toEqual([]);
    await page.context().close();
  });
});
