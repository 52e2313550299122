import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, hydrated, launch, markWindow, openPage, windowIsMarked } from './harness.js';

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
    const before = await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
    await page.click('.sidebar a[href="/deploy/yaml_ref"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/yaml_ref');
    // The route's tags of <head>, as "name value" lines in document order.
    const headTags = (doc: Document) =>
      [
        ...doc.head.querySelectorAll(
          'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel=canonical], link[rel=alternate][hreflang]',
        ),
      ].map((el) =>
        el.tagName === 'LINK'
          ? `${el.getAttribute('rel')}${el.hasAttribute('hreflang') ? `[${el.getAttribute('hreflang')}]` : ''} ${el.getAttribute('href')}`
          : `${el.getAttribute('property') ?? el.getAttribute('name')} ${el.getAttribute('content')}`,
      );
    const after = (await page.evaluate(`(${headTags.toString()})(document)`)) as string[];
    const tag = (name: string) => after.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));
    const title = await page.title();
    expect(title).toMatch(/ \| TensorOpera AI Documentation$/);
    expect(title).not.toContain('quickstart');
    const url = 'https://docs.tensoropera.ai/deploy/yaml_ref';
    expect(tag('canonical')).toEqual([url]);
    expect(tag('alternate[en]')).toEqual([url]);
    expect(tag('alternate[x-default]')).toEqual([url]);
    expect(tag('og:title')).toEqual([title]);
    expect(tag('og:url')).toEqual([url]);
    const [description] = tag('description');
    expect(description).toMatch(/model card config YAML/);
    expect(description).not.toBe(before);
    expect(tag('og:description')).toEqual([description]);
    expect(tag('og:image')).toEqual(['https://docs.tensoropera.ai/img/social-card.jpg']);
    expect(tag('twitter:card')).toEqual(['summary_large_image']);
    expect(tag('twitter:image')).toEqual(['https://docs.tensoropera.ai/img/social-card.jpg']);
    // Exactly the tags a full load of the page has.
    const served = await (await fetch(`${site()}/deploy/yaml_ref`)).text();
    const loaded = (await page.evaluate(`(${headTags.toString()})(new DOMParser().parseFromString(${JSON.stringify(served)}, 'text/html'))`)) as string[];
    expect([...after].sort()).toEqual([...loaded].sort());
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
    // Held from the start: the visible-link prefetch of this page waits at the same gate.
    const release = await holdRequests(page, '**/_data/deploy/cli.json');
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    // Timed inside the page, so a busy test machine cannot make the bar look early.
    const appearedAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const clicked = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('.progress-bar')) return;
            observer.disconnect();
            resolve(performance.now() - clicked);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          // Never shown at all: -1 fails the check below.
          setTimeout(() => resolve(-1), 10_000);
          (document.querySelector('.sidebar a[href="/deploy/cli"]') as HTMLElement).click();
        }),
    );
    expect(await appearedAfter).toBeGreaterThanOrEqual(200);
    expect(await page.locator('main h1').textContent()).toBe('Deploy quickstart');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(await page.locator('.progress-bar').count()).toBe(0);
    // A fast navigation never shows the bar: fast whatever the machine, its data fetched before the click.
    await page.hover('.sidebar a[href="/deploy/yaml_ref"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/_data/deploy/yaml_ref.json')));
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

  it('loads the navigation island with the first sign of a navigation, not with the first visit', async () => {
    const { page, problems } = await openPage(browser);
    const islands: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/navigation\.\w+\.js/.test(request.url())) islands.push(request.url());
    });
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await markWindow(page);
    // Idle prefetching of the links in view is no sign of a navigation.
    await page.waitForTimeout(600);
    expect(islands).toEqual([]);
    await page.hover('.sidebar a[href="/deploy/create_model"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/navigation\.\w+\.js$/.test(e.name)));
    expect(islands).toHaveLength(1);
    await page.click('.sidebar a[href="/deploy/create_model"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/create_model');
    expect(await windowIsMarked(page)).toBe(true);
    expect(await page.title()).toContain('Create');
    expect(islands).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('falls back to a full load when the navigation island cannot be loaded', async () => {
    const { page } = await openPage(browser);
    await page.route(/\/assets\/js\/navigation\.\w+\.js/, (route) => route.abort());
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await markWindow(page);
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForURL('**/deploy/cli');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.length && document.documentElement.dataset.path === '/deploy/cli');
    expect(await windowIsMarked(page)).toBe(false);
    await page.context().close();
  });

  it('shows /x.html and /x/index.html URLs as the clean path', async () => {
    const { page } = await openPage(browser);
    const html = await (await fetch(`${site()}/deploy/quickstart`)).text();
    await page.route('**/deploy/quickstart.html*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(`${site()}/deploy/quickstart.html?x=1#what-you-need`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/deploy/quickstart');
    expect(new URL(page.url()).search).toBe('?x=1');
    expect(new URL(page.url()).hash).toBe('#what-you-need');

    const index = await (await fetch(`${site()}/deploy`)).text();
    await page.route('**/deploy/index.html*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: index }));
    await page.goto(`${site()}/deploy/index.html?y=2#top`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/deploy');
    expect(new URL(page.url()).search).toBe('?y=2');
    expect(new URL(page.url()).hash).toBe('#top');
    expect(await page.evaluate(() => document.documentElement.dataset.path)).toBe('/deploy');
    // The same with the site root's /index.html.
    const home = await (await fetch(`${site()}/`)).text();
    await page.route(`${site()}/index.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
    await page.goto(`${site()}/index.html`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('opens external links in a new tab with noopener and noreferrer', async () => {
    const { page } = await start('/deploy/quickstart');
    const external = await page.$$eval('a[href^="http"]', (links) =>
      links.filter((a) => (a as HTMLAnchorElement).host !== location.host).map((a) => [a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(external.length).toBeGreaterThan(3);
    for (const [target, rel] of external) {
      expect(target).toBe('_blank');
      expect(rel).toBe('noopener noreferrer');
    }
    await page.context().close();
  });
});

describe('prefetching', () => {
  /**
   * Waits until each of `awaited` (a path, or a pattern of one) is in `seen`, or 10 s have passed: a busy machine can
   * take longer to be idle, and prefetch, than an idle one. The assertions after it say what is missing.
   */
  async function untilRequested(seen: string[], awaited: Array<string | RegExp>): Promise<void> {
    const found = (a: string | RegExp) => seen.some((p) => (typeof a === 'string' ? p === a : a.test(p)));
    for (const end = Date.now() + 10_000; !awaited.every(found) && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
  }

  /** The page data requested during `act` and the 600 ms after it, or after the `awaited` paths (see `untilRequested`). */
  async function requestsFor(page: Page, act: () => Promise<void>, awaited: string[] = []): Promise<string[]> {
    const seen: string[] = [];
    const listener = (request: { url(): string }) => {
      if (request.url().includes('/_data/')) seen.push(new URL(request.url()).pathname);
    };
    page.on('request', listener);
    await act();
    await untilRequested(seen, awaited);
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
    }, ['/_data/platform/studio.json']);
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
    const hovered = await requestsFor(page, () => page.dispatchEvent('[data-test-target]', 'mouseover'), [`/_data${below}.json`]);
    expect(hovered).toEqual([`/_data${below}.json`]);
    // Scrolling it into view does not fetch it twice.
    expect(await requestsFor(page, () => page.locator('[data-test-target]').scrollIntoViewIfNeeded())).toEqual([]);
    await page.context().close();
  });

  it('prefetches on touch', async () => {
    const { page } = await openPage(browser, { hasTouch: true });
    // Held back so the visible-link prefetch (when idle) cannot be what is seen.
    await page.addInitScript(() => Object.defineProperty(window, 'requestIdleCallback', { value: () => 0, configurable: true }));
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await page.waitForTimeout(400);
    const href = await page.getAttribute('.pagination-nav__link--next', 'href');
    expect(href).toBeTruthy();
    const touched = await requestsFor(page, () => page.dispatchEvent('.pagination-nav__link--next', 'touchstart'), [`/_data${href}.json`]);
    expect(touched).toEqual([`/_data${href}.json`]);
    await page.context().close();
  });

  /**
   * Loads /deploy/quickstart on `connection` (in place of the browser's `navigator.connection`), lets the idle
   * prefetch of the links in view run, then points at, focuses and touches links and scrolls the page: what it
   * requested on the way once hydrated (page data, islands, chunks alike; past the `awaited` requests, see
   * `untilRequested`), then the requests of a click on a sidebar link, which navigates on the client.
   */
  async function fetchedAhead(
    connection: { saveData: boolean; effectiveType: string },
    awaited: Array<string | RegExp> = [],
  ): Promise<{ ahead: string[]; click: string[] }> {
    const { page, problems } = await openPage(browser, { hasTouch: true });
    await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
    let seen: string[] = [];
    let recording = false;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The page's own images, loaded lazily as it scrolls, and the browser's request for the icon are no fetch ahead.
      if (recording && request.resourceType() !== 'image' && path !== '/img/favicon.svg') seen.push(path);
    });
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    recording = true;
    await markWindow(page);
    await page.waitForTimeout(600);
    await page.hover('.sidebar a[href="/deploy/scalellm"]');
    await page.focus('main .markdown a[href="/deploy/create_model"]');
    await page.dispatchEvent('.pagination-nav__link--next', 'touchstart');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await untilRequested(seen, awaited);
    await page.waitForTimeout(600);
    const ahead = seen;
    seen = [];
    await page.click('.sidebar a[href="/deploy/cli"]');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    expect(await windowIsMarked(page)).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe('Deploy command-line reference');
    expect(problems).toEqual([]);
    const click = seen;
    await page.context().close();
    return { ahead, click };
  }

  it('fetches ahead on a fast connection: data on hover, touch and focus, and the navigation island', async () => {
    const data = ['/_data/deploy/scalellm.json', '/_data/deploy/create_model.json', '/_data/deploy/quickstart_docker.json'];
    const island = /^\/assets\/js\/navigation\.\w+\.js$/;
    const { ahead } = await fetchedAhead({ saveData: false, effectiveType: '4g' }, [...data, island]);
    expect(ahead).toEqual(expect.arrayContaining(data));
    expect(ahead.some((p) => island.test(p))).toBe(true);
  });

  it.each([
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead on %s connections, code included, and navigates on the client on click', async (_name, connection) => {
    const { ahead, click } = await fetchedAhead(connection);
    expect(ahead).toEqual([]);
    // The click fetches what the navigation needs: the page's data and the navigation island.
    expect(click).toContain('/_data/deploy/cli.json');
    expect(click.some((p) => /^\/assets\/js\/navigation\.\w+\.js$/.test(p))).toBe(true);
  });
});
