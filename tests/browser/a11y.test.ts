/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) on a sample of routes covering every kind of page in both colour
 * modes at 1280 px, with the search modal, the dropdowns and the mobile menu open; at 390 px (the phone layout), in
 * both modes, the pages whose layout changes most (a doc, the Markdown feature page, a right-to-left page) and the
 * mobile menu. `node scripts/a11y.mjs` runs the same audit over every route in every combination.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMBINATIONS, describe as describeViolations, load, openContext, openMenu, openSearch, openSearchAfterFollowing, violations } from './a11y-audit.mjs';
import { launch } from './harness.js';

/** One route of each kind; /markdown-page holds tables, task lists, code blocks, admonitions, tabs and a playground. */
const SAMPLE: Array<[kind: string, path: string]> = [
  ['module page', '/'],
  ['doc', '/deploy/quickstart'],
  ['doc with wide tables', '/deploy/yaml_ref'],
  ['category index', '/category/benchmark'],
  ['standalone Markdown page', '/markdown-page'],
  ['search page with results', '/search?q=deploy'],
  ['not-found page', '/this-page-does-not-exist'],
];

/** At phone width: the pages whose layout changes most (colours are the same as at 1280 px). */
const PHONE_SAMPLE = new Set(['/deploy/quickstart', '/markdown-page', '/ar/docs/intro']);
const sampled = <T extends [string, string]>(list: T[], width: number) => (width >= 996 ? list : list.filter(([, path]) => PHONE_SAMPLE.has(path)));

/**
 * The versioned fixture (this site has one docs version): the version dropdown, badge and banners. /docs/1.0/install
 * is unmaintained (banner linking to the latest version), /docs/next/configure unreleased, /docs/intro the latest.
 */
const VERSIONED_SAMPLE: Array<[kind: string, path: string]> = [
  ['doc of the latest version', '/docs/intro'],
  ['doc of an unmaintained version', '/docs/1.0/install'],
  ['doc of the unreleased version', '/docs/next/configure'],
];

/**
 * The translated fixture: an Arabic page (right to left, the theme's Arabic texts), one shown untranslated (the
 * notice, English text inside an Arabic page), and the Arabic search page.
 */
const TRANSLATED_SAMPLE: Array<[kind: string, path: string]> = [
  ['translated doc, right to left', '/ar/docs/intro'],
  ['doc shown untranslated in another locale', '/ar/docs/guides/deploy'],
  ['search page of another locale', '/ar/search?q=الصقر'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');
const versionsSite = () => inject('versionsFixtureUrl');
const i18nSite = () => inject('i18nFixtureUrl');

describe('the audit', () => {
  it('reports what it should: a nameless button, an image without alt, grey on white, in a page that passes', async () => {
    const context = await openContext(browser, COMBINATIONS[0]!);
    const page = await context.newPage();
    await load(page, `${site()}/deploy/quickstart`);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<button></button><img src="/x.png"><p style="color:#bbb;background:#fff">Faint text</p>');
    });
    expect((await violations(page)).map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    await context.close();
  });
});

for (const combination of COMBINATIONS) {
  describe(`${combination.mode} mode at ${combination.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await openContext(browser, combination);
      page = await context.newPage();
    });
    afterAll(() => context.close());

    for (const [kind, path] of sampled(SAMPLE, combination.width)) {
      it(`has no violations on a ${kind} (${path})`, async () => {
        await load(page, site() + path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(combination.mode);
        expect(describeViolations(await violations(page))).toBe('');
      });
    }

    if (combination.width >= 996) {
      it('has no violations with the search modal open on results, and on its start screen after a result was followed', async () => {
        await load(page, `${site()}/deploy/quickstart`);
        await openSearch(page);
        // The hits are links, each its listbox option: the scan covers them.
        expect(await page.locator('.DocSearch-Hit > a[href][role="option"]').count()).toBeGreaterThan(1);
        expect(describeViolations(await violations(page))).toBe('');
        await page.keyboard.press('Escape');
        await openSearchAfterFollowing(page);
        expect(describeViolations(await violations(page))).toBe('');
      });
    }

    for (const [kind, path] of sampled(VERSIONED_SAMPLE, combination.width)) {
      it(`has no violations on a ${kind} (${path}, versioned fixture)`, async () => {
        await load(page, versionsSite() + path);
        expect(describeViolations(await violations(page))).toBe('');
      });
    }

    for (const [kind, path] of sampled(TRANSLATED_SAMPLE, combination.width)) {
      it(`has no violations on a ${kind} (${path}, translated fixture)`, async () => {
        await load(page, i18nSite() + path);
        expect(describeViolations(await violations(page))).toBe('');
      });
    }

    if (combination.width >= 996) {
      it('has no violations with the locale dropdown open (translated fixture)', async () => {
        await load(page, `${i18nSite()}/ar/docs/next/intro`);
        await page.click('.navbar .locale-dropdown > button');
        await page.waitForSelector('.navbar .locale-dropdown .dropdown__menu a', { state: 'visible' });
        expect(describeViolations(await violations(page))).toBe('');
      });

      it('has no violations with the docs version dropdown open', async () => {
        await load(page, `${versionsSite()}/docs/1.0/install`);
        await page.click('.navbar .docs-version-dropdown > button');
        await page.waitForSelector('.navbar .docs-version-dropdown .dropdown__menu a', { state: 'visible' });
        expect(describeViolations(await violations(page))).toBe('');
      });
    }

    if (combination.width < 996) {
      it('has no violations with the mobile menu open, on the docs sidebar and on the main menu', async () => {
        await load(page, `${site()}/deploy/quickstart`);
        await openMenu(page, { secondary: true });
        expect(describeViolations(await violations(page))).toBe('');
        await page.click('.mobile-menu__back');
        expect(describeViolations(await violations(page))).toBe('');
      });
    }
  });
}
