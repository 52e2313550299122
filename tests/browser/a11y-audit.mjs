// The accessibility audit shared by the browser test (a sample of routes) and `scripts/a11y.mjs` (every route):
// axe-core injected into a page of the served site, in each colour mode at a desktop and a phone width, and with the
// search modal and the mobile menu open. Plain JavaScript, so that the script runs it without a TypeScript step.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The rules axe runs: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Colour mode × viewport width. 390 px is a phone; 1280 px a laptop, above the 996 px breakpoint.
 * @type {Array<{ mode: 'light' | 'dark', width: number }>}
 */
export const COMBINATIONS = [
  { mode: 'light', width: 1280 },
  { mode: 'dark', width: 1280 },
  { mode: 'light', width: 390 },
  { mode: 'dark', width: 390 },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A browser context at the combination's width, with the colour mode stored as the toggle stores it (so the page's
 * own boot script applies it before first paint).
 * @param {import('playwright-core').Browser} browser
 * @param {{ mode: 'light' | 'dark', width: number }} combination
 */
export async function openContext(browser, { mode, width }) {
  const context = await browser.newContext({ viewport: { width, height: width < 996 ? 844 : 800 } });
  await context.addInitScript((theme) => {
    try {
      localStorage.setItem('theme', theme);
    } catch {
      // A page without storage keeps the default mode.
    }
  }, mode);
  return context;
}

/**
 * Loads a route and waits until the runtime has hydrated the shell and the browser has painted it.
 * @param {import('playwright-core').Page} page
 */
export async function load(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Object.keys(document.getElementById('docgen-root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForFunction(() => document.documentElement.dataset.path !== undefined);
  // The /search page's island replaces the server's form once its code has arrived (loading states in between).
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-search-page] input');
    return !document.querySelector('[data-search-page]') || (input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber')));
  });
  if (new URL(url).searchParams.get('q')) await page.waitForSelector('.search-page__count, .search-page__message');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * axe's violations on the page as it is now: rule id, impact, help and the offending nodes (selector and summary).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<{ id: string, impact: string | null | undefined, help: string, nodes: Array<{ target: string, summary: string }> }>>}
 */
export async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), AXE_TAGS);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
  }));
}

/**
 * Opens the search modal from the navbar's button and types a query, so that results are shown too.
 * @param {import('playwright-core').Page} page
 */
export async function openSearch(page, query = 'deploy') {
  await page.click('[data-search-button]');
  await page.waitForSelector('.DocSearch-Input');
  await page.keyboard.type(query);
  await page.waitForSelector('.DocSearch-Hit');
}

/**
 * Follows a search result, then opens the search modal again on its start screen (where DocSearch would list
 * recent searches).
 * @param {import('playwright-core').Page} page
 */
export async function openSearchAfterFollowing(page, query = 'quickstart') {
  await openSearch(page, query);
  await page.locator('.DocSearch-Hit-link').first().click();
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  // The client navigation to the result is over once it has moved focus to the page's main content (it would take
  // focus away from a modal opened before that).
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
}

/**
 * Opens the mobile menu (narrow screens only); `secondary` keeps the docs sidebar it opens on, otherwise the main
 * menu is shown.
 * @param {import('playwright-core').Page} page
 */
export async function openMenu(page, { secondary = true } = {}) {
  await page.click('.navbar__toggle');
  await page.waitForSelector('.mobile-menu__panel');
  if (!secondary && (await page.locator('.mobile-menu__back').count())) await page.click('.mobile-menu__back');
  // The panel slides in; contrast is judged once it is in place.
  await page.waitForFunction(
    () =>
      document
        .querySelector('.mobile-menu__panel')
        ?.getAnimations()
        .every((a) => a.playState === 'finished') ?? false,
  );
}

/** One line per violation and node, for a failing test's message or the script's details. */
export function describe(found) {
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target}\n    ${n.summary.replace(/\n/g, '\n    ')}`)).join('\n');
}
