/**
 * Keyboard use in Chromium: the skip link is the first tab stop; every tab stop shows a visible focus indicator;
 * focus moves into the search modal and the mobile menu, stays there, and returns to the opener on Escape.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, hydrated, launch, openPage } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');

async function open(path: string, options: { width?: number; dark?: boolean; beforeLoad?: (page: Page) => Promise<unknown> } = {}): Promise<Page> {
  // Reduced motion: transitions end at once, so that what a screenshot shows is the state itself.
  const { page } = await openPage(browser, { viewport: { width: options.width ?? 1280, height: 800 }, reducedMotion: 'reduce' });
  if (options.dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await options.beforeLoad?.(page);
  await page.goto(site() + path);
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.path !== undefined);
  return page;
}

/**
 * Waits for running transitions to end. Reduced motion shortens them to 1 ms but does not remove them (the theme sets
 * every element's duration), so a focus style such as the skip link's is reached a frame after the focus itself.
 */
const transitionsEnded = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/** A description of the focused element, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${text}"`;
  });

const inside = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/**
 * Presses `key` until focus comes back to a stop it has already visited, checking after each press that it is still
 * inside `selector`. Returns the number of distinct stops: past the last one, a working trap wraps round to the
 * first; a broken one lets focus out (and the check fails), and a cap reached without wrapping fails too.
 */
async function tabRound(page: Page, selector: string, key: 'Tab' | 'Shift+Tab'): Promise<number> {
  const seen = new Set<string>();
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press(key);
    expect(await inside(page, selector), `${key} ${i + 1} left ${selector} for ${await focused(page)}`).toBe(true);
    const id = await page.evaluate(() => {
      const path: number[] = [];
      for (let node: Element | null = document.activeElement; node?.parentElement; node = node.parentElement)
        path.unshift([...node.parentElement.children].indexOf(node));
      return path.join('.');
    });
    if (seen.has(id)) return seen.size;
    seen.add(id);
  }
  throw new Error(`${key} did not come round inside ${selector} in 300 presses`);
}

describe('skip link', () => {
  it('is the first tab stop, shows when focused, and moves focus to the main content', async () => {
    const page = await open('/deploy/quickstart');
    await page.keyboard.press('Tab');
    await transitionsEnded(page);
    const link = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const rect = el.getBoundingClientRect();
      return { text: el.textContent, href: el.getAttribute('href'), visible: rect.top >= 0 && rect.left >= 0 && rect.width > 0 && rect.bottom <= innerHeight };
    });
    expect(link).toEqual({ text: 'Skip to main content', href: '#main', visible: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    // The next Tab goes on from the content, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await inside(page, '#main')).toBe(true);
    await page.context().close();
  });
});

/**
 * Tabs through the whole page; at each stop, compares the pixels around the element focused and not focused. A
 * focus ring drawn outside a clipping container, or none, leaves them equal.
 */
async function stopsWithoutVisibleFocus(page: Page): Promise<{ stops: number; invisible: string[] }> {
  const invisible: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  // Past the last stop, focus leaves the page once (the body), then starts again at the top: a page that focused
  // something on load (the search page's field) is checked round to it.
  let leftPage = 0;
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    // When focus comes back from outside the page, the element is active before the document has focus again, and
    // :focus (which the skip link's style needs) matches only once it has: wait for that, then for the frame that
    // paints the new style.
    await page.waitForFunction(() => document.activeElement === document.body || (document.hasFocus() && document.activeElement?.matches(':focus')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await transitionsEnded(page);
    const key = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A stable identity for the element: its path in the document.
      const path: number[] = [];
      for (let node: Element | null = el; node?.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
      return path.join('.');
    });
    if (key === null && ++leftPage < 2) continue;
    if (key === null || seen.has(key)) break;
    seen.add(key);
    stops++;
    const box = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      const pad = 6;
      const x = Math.max(0, rect.left - pad);
      const y = Math.max(0, rect.top - pad);
      return { x, y, width: Math.min(innerWidth, rect.right + pad) - x, height: Math.min(innerHeight, rect.bottom + pad) - y };
    });
    if (box.width <= 0 || box.height <= 0) {
      invisible.push(`${await focused(page)} (off screen)`);
      continue;
    }
    const withFocus = await page.screenshot({ clip: box });
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const withoutFocus = await page.screenshot({ clip: box });
    // Focused again from script after keyboard use: Chromium shows :focus-visible, and Tab goes on from here.
    await page.evaluate((path) => {
      let node: Element = document.documentElement;
      for (const index of path.split('.').map(Number)) node = node.children[index]!;
      (node as HTMLElement).focus();
    }, key);
    if (withFocus.equals(withoutFocus)) invisible.push(await focused(page));
  }
  return { stops, invisible };
}

describe('focus indicator', () => {
  const pages: Array<[string, string, { width?: number; dark?: boolean }]> = [
    ['a doc page (navbar, sidebar, breadcrumbs, content, TOC, pagination)', '/deploy/quickstart', {}],
    ['the Markdown feature page (tabs, code buttons, tables, playground)', '/markdown-page', {}],
    ['the home page, dark', '/', { dark: true }],
    ['a category index at phone width', '/category/benchmark', { width: 390 }],
    ['the search page', '/search', {}],
  ];
  for (const [name, path, options] of pages) {
    it(`is visible on every tab stop of ${name}`, async () => {
      const page = await open(path, options);
      // The search page's island replaces the server's form when it has loaded: scan what stays.
      if (path === '/search')
        await page.waitForFunction(() => {
          const input = document.querySelector('[data-search-page] input');
          return input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
        });
      const { stops, invisible } = await stopsWithoutVisibleFocus(page);
      expect(stops).toBeGreaterThan(3);
      expect(invisible).toEqual([]);
      await page.context().close();
    });
  }

  it('is visible on every tab stop of the open mobile menu', async () => {
    const page = await open('/deploy/quickstart', { width: 390 });
    await page.focus('.navbar__toggle');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.mobile-menu__panel');
    // Tab cycles inside the menu: one round visits each of its stops.
    const { stops, invisible } = await stopsWithoutVisibleFocus(page);
    expect(stops).toBeGreaterThan(3);
    expect(invisible).toEqual([]);
    await page.context().close();
  });
});

describe('search modal', () => {
  it('takes focus, keeps it inside while tabbing either way, and gives it back to the search button on Escape', async () => {
    const page = await open('/deploy/quickstart');
    await page.focus('[data-search-button]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.DocSearch-Input');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.type('deploy');
    await page.waitForSelector('.DocSearch-Hit');
    // A round each way: past the last stop Tab wraps to the first, Shift+Tab past the first to the last.
    // The field, its clear button and "See all results" are the stops; results are chosen with the arrow keys.
    const forward = await tabRound(page, '.DocSearch-Modal', 'Tab');
    expect(forward).toBeGreaterThanOrEqual(2);
    expect(await tabRound(page, '.DocSearch-Modal', 'Shift+Tab')).toBe(forward);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-button'))).toBe(true);
    await page.context().close();
  });

  it('gives focus back to whatever had it when Ctrl+K opened it', async () => {
    const page = await open('/deploy/quickstart');
    await page.focus('.sidebar a[href="/deploy/cli"]');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/deploy/cli');
    // Ctrl+K again closes it the same way.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/deploy/cli');
    await page.context().close();
  });
});

describe('focus after a client navigation', () => {
  it('moves to the main content when a link is followed', async () => {
    const page = await open('/deploy/quickstart');
    await page.focus('.sidebar a[href="/deploy/cli"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await page.context().close();
  });

  it('stays in the search modal that Ctrl+K opened while the navigation was on its way', async () => {
    let release!: () => void;
    // Every page data request waits, prefetches too (held before the page loads, so none is already done).
    const page = await open('/deploy/quickstart', { beforeLoad: async (p) => (release = await holdRequests(p, '**/_data/**')) });
    await page.focus('.sidebar a[href="/deploy/cli"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    expect(await page.evaluate(() => document.documentElement.dataset.path)).toBe('/deploy/quickstart');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
    await page.keyboard.type('deploy');
    await page.waitForSelector('.DocSearch-Hit');
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('takes focus, keeps it inside while tabbing either way, and gives it back to the toggle on Escape', async () => {
    const page = await open('/deploy/quickstart', { width: 390 });
    // Keyboard only: past the skip link and the announcement bar to the menu toggle.
    for (let i = 0; i < 6 && !(await focused(page)).includes('navbar__toggle'); i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('navbar__toggle');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.mobile-menu__panel');
    expect(await inside(page, '.mobile-menu__panel')).toBe(true);
    const forward = await tabRound(page, '.mobile-menu__panel', 'Tab');
    expect(forward).toBeGreaterThan(3);
    expect(await tabRound(page, '.mobile-menu__panel', 'Shift+Tab')).toBe(forward);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.mobile-menu', { state: 'detached' });
    expect(await focused(page)).toContain('navbar__toggle');
    await page.context().close();
  });
});
