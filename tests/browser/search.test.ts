import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from '@docgen/engine';
import { startStaticServer } from '@docgen/server';
import { startFakeAlgolia, type FakeAlgolia } from '../fake-algolia.js';
import { hydrated, launch, openPage } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const site = () => inject('siteUrl');

async function open(url: string, options = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(url);
  await hydrated(opened.page);
  return opened;
}

const modalInput = '.DocSearch-Input';

/** The island URLs this page was given. */
function islandsOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (JSON.parse(document.getElementById('docgen-data')!.textContent!) as { islands: Record<string, string> }).islands);
}

describe('search modal (local index)', () => {
  it('loads no search code and no search file on a first visit; opening the modal loads the island and the index entry, a query the files its words need', async () => {
    const { page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const islands = await islandsOf(page);
    expect(islands.search).toMatch(/\.js$/);
    expect(requested.filter((p) => p === islands.search || p === islands['search-page'] || p.startsWith('/_search/'))).toEqual([]);
    // Moving over the page or focusing the search button loads nothing either.
    await page.hover('[data-search-button]');
    await page.focus('[data-search-button]');
    await page.waitForTimeout(300);
    expect(requested.filter((p) => p === islands.search || p.startsWith('/_search/'))).toEqual([]);
    const manifest = page.waitForRequest((r) => new URL(r.url()).pathname === '/_search/index.json');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await manifest;
    expect(requested).toContain(islands.search);
    expect(requested.filter((p) => p.startsWith('/_search/'))).toEqual(['/_search/index.json']);
    expect(requested).not.toContain(islands['search-page']);
    // A query reads the section layout, its word's shard (and, from five letters, the dictionary of nearby
    // lengths), and the pages of the hits shown: never the whole index.
    await page.fill(modalInput, 'krum');
    await page.waitForSelector('.DocSearch-Hit');
    const read = requested.filter((p) => p.startsWith('/_search/')).map((p) => p.replace(/^\/_search\/\w+\//, ''));
    expect(read).toEqual(
      expect.arrayContaining(['/_search/index.json', 'layout.json', expect.stringMatching(/^s\d+\.json$/), expect.stringMatching(/^p\/\d+\.json$/)]),
    );
    // The manifest comes with the entry file: it is never read on its own.
    expect(read).not.toContain('manifest.json');
    expect(read.filter((p) => /^s\d+\.json$/.test(p)).length).toBeLessThanOrEqual(2);
    expect(read.filter((p) => /^d\d+/.test(p))).toEqual([]);
    expect(new Set(read).size).toBe(read.length);
    await page.context().close();
  });

  it("shows a text match in its snippet, reading the section's full text from the index when the kept text lacks it", async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'kubernetes');
    await page.waitForSelector('.DocSearch-Hit mark');
    const hits = page.locator('.DocSearch-Hit');
    expect(await hits.evaluateAll((as) => as.map((a) => a.querySelector('.DocSearch-Hit-link')!.getAttribute('href')))).toEqual([
      '/deploy#when-to-use-deploy',
      '/deploy/advanced_features#geo-distributed-deployment',
    ]);
    expect(await hits.evaluateAll((as) => as.map((a) => [...a.querySelectorAll('.DocSearch-Hit-title mark')].map((m) => m.textContent)))).toEqual([
      ['Kubernetes'],
      ['Kubernetes'],
    ]);
    await page.context().close();
  });

  it('opens on a click of the search button and closes on Escape', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.click('[data-search-button]');
    await page.waitForSelector(modalInput);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    await page.context().close();
  });

  it('opens on Ctrl+K, Cmd+K, and "/" unless the reader is typing in a field', async () => {
    const { page } = await open(`${site()}/deploy`);
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await page.waitForSelector(modalInput);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
    }
    // "/" typed into a text field stays in the field.
    await page.goto(`${site()}/search`);
    await hydrated(page);
    await page.locator('#search-page-input').waitFor();
    await page.focus('#search-page-input');
    await page.keyboard.type('a/b');
    expect(await page.inputValue('#search-page-input')).toBe('a/b');
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.context().close();
  });

  it('opens with the letter typed while the search button has focus', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.focus('[data-search-button]');
    await page.keyboard.press('k');
    await page.waitForSelector(modalInput);
    expect(await page.inputValue(modalInput)).toBe('k');
    await page.context().close();
  });

  /** A keyboard reader's way to the search button: Tab from the navbar control before it. */
  async function tabToSearchButton(page: Page): Promise<void> {
    await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('.navbar a[href], .navbar button')].filter((e) => e.getClientRects().length > 0);
      controls[controls.findIndex((e) => e.hasAttribute('data-search-button')) - 1]!.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-button'))).toBe(true);
  }

  const openings: Array<[string, (page: Page) => Promise<void>]> = [
    ['a click on the search button', (page) => page.click('[data-search-button]')],
    [
      'Enter on the search button, reached with Tab',
      async (page) => {
        await tabToSearchButton(page);
        await page.keyboard.press('Enter');
      },
    ],
    ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
    ['Cmd+K', (page) => page.keyboard.press('Meta+k')],
    ['"/"', (page) => page.keyboard.press('/')],
  ];
  for (const width of [1280, 390]) {
    for (const [way, openModal] of openings) {
      it(`keeps the page's scroll position while open and after Escape, opened by ${way} (${width} px)`, async () => {
        const { page } = await open(`${site()}/deploy`, { viewport: { width, height: 800 } });
        const scrollY = () => page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))));
        await page.evaluate(() => window.scrollTo(0, 400));
        expect(await scrollY()).toBe(400);
        await openModal(page);
        await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
        expect(await scrollY()).toBe(400);
        await page.keyboard.press('Escape');
        await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
        expect(await scrollY()).toBe(400);
        await page.context().close();
      });
    }
  }

  it('shows results grouped by page with highlighted matches, navigates with the keyboard, and follows a result', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'model card');
    await page.waitForSelector('.DocSearch-Hit');
    expect(await page.locator('.DocSearch-Hit-source').count()).toBeGreaterThan(1);
    expect(await page.locator('.DocSearch-Hits mark').count()).toBeGreaterThan(0);
    const footer = page.locator('.DocSearch-HitsFooter a');
    expect(await footer.textContent()).toMatch(/^See all \d+ results$/);
    expect(await footer.getAttribute('href')).toBe('/search?q=model%20card');
    await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
    await page.keyboard.press('ArrowDown');
    const selected = await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('href');
    // The field names the selected link, the option, as its active descendant; one hit is selected.
    expect(await page.getAttribute(modalInput, 'aria-activedescendant')).toBe(
      await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('id'),
    );
    expect(await page.locator('.DocSearch-Hit-link[aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForFunction((p) => location.pathname + location.hash === p, selected);
    expect(await page.evaluate(() => (window as unknown as { mark?: boolean }).mark)).toBe(true);
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.context().close();
  });

  it('renders hits as links, follows a plain click by client navigation, and leaves Ctrl, Shift and middle clicks to the browser', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'model card');
    const hit = page.locator('.DocSearch-Hit-link').first();
    await hit.waitFor();
    const target = (await hit.getAttribute('href'))!;
    expect(target).toMatch(/^\/deploy\//);
    // DocSearch's markup, each hit a link, which is the listbox option itself (an option may not hold a link).
    const roles = await page
      .locator('.DocSearch-Hit')
      .evaluateAll((items) =>
        items.map((li) => [li.tagName, li.getAttribute('role'), li.firstElementChild?.tagName, li.firstElementChild?.getAttribute('role')]),
      );
    expect(roles.length).toBeGreaterThan(1);
    expect(new Set(roles.map((r) => r.join(' ')))).toEqual(new Set(['LI presentation A option']));
    await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
    const clicks: Array<[string, Parameters<typeof hit.click>[0]]> = [
      ['Ctrl', { modifiers: ['Control'] }],
      ['Shift', { modifiers: ['Shift'] }],
      ['middle', { button: 'middle' }],
    ];
    for (const [name, options] of clicks) {
      // The browser opens the result in a new tab (a new window with Shift); this page stays, with the modal open.
      const opened = page.context().waitForEvent('page');
      await hit.click(options);
      const tab = await opened;
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname, name).toBe(target.split('#')[0]);
      await tab.close();
      expect(await page.evaluate(() => location.pathname), name).toBe('/deploy');
      expect(await page.locator('.DocSearch-Modal').count(), name).toBe(1);
    }
    await hit.click();
    await page.waitForFunction((p) => location.pathname + location.hash === p, target);
    expect(await page.evaluate(() => (window as unknown as { mark?: boolean }).mark)).toBe(true);
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.context().close();
  });

  it('keeps its results, selection and suggestions when the page around it re-renders', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'model card');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('ArrowDown');
    const selected = await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('href');
    // Past the island's spinner delay, then a refresh of the page in place (what the dev server does on a change).
    await page.waitForTimeout(250);
    await page.evaluate(() => (window as unknown as { __docgen: { refresh(): Promise<void> } }).__docgen.refresh());
    expect(await page.inputValue(modalInput)).toBe('model card');
    expect(await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('href', { timeout: 2000 })).toBe(selected);
    await page.context().close();
  });

  it('shows "No results for", "Try searching for" and "Let us know.", and keeps no recent searches', async () => {
    const { page } = await open(`${site()}/deploy`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'quickstart');
    await page.waitForSelector('.DocSearch-Hit');
    await page.fill(modalInput, 'zzqxvnothing');
    await page.waitForSelector('.DocSearch-NoResults');
    const text = await page.locator('.DocSearch-NoResults').innerText();
    expect(text).toContain('No results for');
    expect(text).toContain('zzqxvnothing');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    expect(await page.locator('.DocSearch-NoResults a:text("Let us know.")').count()).toBe(1);
    // A followed result is not listed as a recent search (DocSearch's recent searches nest buttons in options).
    await page.fill(modalInput, 'quickstart');
    await page.locator('.DocSearch-Hit-link').first().click();
    await page.waitForFunction(() => !document.querySelector('.DocSearch-Modal'));
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH_')))).toEqual([]);
    await page.context().close();
  });

  it('says "Unable to fetch results" when the index cannot be loaded', async () => {
    const { page } = await openPage(browser);
    await page.route('**/_search/**/*.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${site()}/deploy`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'deploy');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    const text = await page.locator('.DocSearch-ErrorScreen').innerText();
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    await page.context().close();
  });
});

describe('search page', () => {
  it('reads the query from the URL, shows the total and paged results, and keeps the URL in step', async () => {
    const { page } = await open(`${site()}/search?q=federated`);
    await page.waitForSelector('.search-page__hit');
    const count = await page.locator('.search-page__count').textContent();
    expect(count).toMatch(/^\d+ results for "federated"$/);
    expect(Number(count!.split(' ')[0])).toBeGreaterThan(10);
    expect(await page.locator('.search-page__hit').count()).toBe(10);
    expect(await page.locator('.search-page__hit mark').count()).toBeGreaterThan(0);
    const first = await page.locator('.search-page__link').first().textContent();
    await page.click('.search-page__pages button:text("Next")');
    await page.waitForFunction((t) => document.querySelector('.search-page__link')?.textContent !== t, first);
    expect(await page.locator('.search-page__pages span').textContent()).toMatch(/^Page 2 of \d+$/);
    await page.fill('#search-page-input', 'krum');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'krum');
    await page.waitForSelector('.search-page__count:text-matches("for \\"krum\\"")');
    await page.context().close();
  });

  it('offers "Try searching for" suggestions, as the modal does, when a query finds nothing', async () => {
    const { page } = await open(`${site()}/search?q=federated`);
    await page.waitForSelector('.search-page__hit');
    await page.fill('#search-page-input', 'zzqxvnothing');
    await page.waitForSelector('.search-page__message');
    const text = await page.locator('.search-page__message').innerText();
    expect(text).toContain('No results for "zzqxvnothing"');
    expect(text).toContain('Try searching for:');
    expect(text).toContain('Believe this query should return results?');
    const suggestions = page.locator('.search-page__suggestions button');
    expect(await suggestions.count()).toBe(3);
    const first = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    expect(await page.inputValue('#search-page-input')).toBe(`${first.toLowerCase()} `);
    await page.waitForSelector('.search-page__hit');
    await page.context().close();
  });

  it('shows the empty and failure texts', async () => {
    const { page } = await open(`${site()}/search?q=zzqxvnothing`);
    await page.waitForSelector('.search-page__message');
    expect(await page.locator('.search-page__message').innerText()).toContain('No results for "zzqxvnothing"');
    expect(await page.locator('.search-page__message a').textContent()).toBe('Let us know.');
    await page.route('**/_search/**/*.json', (route) => route.abort());
    await page.goto(`${site()}/search?q=deploy`);
    await hydrated(page);
    await page.waitForSelector('.search-page__message');
    const text = await page.locator('.search-page__message').innerText();
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    await page.context().close();
  });
});

describe('search modal (hosted index through the algoliasearch client)', () => {
  let fake: FakeAlgolia;
  let work: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeAlgolia();
    work = await mkdtemp(path.join(tmpdir(), 'docgen-hosted-'));
    const fixture = fileURLToPath(new URL('../../packages/engine/fixtures/site-basic', import.meta.url));
    await cp(fixture, work, { recursive: true });
    const config = await readFile(path.join(work, 'site.config.yaml'), 'utf8');
    await writeFile(
      path.join(work, 'site.config.yaml'),
      `${config}search:\n  appId: TESTAPP\n  apiKey: search-only-key\n  indexName: fedml\n  host: ${fake.url}\n`,
    );
    await buildSite({ root: work, outDir: 'build', cacheDir: false, git: false });
    server = await startStaticServer({ dir: path.join(work, 'build'), port: 0, host: '127.0.0.1' });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await fake.close();
    await rm(work, { recursive: true, force: true });
  });

  const hit = (url: string, title: string) => ({
    objectID: url,
    url,
    type: 'lvl2',
    hierarchy: { lvl0: 'Setup guide', lvl1: 'Setup guide', lvl2: title, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Setup guide', matchLevel: 'none' },
        lvl1: { value: 'Setup guide', matchLevel: 'none' },
        lvl2: { value: `<mark>${title}</mark>`, matchLevel: 'full' },
      },
    },
    _snippetResult: { hierarchy: { lvl2: { value: `<mark>${title}</mark>`, matchLevel: 'full' } } },
  });

  it('sends the index name, query, language and version filters, and renders the answer with local URLs', async () => {
    fake.requests.length = 0;
    fake.respond = () => ({
      status: 200,
      body: {
        results: [
          {
            hits: [hit('https://fixture.test/guide/setup#requirements', 'Requirements'), hit('https://elsewhere.test/page', 'Elsewhere')],
            nbHits: 2,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'requirements',
          },
        ],
      },
    });
    const { page } = await open(`${base}/guide/intro`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'requirements');
    await page.waitForSelector('.DocSearch-Hit');
    const queries = () =>
      fake.requests.filter((r) => r.method === 'POST' && (r.body as { requests: Array<{ query: string }> }).requests[0].query === 'requirements');
    await expect.poll(() => queries().length).toBeGreaterThan(0);
    const request = queries()[0];
    expect(request.path).toBe('/1/indexes/*/queries');
    const sent = (request.body as { requests: Array<Record<string, unknown>> }).requests[0];
    expect(sent).toMatchObject({
      indexName: 'fedml',
      query: 'requirements',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(request.headers['x-algolia-application-id'] ?? request.query.get('x-algolia-application-id')).toBe('TESTAPP');
    const hrefs = await page.locator('.DocSearch-Hit-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/guide/setup#requirements', 'https://elsewhere.test/page']);
    await page.context().close();
  });

  it('search page: sends the index name, query, page and filters, and renders the hits with local URLs', async () => {
    fake.requests.length = 0;
    fake.respond = () => ({
      status: 200,
      body: {
        results: [
          {
            hits: [hit('https://fixture.test/guide/setup#requirements', 'Requirements'), hit('https://elsewhere.test/page', 'Elsewhere')],
            nbHits: 2,
            page: 0,
            nbPages: 1,
            hitsPerPage: 10,
            query: 'requirements',
          },
        ],
      },
    });
    const { page } = await open(`${base}/search?q=requirements`);
    await page.waitForSelector('.search-page__hit');
    const sent = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/1/indexes/*/queries')
      .map((r) => (r.body as { requests: Array<Record<string, unknown>> }).requests[0]);
    expect(sent[0]).toMatchObject({
      indexName: 'fedml',
      query: 'requirements',
      page: 0,
      hitsPerPage: 10,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(await page.locator('.search-page__count').textContent()).toBe('2 results for "requirements"');
    expect(await page.locator('.search-page__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/guide/setup#requirements',
      'https://elsewhere.test/page',
    ]);
    expect(await page.locator('.search-page__link mark').first().textContent()).toBe('Requirements');
    expect(await page.locator('.search-page__path').first().textContent()).toBe('Setup guide');
    // A hit on the site's own host is followed with client navigation.
    await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
    await page.click('.search-page__link >> nth=0');
    await page.waitForFunction(() => location.pathname === '/guide/setup');
    expect(await page.evaluate(() => (window as unknown as { mark?: boolean }).mark)).toBe(true);
    await page.context().close();
  });

  it('search page: says "No results for" with suggestions on an empty answer, and "Unable to fetch results" on a server error', async () => {
    fake.respond = () => ({
      status: 200,
      body: {
        results: [
          { hits: [hit('https://fixture.test/guide/setup#requirements', 'Requirements')], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 10, query: 'x' },
        ],
      },
    });
    const { page } = await open(`${base}/search?q=requirements`);
    await page.waitForSelector('.search-page__hit');
    fake.respond = () => ({ status: 200, body: { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 10, query: 'x' }] } });
    await page.fill('#search-page-input', 'nothing');
    await page.waitForSelector('.search-page__message');
    const empty = await page.locator('.search-page__message').innerText();
    expect(empty).toContain('No results for "nothing"');
    expect(empty).toContain('Try searching for:');
    expect(await page.locator('.search-page__suggestions button').allTextContents()).toEqual(['Setup guide']);
    expect(await page.locator('.search-page__message a').textContent()).toBe('Let us know.');
    fake.respond = () => ({ status: 500, body: { message: 'internal error' } });
    await page.fill('#search-page-input', 'broken');
    await page.waitForSelector('.search-page__message:has-text("Unable to fetch results")', { timeout: 20_000 });
    expect(await page.locator('.search-page__message').innerText()).toContain('You might want to check your network connection.');
    await page.context().close();
  });

  it('says "No results for" on an empty answer, and "Unable to fetch results" on a server error or a timeout', async () => {
    fake.respond = () => ({ status: 200, body: { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'x' }] } });
    const { page } = await open(`${base}/guide/intro`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(modalInput);
    await page.fill(modalInput, 'nothing');
    await page.waitForSelector('.DocSearch-NoResults');
    fake.respond = () => ({ status: 500, body: { message: 'internal error' } });
    await page.fill(modalInput, 'broken');
    await page.waitForSelector('.DocSearch-ErrorScreen', { timeout: 20_000 });
    expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('Unable to fetch results');
    // A server that does not answer ends the same way, after the client's time limit.
    fake.respond = () => ({ status: 200, body: { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'x' }] } });
    await page.fill(modalInput, 'working');
    await page.waitForSelector('.DocSearch-ErrorScreen', { state: 'detached' });
    fake.respond = () => 'hang';
    await page.fill(modalInput, 'hanging');
    await page.waitForSelector('.DocSearch-ErrorScreen', { timeout: 30_000 });
    await page.context().close();
  });
});
