/**
 * Translations in the browser, on the translated fixture (English at the root, Arabic at /ar written right to left;
 * releases 2.0 at /docs and 1.0 at /docs/1.0, the current docs at /docs/next): the locale dropdown keeps the page, an
 * untranslated page says so, hreflang alternates follow client navigation, the Arabic layout is mirrored, and search
 * shows the reader's version in the reader's locale.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, markWindow, openPage, shown, windowIsMarked } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('i18nFixtureUrl');
const localeDropdown = '.navbar .locale-dropdown';

async function open(path: string, options = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, options);
  opened.page.on('response', (response) => response.status() >= 400 && opened.problems.push(`${response.status()} ${response.url()}`));
  await opened.page.goto(`${site()}${path}`);
  await hydrated(opened.page);
  await shown(opened.page);
  return opened;
}

const htmlAttributes = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const alternates = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
    ),
  );

describe('the locale dropdown', () => {
  it('keeps the reader on the same page in the locale chosen, and back', async () => {
    const { page, problems } = await open('/docs/1.0/setup');
    expect(await page.textContent(`${localeDropdown} > button`)).toBe('English');
    await page.click(`${localeDropdown} > button`);
    await page.click(`${localeDropdown} a:text-is("العربية")`);
    await page.waitForURL(`${site()}/ar/docs/1.0/setup`);
    await hydrated(page);
    await shown(page);
    // The whole shell changes language and direction: a full page load.
    expect(await htmlAttributes(page)).toEqual(['ar', 'rtl']);
    expect(await page.textContent(`${localeDropdown} > button`)).toBe('العربية');
    expect(await page.textContent('.navbar__left')).toContain('الدليل');
    expect(await page.textContent('.navbar .docs-version-dropdown > button')).toBe('1.0 (قديم)');
    await page.click(`${localeDropdown} > button`);
    await page.click(`${localeDropdown} a:text-is("English")`);
    await page.waitForURL(`${site()}/docs/1.0/setup`);
    await shown(page);
    expect(await htmlAttributes(page)).toEqual(['en', 'ltr']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the locale while the reader moves between pages and versions', async () => {
    const { page, problems } = await open('/ar/docs/intro');
    await markWindow(page);
    await page.click('.navbar .docs-version-dropdown > button');
    await page.click('.navbar .docs-version-dropdown a:text-is("التالي")');
    await page.waitForURL(`${site()}/ar/docs/next/intro`);
    await shown(page);
    // Inside a locale, navigation stays a client navigation, and the dropdown follows the page.
    expect(await windowIsMarked(page)).toBe(true);
    expect(await page.textContent('main h1')).toBe('مقدمة');
    expect(await page.getAttribute(`${localeDropdown} a:text-is("English")`, 'href')).toBe('/docs/next/intro');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a page without a translation', () => {
  it("says so in the locale's language and shows the default locale's text marked as such", async () => {
    const { page } = await open('/ar/docs/guides/deploy');
    const notice = page.locator('main .fallback-notice');
    expect(await notice.textContent()).toBe('لم تُترجم هذه الصفحة إلى العربية بعد، لذا تُعرض باللغة الأصلية: English.');
    expect(await page.getAttribute('main .markdown', 'lang')).toBe('en');
    expect(await page.getAttribute('main .markdown', 'dir')).toBe('ltr');
    expect(await page.textContent('main h1')).toBe('Deploy a relay');
    // Client navigation to a translated page drops the notice.
    await page.click('.sidebar a[href="/ar/docs/intro"]');
    await page.waitForURL(`${site()}/ar/docs/intro`);
    await shown(page);
    expect(await page.locator('main .fallback-notice').count()).toBe(0);
    await page.context().close();
  });
});

describe('hreflang alternates', () => {
  it('name the locales that have the page in their language, and follow client navigation', async () => {
    const { page } = await open('/ar/docs/next/intro');
    expect(await alternates(page)).toEqual(['en /docs/next/intro', 'ar /ar/docs/next/intro', 'x-default /docs/next/intro']);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://kite.test/ar/docs/next/intro');
    // A link of the translation, written for the default locale, leads to the Arabic page.
    await markWindow(page);
    await page.click('main a[href="/ar/docs/next/guides/deploy"]');
    await page.waitForURL(`${site()}/ar/docs/next/guides/deploy`);
    await shown(page);
    expect(await windowIsMarked(page)).toBe(true);
    // Not translated: no Arabic alternate, and the English page is the canonical one.
    expect(await alternates(page)).toEqual(['en /docs/next/guides/deploy', 'x-default /docs/next/guides/deploy']);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://kite.test/docs/next/guides/deploy');
    await page.context().close();
  });
});

describe('a right-to-left locale', () => {
  it('lays the shell out mirrored: brand and sidebar on the right, the table of contents on the left', async () => {
    const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
    const layout = async (path: string) => {
      const { page } = await open(path);
      const [brand, search, sidebar, content, toc, next] = await Promise.all(
        ['.navbar__brand', '.search-button', '.sidebar', 'main .markdown', '.toc', '.pagination-nav__link--next'].map((s) => box(page, s)),
      );
      const width = page.viewportSize()!.width;
      await page.context().close();
      return { brand, search, sidebar, content, toc, next, width };
    };
    const ltr = await layout('/docs/intro');
    const rtl = await layout('/ar/docs/intro');
    // Left to right: brand, sidebar and content from the left; in Arabic the same from the right.
    expect(ltr.brand.x).toBeLessThan(ltr.search.x);
    expect(rtl.brand.x).toBeGreaterThan(rtl.search.x);
    expect(ltr.sidebar.x).toBeLessThan(ltr.content.x);
    expect(rtl.sidebar.x).toBeGreaterThan(rtl.content.x);
    expect(ltr.toc.x).toBeGreaterThan(ltr.content.x);
    expect(rtl.toc.x).toBeLessThan(rtl.content.x);
    // The sidebar sits against the right edge, as far as it sits from the left one in English.
    expect(Math.abs(rtl.width - (rtl.sidebar.x + rtl.sidebar.width) - ltr.sidebar.x)).toBeLessThan(2);
    // The next page's link is on the reading side's end: the left.
    expect(rtl.next.x).toBeLessThan(rtl.content.x + rtl.content.width / 2);
    expect(ltr.next.x).toBeGreaterThan(ltr.content.x + ltr.content.width / 4);
  });

  it('keeps code left to right, and the mobile menu slides in from the right', async () => {
    const { page } = await open('/ar/docs/next/configure', { viewport: { width: 390, height: 800 } });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main .code-block, main code')!).direction)).toBe('ltr');
    await page.click('.navbar__toggle');
    const panel = page.locator('.mobile-menu__panel');
    await panel.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    const { x, width } = (await panel.boundingBox())!;
    expect(Math.round(x + width)).toBe(390);
    // The main menu holds the locale dropdown's links, under "Languages".
    await page.click('.mobile-menu__back');
    expect(await page.textContent('.mobile-menu')).toContain('اللغات');
    expect(await page.getAttribute('.mobile-menu a[data-locale="en"]', 'href')).toBe('/docs/next/configure');
    await page.context().close();
  });

  it("copies the page's Arabic Markdown and says so in Arabic", async () => {
    const { page, problems } = await open('/ar/docs/intro');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'نسخ الصفحة', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.copy-page__label')?.textContent === 'تم النسخ' &&
        [...document.querySelectorAll('[data-announcer][aria-live="polite"]')].some((region) => region.textContent === 'تم نسخ الصفحة بصيغة Markdown'),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# مقدمة\n/);
    await expect.poll(() => page.locator('.copy-page__label').textContent(), { timeout: 5000 }).toBe('نسخ الصفحة');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('search', () => {
  const search = async (page: Page, query: string) => {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.fill('.DocSearch-Input', query);
    await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults');
    return page.locator('.DocSearch-Hit-link').evaluateAll((links) => links.map((l) => l.getAttribute('href')!.split('#')[0]));
  };

  it("shows the pages of the reader's version in the reader's locale, in its language", async () => {
    const { page, problems } = await open('/ar/docs/intro');
    expect(await page.getAttribute('.search-button', 'aria-label')).toBe('بحث (Ctrl+K)');
    // A word of the Arabic translations: the 2.0 page only, not the current docs' translation of it.
    expect([...new Set(await search(page, 'الصقر'))]).toEqual(['/ar/docs/intro']);
    expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('البحث في الوثائق');
    await page.keyboard.press('Escape');
    // A word of an untranslated page: its Arabic page of this version, not the English one.
    expect([...new Set(await search(page, 'relay'))]).toEqual(['/ar/docs/guides/deploy']);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("follows the reader into the current docs, and the English site's search keeps to English", async () => {
    const { page } = await open('/ar/docs/next/intro');
    expect([...new Set(await search(page, 'الصقر'))]).toEqual(['/ar/docs/next/intro']);
    await page.context().close();
    const english = await open('/docs/intro');
    expect([...new Set(await search(english.page, 'kestrel'))]).toEqual(['/docs/intro']);
    await english.page.keyboard.press('Escape');
    expect(await search(english.page, 'الصقر')).toEqual([]);
    await english.page.context().close();
  });

  it("gives the search page the locale's texts and its results", async () => {
    const { page } = await open('/ar/search?q=الصقر');
    await page.waitForSelector('.search-page__hit');
    expect(await page.textContent('main h1')).toBe('البحث في الوثائق');
    expect(await page.textContent('.search-page__count')).toBe('نتيجة واحدة لعبارة «الصقر»');
    expect(await page.locator('.search-page__link').evaluateAll((links) => links.map((l) => l.getAttribute('href')!.split('#')[0]))).toEqual([
      '/ar/docs/intro',
    ]);
    await page.context().close();
  });
});
