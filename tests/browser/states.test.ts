import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, hydrated, launch, openPage } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');
const fixture = () => inject('fixtureUrl');

describe('lazily loaded code (the search island)', () => {
  it('shows nothing at first, a spinner after 200 ms, then the component', async () => {
    const { page } = await openPage(browser);
    const release = await holdRequests(page, '**/assets/js/search.*.js*');
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    // Nothing at first (no frame, no spinner), then the spinner at 200 ms: timed inside the page, so a busy test
    // machine cannot make it look early.
    const spinnerAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const clicked = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('.search-modal, .loading-spinner') === null) return;
            observer.disconnect();
            resolve(document.querySelector('.search-modal .loading-spinner') ? performance.now() - clicked : -1);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(-1), 10_000);
          (document.querySelector('[data-search-button]') as HTMLElement).click();
        }),
    );
    expect(await spinnerAfter).toBeGreaterThanOrEqual(200);
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

describe('lazily loaded code inside a page (the /search page island)', () => {
  type Step = { state: string; t: number };
  /**
   * Goes to /search?q=federated by a client navigation and records, in the page, what its island area shows:
   * "static" (the server's form), "nothing", "spinner", "error" or "island" (the loaded component), with times in ms
   * from the click that starts the navigation (timed inside the page, so a busy test machine cannot make a state look
   * early). The page's data and the navigation code are fetched first (the link is pointed at), so that the island
   * starts loading soon after the click. Stops at the first of the `stopAt` states (or after 10 s).
   */
  function visitSearchPage(page: Page, stopAt: string[] = ['spinner', 'error']): Promise<Step[]> {
    return page.evaluate(
      (stopAt) =>
        new Promise<Step[]>((resolve) => {
          const steps: Step[] = [];
          let clicked = 0;
          const stateOf = () => {
            const root = document.querySelector('[data-search-page]');
            if (!root || document.documentElement.dataset.path !== '/search') return 'before';
            if (root.querySelector('.loading-spinner')) return 'spinner';
            if (root.querySelector('.loading-error')) return 'error';
            const input = root.querySelector('input');
            if (input) return Object.keys(input).some((k) => k.startsWith('__reactFiber')) ? 'island' : 'static';
            return root.childElementCount === 0 ? 'nothing' : 'other';
          };
          const finish = () => {
            observer.disconnect();
            clearTimeout(timer);
            resolve(steps.filter((s) => s.state !== 'before').map((s) => ({ state: s.state, t: Math.round(s.t - clicked) })));
          };
          const record = () => {
            const state = stateOf();
            if (steps[steps.length - 1]?.state === state) return;
            steps.push({ state, t: performance.now() });
            if (stopAt.includes(state)) finish();
          };
          const observer = new MutationObserver(record);
          observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-path'] });
          const timer = setTimeout(finish, 10_000);
          const link = document.createElement('a');
          link.href = '/search?q=federated';
          link.textContent = 'Search';
          document.querySelector('main')!.append(link);
          link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          const fetched = (pattern: RegExp) => performance.getEntriesByType('resource').some((e) => pattern.test(new URL(e.name).pathname));
          const navigate = () => {
            if (!fetched(/^\/_data\/search\.json$/) || !fetched(/^\/assets\/js\/navigation\.\w+\.js$/)) return void setTimeout(navigate, 10);
            clicked = performance.now();
            link.click();
          };
          navigate();
        }),
      stopAt,
    );
  }

  it('shows nothing at first, a spinner after 200 ms, then the results page', async () => {
    const { page, problems } = await openPage(browser);
    const release = await holdRequests(page, '**/assets/js/search-page.*.js*');
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    const steps = await visitSearchPage(page);
    const spinner = steps.find((s) => s.state === 'spinner');
    const mounted = steps.find((s) => s.state === 'nothing');
    expect(spinner, JSON.stringify(steps)).toBeDefined();
    // Nothing but the page's static HTML, then nothing at all, until 200 ms have passed.
    expect(
      steps.slice(0, -1).every((s) => s.state === 'static' || s.state === 'nothing'),
      JSON.stringify(steps),
    ).toBe(true);
    expect(mounted, JSON.stringify(steps)).toBeDefined();
    // The island starts loading after the click, so its spinner comes 200 ms after the click at the earliest; and
    // not seconds after the island was mounted (its area emptied), whose loading began then.
    expect(spinner!.t, JSON.stringify(steps)).toBeGreaterThanOrEqual(200);
    expect(spinner!.t - mounted!.t, JSON.stringify(steps)).toBeLessThan(1500);
    expect(await page.getAttribute('[data-search-page] .loading-spinner', 'role')).toBe('status');
    release();
    await page.waitForSelector('[data-search-page] .search-page__count');
    expect(await page.locator('[data-search-page] .loading-spinner').count()).toBe(0);
    expect(await page.inputValue('#search-page-input')).toBe('federated');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the error message and a Retry button when loading fails, and Retry loads it', async () => {
    const { page } = await openPage(browser);
    let fail = true;
    const requested: string[] = [];
    await page.route('**/assets/js/search-page.*.js*', (route) => {
      requested.push(new URL(route.request().url()).search);
      return fail ? route.abort() : route.continue();
    });
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    // A failed load that takes longer than 200 ms (a busy machine) shows the spinner first: that is right too.
    const steps = await visitSearchPage(page, ['error']);
    expect(steps[steps.length - 1].state, JSON.stringify(steps)).toBe('error');
    expect(
      steps.slice(0, -1).every((s) => ['static', 'nothing', 'spinner'].includes(s.state)),
      JSON.stringify(steps),
    ).toBe(true);
    const error = page.locator('[data-search-page] .loading-error');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.locator('p').textContent()).toMatch(/Failed to fetch|import/i);
    // The rest of the page keeps working.
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    fail = false;
    await error.locator('button', { hasText: 'Retry' }).click();
    await page.waitForSelector('[data-search-page] .search-page__count');
    expect(await page.locator('[data-search-page] .loading-error').count()).toBe(0);
    // The retry asks again under another URL: browsers remember failed module loads.
    expect(requested).toEqual(['', '?retry=1']);
    await page.context().close();
  });

  it('shows the same states on a first visit of /search', async () => {
    const { page } = await openPage(browser);
    let fail = true;
    await page.route('**/assets/js/search-page.*.js*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${site()}/search?q=federated`);
    await hydrated(page);
    const error = page.locator('[data-search-page] .loading-error');
    await error.waitFor();
    fail = false;
    await error.locator('button', { hasText: 'Retry' }).click();
    await page.waitForSelector('[data-search-page] .search-page__count');
    await page.context().close();
  });
});

describe('lazily loaded code inside a page (the playground island)', () => {
  it('shows the error message and a Retry button in the result pane, and Retry loads the editor', async () => {
    const { page } = await openPage(browser);
    let fail = true;
    await page.route('**/assets/js/playground.*.js*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${site()}/markdown-page`);
    await hydrated(page);
    const playground = page.locator('.playground').first();
    await playground.scrollIntoViewIfNeeded();
    const error = playground.locator('[data-playground-result] .loading-error');
    await error.waitFor();
    expect(await error.locator('p').textContent()).toMatch(/Failed to fetch|import/i);
    // The code stays readable meanwhile.
    expect(await playground.locator('.code-block pre').isVisible()).toBe(true);
    fail = false;
    await error.locator('button', { hasText: 'Retry' }).click();
    await playground.locator('[data-playground-output]').waitFor();
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
      const body = html.replace(/(<script id="docgen-data" type="application\/json">)(.*?)(<\/script>)/, (_m, open, json, close) => {
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
