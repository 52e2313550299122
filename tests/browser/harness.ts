/** Shared helpers of the browser tests: Debian's Chromium through playwright-core, never a downloaded browser. */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** A page with its console errors, warnings and uncaught errors collected. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** Marks the window; a full page load loses the mark, a client navigation keeps it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __docgenMark: boolean }).__docgenMark = true;
  });
}

export function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __docgenMark?: boolean }).__docgenMark === true);
}

/**
 * Waits until the runtime has hydrated the shell: React has attached its root and committed the hydration, and the
 * effects have run (the App's last one sets `data-path` on <html>). Hydration is a transition, done in slices
 * between other tasks, so the root alone does not mean that listeners are installed yet.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('docgen-root') ?? {}).some((k) => k.startsWith('__reactContainer')) &&
      document.documentElement.dataset.path !== undefined,
  );
}

/**
 * Waits until the App has committed the page at the address bar's path: it sets `data-path` on <html> in an effect,
 * so hydration is done and the shell's effects (storage reads, observers) have run.
 */
export async function shown(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.path === location.pathname, undefined, { timeout });
}

/** Holds every request matching `pattern` until the returned function is called (to see what a slow load shows). */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
