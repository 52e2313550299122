import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { autoHeightDuration } from '../../packages/theme/src/client/collapse.js';
import { holdRequests, hydrated, launch, openPage, shown } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  it('defaults to light and does not follow the operating system', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('toggles, stores the choice under "theme", and applies it before first paint on the next load', async () => {
    const { page } = await openPage(browser);
    // Records the mode when <body> starts to parse, before any paint.
    await page.addInitScript(() => {
      new MutationObserver((_m, observer) => {
        if (document.body) {
          (window as unknown as { firstTheme: string | undefined }).firstTheme = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme: string }).firstTheme)).toBe('dark');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });

  it('syncs across tabs, and returns to the default when the choice is cleared', async () => {
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const p of [a, b]) {
      await p.goto(`${site()}/deploy`);
      await hydrated(p);
    }
    await a.click('.color-mode-toggle');
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await a.evaluate(() => localStorage.removeItem('theme'));
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // The tab that cleared it gets the default on its next load.
    await a.reload();
    await hydrated(a);
    expect(await theme(a)).toBe('light');
    await a.click('.color-mode-toggle');
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await a.evaluate(() => localStorage.clear());
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });
  it('takes a click on the toggle before the runtime has loaded, and hands over to it without a second flip', async () => {
    const { page, problems } = await openPage(browser);
    const release = await holdRequests(page, '**/assets/js/main.*.js');
    await page.goto(`${site()}/deploy`);
    const toggle = page.locator('.color-mode-toggle');
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Still no runtime: the click was the page's own, not one React replayed later.
    expect(await page.evaluate(() => document.documentElement.dataset.path)).toBeUndefined();
    release();
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    // Once the runtime has it, one click is one flip (not one by React and one by the early listener).
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(problems).toEqual([]);
    await page.context().close();
  });
  it('takes a click while the runtime hydrates once: React hydrates at once and handles it, the early listener not', async () => {
    const { page, problems } = await openPage(browser);
    // A slower processor stretches hydration (done in slices) so that the click lands inside it.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdRequests(page, '**/assets/js/main.*.js');
    await page.goto(`${site()}/deploy`);
    const clicked = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // Between two slices of hydration: React has its root (and its listeners), the App has not committed.
          const poll = () => {
            const attached = Object.keys(document.getElementById('docgen-root')!).some((k) => k.startsWith('__reactContainer'));
            if (!attached) return void setTimeout(poll, 0);
            if (document.documentElement.dataset.path !== undefined) return resolve('hydrated before the click');
            (document.querySelector('.color-mode-toggle') as HTMLElement).click();
            resolve(`${document.documentElement.dataset.theme} ${localStorage.getItem('theme')}`);
          };
          poll();
        }),
    );
    release();
    expect(await clicked).toBe('dark dark');
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('light');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('announcement bar', () => {
  it('hides on close, stays hidden, and shows again when its id changes', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    await page.click('.announcement-bar__close');
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docgen-announcement-dismissed'))).toBe('scalellm-2024');
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    // The same stored dismissal against a bar with a new id.
    await page.route(`${site()}/deploy`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('scalellm-2024', 'next-news') });
    });
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('mobile navigation', () => {
  async function mobile(path = '/deploy/quickstart', beforeLoad?: (page: Page) => Promise<unknown>) {
    const { page, problems } = await openPage(browser, { viewport: { width: 600, height: 800 } });
    await beforeLoad?.(page);
    await page.goto(site() + path);
    await hydrated(page);
    return { page, problems };
  }

  it('opens from the toggle with the docs sidebar as secondary menu and a way back to the main menu', async () => {
    const { page } = await mobile();
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    await page.click('.navbar__toggle');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await menu.locator('a[href="/deploy/cli"]').count()).toBe(1);
    await menu.locator('button:has-text("Back to main menu")').click();
    expect(await menu.locator('a:has-text("Platform")').count()).toBe(1);
    expect(await menu.locator('a[href="/deploy/cli"]').count()).toBe(0);
    await page.context().close();
  });

  it('locks page scroll while open and manages focus', async () => {
    const { page } = await mobile();
    await page.focus('.navbar__toggle');
    await page.keyboard.press('Enter');
    await page.locator('#mobile-menu').waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement))).toBe(true);
    // Tab stays inside the menu.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
    await page.context().close();
  });

  it('closes after following a link, on back navigation, and when the window grows past 996 px', async () => {
    const { page } = await mobile();
    await page.click('.navbar__toggle');
    await page.locator('#mobile-menu a[href="/deploy/cli"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    // The new page has focus, not the toggle the menu was opened with.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.click('.navbar__toggle');
    await page.locator('#mobile-menu').waitFor();
    await page.goBack();
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    // Back on the first page (a menu opened while the way back is pending would stay open: see the next test).
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/quickstart');

    await page.click('.navbar__toggle');
    await page.locator('#mobile-menu').waitFor();
    await page.setViewportSize({ width: 997, height: 800 });
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('stays open when it was opened while a navigation was on its way', async () => {
    let release!: () => void;
    // Every page data request waits, prefetches too (held before the page loads, so none is already done).
    const { page, problems } = await mobile('/deploy/quickstart', async (p) => (release = await holdRequests(p, '**/_data/**')));
    // A navigation that waits for its page data, started from the page (not from the menu).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/deploy/cli';
      link.textContent = 'CLI';
      document.querySelector('main')!.append(link);
      link.click();
    });
    await page.click('.navbar__toggle');
    await page.locator('#mobile-menu').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.path)).toBe('/deploy/quickstart');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/cli');
    // Landed, rendered, and the menu is still there.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    expect(await page.locator('#mobile-menu').count()).toBe(1);
    // Following one of its links still closes it.
    await page.locator('#mobile-menu a[href="/deploy/quickstart"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.path === '/deploy/quickstart');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('stored preferences', () => {
  it('does not take reading a docs page for choosing its version', async () => {
    // As in Docusaurus, the preferred version is what the reader chose (the version dropdown, a banner's link).
    const { page } = await openPage(browser);
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await shown(page);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.context().close();
  });

  it('reads the preferred docs version back outside the docs, and forgets a version the site does not have', async () => {
    const { page } = await openPage(browser);
    // A standalone page (no docs sidebar): the choice is read, not written.
    await page.goto(`${site()}/search`);
    await hydrated(page);
    await shown(page);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    await page.reload();
    await hydrated(page);
    await shown(page);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    // A version this site does not build (say, from an older deployment) is dropped, as Docusaurus drops it.
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    await page.reload();
    await hydrated(page);
    await shown(page);
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null, undefined, { timeout: 5000 });
    // The navbar's docs links open the only version there is.
    expect(await page.getAttribute('.navbar__left a:has-text("Deploy")', 'href')).toBe('/deploy');
    await page.context().close();
  });
});

describe('sidebar', () => {
  it('animates categories open and closed, with a duration from their height, ease-in-out', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/federate`);
    await hydrated(page);
    const category = page.locator('.sidebar .menu__item--category', { hasText: 'Research Simulation' }).first();
    const list = category.locator(':scope > .menu__list');
    expect(await list.isVisible()).toBe(false);
    await category.locator(':scope > .menu__category .menu__caret').click();
    const during = await list.evaluate((el) => ({ transition: el.style.transition, duration: Number(el.dataset.collapseDuration), height: el.scrollHeight }));
    expect(during.transition).toBe(`height ${during.duration}ms ease-in-out`);
    expect(during.duration).toBe(autoHeightDuration(during.height));
    await page.waitForFunction((el) => !el!.style.transition && !(el as HTMLElement).hidden, await list.elementHandle());
    expect(await list.isVisible()).toBe(true);
    await category.locator(':scope > .menu__category .menu__caret').click();
    expect(await list.evaluate((el) => el.style.transition)).toBe(`height ${during.duration}ms ease-in-out`);
    await page.waitForFunction((el) => (el as HTMLElement).hidden, await list.elementHandle());
    await page.context().close();
  });

  it('takes longer for a taller category', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/federate`);
    await hydrated(page);
    const open = async (label: string) => {
      const category = page.locator('.sidebar .menu__item--category', { hasText: label }).first();
      await category.locator(':scope > .menu__category .menu__caret').click();
      return category.locator(':scope > .menu__list').evaluate((el) => ({ duration: Number(el.dataset.collapseDuration), height: el.scrollHeight }));
    };
    const tall = await open('Research Simulation');
    const short = await open('Cross-Device Federated Learning');
    expect(tall.height).toBeGreaterThan(short.height);
    expect(short.height).toBeGreaterThan(0);
    expect(tall.duration).toBe(autoHeightDuration(tall.height));
    expect(short.duration).toBe(autoHeightDuration(short.height));
    expect(tall.duration).toBeGreaterThan(short.duration);
    await page.context().close();
  });

  it('takes 1 ms under a reduced-motion preference', async () => {
    const { page } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(`${site()}/federate`);
    await hydrated(page);
    const category = page.locator('.sidebar .menu__item--category', { hasText: 'Research Simulation' }).first();
    await category.locator(':scope > .menu__category .menu__caret').click();
    const list = category.locator(':scope > .menu__list');
    expect(await list.evaluate((el) => el.dataset.collapseDuration)).toBe('1');
    await page.context().close();
  });

  it('can be hidden and shown again, and keeps the choice', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    const link = page.locator('.sidebar a[href="/deploy/cli"]');
    expect(await link.isVisible()).toBe(true);
    await page.click('.sidebar__collapse');
    expect(await page.locator('.sidebar__nav').isHidden()).toBe(true);
    expect(await link.isHidden()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docgen-sidebar-hidden'))).toBe('true');
    // Kept through a client navigation and a full load.
    await page.click('.pagination-nav__link--next');
    await page.waitForFunction(() => document.documentElement.dataset.path !== '/deploy/quickstart');
    expect(await page.locator('.sidebar__nav').isHidden()).toBe(true);
    await page.goto(`${site()}/deploy/cli`);
    await hydrated(page);
    expect(await page.locator('.sidebar__nav').isHidden()).toBe(true);
    expect(await page.getAttribute('.sidebar__collapse', 'aria-label')).toBe('Expand sidebar');
    await page.click('.sidebar__collapse');
    expect(await page.locator('.sidebar__nav').isVisible()).toBe(true);
    expect(await link.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docgen-sidebar-hidden'))).toBe('false');
    await page.context().close();
  });
});

describe('navbar', () => {
  it('keeps the navbar in view while scrolling (hide on scroll is off)', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site()}/deploy/quickstart`);
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    const box = await page.locator('.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await page.context().close();
  });

  it('dropdowns toggle on Enter and close on an outside click or when focus leaves', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${inject('fixtureUrl')}/guide/intro`);
    await hydrated(page);
    const dropdown = page.locator('.navbar__dropdown');
    const button = dropdown.locator('button');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await dropdown.locator('.dropdown__menu').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.mouse.click(600, 500);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.focus('.color-mode-toggle');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  /** The site title in the bar: its box, how it is styled, and the left edge of the first link after it. */
  const title = (page: Page) =>
    page.evaluate(() => {
      const el = document.querySelector('.navbar .navbar__title')!;
      const { display, visibility, position, clip } = getComputedStyle(el);
      const { width, height, right } = el.getBoundingClientRect();
      const link = document.querySelector('.navbar__left a')!.getBoundingClientRect().left;
      return { text: el.textContent, display, visibility, position, clip, width, height, right, link };
    });

  it('shows the site title at every desktop width when there is no logo (what docgen init writes)', async () => {
    const { page } = await openPage(browser);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${inject('initSiteUrl')}/`);
      expect(await page.locator('.navbar__logo').count()).toBe(0);
      const shown = await title(page);
      expect(shown, `${width} px`).toMatchObject({ text: 'My docs', visibility: 'visible', position: 'static', clip: 'auto' });
      expect(shown.display, `${width} px`).not.toBe('none');
      // Its whole text, not a clipped pixel, and before the first link rather than under it.
      expect(shown.width, `${width} px`).toBeGreaterThan(40);
      expect(shown.height, `${width} px`).toBeGreaterThan(15);
      expect(shown.right, `${width} px`).toBeLessThanOrEqual(shown.link);
    }
    await page.context().close();
  });

  it('with a logo, keeps the title out of sight up to 1500 px (the logo stands for it) as the name of the brand link', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site()}/deploy`);
    expect(await page.locator('.navbar .navbar__logo').isVisible()).toBe(true);
    expect(await page.getAttribute('.navbar .navbar__logo', 'alt')).toBe('');
    expect(await title(page)).toMatchObject({ text: 'TensorOpera AI Docs', position: 'absolute', width: 1, height: 1 });
    expect(await page.locator('.navbar').getByRole('link', { name: 'TensorOpera AI Docs', exact: true }).getAttribute('class')).toBe('navbar__brand');
    await page.setViewportSize({ width: 1600, height: 800 });
    expect(await title(page)).toMatchObject({ position: 'static', clip: 'auto' });
    await page.context().close();
  });
});
