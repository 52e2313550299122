/**
 * The translated fixture site (fixtures/site-i18n: English and Arabic, two released versions and the current docs,
 * translations under i18n/ar/ as Docusaurus lays them out) built end to end: each locale's routes, translated and
 * untranslated pages, labels, lang, dir and alternates, the locale dropdown's data, sitemaps, search per locale, and
 * links checked in every locale.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocRoute } from '@docgen/core';
import { openIndex } from '@docgen/search';
import { MESSAGES } from '@docgen/theme/translations';
import { buildSite, type BuildResult } from './index.js';
import { copyFixture, buildError } from './fixture-site.test-support.js';

let work: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(work, 'build', file), 'utf8');
const route = (p: string) => result.graph.routes.find((r) => r.path === p);
/** The runtime's data embedded in a page. */
const dataOf = (html: string) => JSON.parse(/<script id="docgen-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)![1];

beforeAll(async () => {
  work = await copyFixture('site-i18n');
  result = await buildSite({ root: work, outDir: 'build', git: false });
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a site in two locales, one written right to left', () => {
  it('builds every page in each locale: the default one at the root, Arabic at /ar', () => {
    expect(result.diagnostics).toEqual([]);
    const paths = (locale: string) => result.graph.routes.filter((r) => r.kind !== 'redirect' && (r.locale ?? 'en') === locale).map((r) => r.path);
    const english = paths('en');
    expect(paths('ar')).toEqual(english.map((p) => (p === '/' ? '/ar' : `/ar${p}`)));
    expect(english).toContain('/docs/next/streams');
    expect(english).toContain('/docs/1.0/setup');
    expect(result.graph.locales?.map((l) => [l.locale, l.routeBase])).toEqual([
      ['en', ''],
      ['ar', '/ar'],
    ]);
  });

  it("takes a translation where the locale has one, else the default locale's file, marked as untranslated", () => {
    const intro = route('/ar/docs/intro') as DocRoute;
    expect(intro.source).toBe('i18n/ar/docusaurus-plugin-content-docs/version-2.0/intro.md');
    expect(intro.title).toBe('مقدمة');
    expect(intro.untranslated).toBeUndefined();
    const deploy = route('/ar/docs/guides/deploy') as DocRoute;
    expect(deploy.source).toBe('versioned_docs/version-2.0/guides/deploy.md');
    expect(deploy.untranslated).toEqual(['ar']);
    expect(deploy.localePaths).toEqual({ en: '/docs/guides/deploy', ar: '/ar/docs/guides/deploy' });
    // The current docs have their own translations: install is translated there, not in 2.0.
    expect((route('/ar/docs/next/install') as DocRoute).untranslated).toBeUndefined();
    expect((route('/ar/docs/install') as DocRoute).untranslated).toEqual(['ar']);
  });

  it('parses each file once: an untranslated page of another locale is the same content', () => {
    const contentKeys = new Set(Object.values(result.graph.pages).map((p) => p.contentKey));
    // 5 files of the current docs, 4 + 4 of the releases, 2 pages, 4 translations; versions share identical files.
    expect(Object.keys(result.graph.pages)).toHaveLength(19);
    expect(contentKeys.size).toBeLessThan(19);
    expect(result.parsed).toBeLessThanOrEqual(contentKeys.size);
  });

  it('gives each page the lang and dir of its locale, and marks untranslated text with its own', async () => {
    const translated = await read('ar/docs/intro.html');
    expect(translated).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(translated).not.toContain('fallback-notice');
    const fallback = await read('ar/docs/guides/deploy.html');
    expect(fallback).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(mainOf(fallback)).toContain(
      '<div class="fallback-notice" role="note"><p>لم تُترجم هذه الصفحة إلى العربية بعد، لذا تُعرض باللغة الأصلية: English.</p></div><div class="markdown" lang="en" dir="ltr"><header><h1>Deploy a relay</h1>',
    );
    expect(await read('docs/guides/deploy.html')).toMatch(/^<!doctype html><html lang="en" dir="ltr"/);
    // A standalone page falls back the same way.
    expect(await read('ar/versions.html')).toContain('class="fallback-notice"');
    expect(await read('ar.html')).not.toContain('class="fallback-notice"');
  });

  it('lists the hreflang alternates of the locales that have the page written in their language, and x-default', async () => {
    const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
    const translated = await read('ar/docs/intro.html');
    expect(alternates(translated)).toEqual(['en https://kite.test/docs/intro', 'ar https://kite.test/ar/docs/intro', 'x-default https://kite.test/docs/intro']);
    expect(translated).toContain('<link rel="canonical" href="https://kite.test/ar/docs/intro">');
    expect(alternates(await read('docs/intro.html'))).toEqual(alternates(translated));
    // An untranslated page shows the default locale's text: that page is its canonical URL, and Arabic no alternate.
    const fallback = await read('ar/docs/guides/deploy.html');
    expect(alternates(fallback)).toEqual(['en https://kite.test/docs/guides/deploy', 'x-default https://kite.test/docs/guides/deploy']);
    expect(fallback).toContain('<link rel="canonical" href="https://kite.test/docs/guides/deploy">');
    expect(fallback).toContain('<meta property="og:locale" content="ar">');
    expect(fallback).toContain('<meta name="docsearch:language" content="ar">');
  });

  it('translates sidebar, version, navbar and footer labels with the label files, and leads site links into the locale', async () => {
    const html = await read('ar/docs/next/intro.html');
    const { shell } = dataOf(html);
    expect(shell.site.navbar.title).toBe('كايت');
    expect(shell.site.navbar.items.slice(0, 2).map((i: { label: string }) => i.label)).toEqual(['الدليل', 'التثبيت']);
    expect(shell.site.navbar.items[2].dropdownItemsAfter).toEqual([{ type: 'link', label: 'كل الإصدارات', to: '/ar/versions', position: 'left' }]);
    expect(shell.site.footer.links).toEqual([
      {
        title: 'الوثائق',
        items: [
          { label: 'الدليل', to: '/ar/docs/intro' },
          { label: 'Versions', to: '/ar/versions' },
        ],
      },
    ]);
    expect(shell.site.footer.copyright).toBe('كايت، مثال من أمثلة docgen');
    expect(shell.site.versions.map((v: { label: string }) => v.label)).toEqual(['التالي', '2.0', '1.0 (قديم)']);
    expect(shell.site.versions[0].sidebarFirstLinks).toEqual({ guide: '/ar/docs/next/intro' });
    const guides = shell.sidebar.find((i: { type: string }) => i.type === 'category');
    expect(guides.label).toBe('أدلة');
    expect(guides.href).toBe('/ar/docs/next/category/guides');
    expect(shell.sidebarId).toBe('guide@current~ar');
    // The generated index takes the translated description too.
    expect(await read('ar/docs/next/category/guides.html')).toContain('<p class="category-description">جولات أطول في كايت.</p>');
    // Content links written for the default locale lead into the Arabic pages.
    expect(mainOf(html)).toContain('<a href="/ar/docs/next/install">تثبيتها</a>');
    expect(mainOf(html)).toContain('<a href="/ar/docs/next/guides/deploy">نشر مُرحِّل</a>');
    expect(mainOf(await read('ar/docs/guides/deploy.html'))).not.toContain('href="/docs');
  });

  it("shows a translation's images from the original's folder when they are not beside it", async () => {
    const src = (html: string) => /<img src="([^"]+)"/.exec(mainOf(html))?.[1];
    const english = src(await read('docs/next/intro.html'));
    expect(english).toMatch(/^\/assets\/files\/kite-[\w-]+\.svg$/);
    expect(src(await read('ar/docs/next/intro.html'))).toBe(english);
    expect(mainOf(await read('ar/docs/next/intro.html'))).toContain('alt="طائرة ورقية"');
  });

  it("shows the shell's texts from the locale's table: its code.json over the built-in Arabic", async () => {
    const html = await read('ar/docs/intro.html');
    const { shell } = dataOf(html);
    expect(shell.site.locale).toBe('ar');
    expect(shell.site.strings['theme.docs.paginator.next']).toBe('الصفحة التالية');
    expect(shell.site.strings['theme.SearchBar.label']).toBe('بحث');
    expect(html).toContain('<div class="pagination-nav__sublabel">الصفحة التالية</div>');
    expect(html).toContain('<a class="skip-link" href="#main">الانتقال إلى المحتوى الرئيسي</a>');
    expect(html).toContain('<span class="version-badge">الإصدار: 2.0</span>');
    expect(await read('ar/404.html')).toContain('<h1>الصفحة غير موجودة</h1>');
    // An English page carries no texts: English is built in.
    expect(dataOf(await read('docs/intro.html')).shell.site.strings).toEqual({});
  });

  it('renders every text of the theme, in both locales (no id is left for a text a table lacks)', async () => {
    for (const file of [
      'docs/intro.html',
      'ar/docs/intro.html',
      'ar/docs/guides/deploy.html',
      '404.html',
      'ar/search.html',
      'docs/next/category/guides.html',
    ]) {
      const html = (await read(file)).replace(/<script id="docgen-data"[^>]*>.*?<\/script>/s, '');
      expect(html, file).not.toMatch(/[>"](theme|docgen)\.[A-Za-z]+\.[A-Za-z]/);
    }
  });

  it('leaves no English text of the theme in an Arabic page', async () => {
    // The footer's links are the site's labels (one is left untranslated in the fixture), not the theme's texts.
    const withoutFooter = (page: string) => page.replace(/<footer class="footer">.*?<\/footer>/s, '');
    const html = withoutFooter(await read('ar/docs/next/intro.html')) + withoutFooter(await read('ar/docs/next/category/guides.html'));
    const english = Object.values(MESSAGES)
      .map((m) => m.message)
      .filter((text) => !text.includes('{') && !['Info', 'Search'].includes(text));
    const left = english.filter((text) => html.includes(`>${text}<`) || html.includes(`="${text}"`));
    expect(left).toEqual([]);
  });

  it('gives the locale dropdown every locale and the page in each', async () => {
    const html = await read('ar/docs/1.0/setup.html');
    const { shell } = dataOf(html);
    expect(shell.localePaths).toEqual({ en: '/docs/1.0/setup', ar: '/ar/docs/1.0/setup' });
    expect(shell.site.locales.map((l: { name: string; label: string; direction: string }) => [l.name, l.label, l.direction])).toEqual([
      ['en', 'English', 'ltr'],
      ['ar', 'العربية', 'rtl'],
    ]);
    expect(html).toContain('<a class="dropdown__link" href="/docs/1.0/setup" hrefLang="en" lang="en" data-locale="en">English</a>');
    expect(JSON.parse(await read('_data/ar/docs/1.0/setup.json')).localePaths).toEqual(shell.localePaths);
  });

  it("writes each locale's pages as Markdown, copied by a button in the page's language; llms.txt lists the default locale's", async () => {
    const html = await read('ar/docs/intro.html');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/ar/docs/intro.md">');
    const button = /<button type="button" class="copy-page"[^>]*>.*?<\/button>/s.exec(html)![0];
    expect(button).toContain('data-copy-page="/ar/docs/intro.md"');
    expect(button).toContain('data-copied="تم النسخ"');
    expect(button).toContain('<span class="copy-page__label">نسخ الصفحة</span>');
    expect(await read('ar/docs/intro.md')).toContain('# مقدمة');
    const llms = await read('llms.txt');
    expect(llms).toContain('https://kite.test/docs/intro.md');
    expect(llms).not.toContain('https://kite.test/ar/');
  });

  it("writes each locale's sitemap with its alternates, and names both in robots.txt", async () => {
    const arabic = await read('ar/sitemap.xml');
    expect(arabic).toContain('<url><loc>https://kite.test/ar/docs/next/intro</loc><lastmod>');
    expect(arabic).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://kite.test/docs/next/intro"/><xhtml:link rel="alternate" hreflang="ar" href="https://kite.test/ar/docs/next/intro"/><xhtml:link rel="alternate" hreflang="x-default" href="https://kite.test/docs/next/intro"/></url>',
    );
    // Untranslated pages are the default locale's: only its sitemap lists them.
    expect(arabic).not.toContain('https://kite.test/ar/docs/guides/deploy<');
    expect(await read('sitemap.xml')).toContain('<loc>https://kite.test/docs/guides/deploy</loc>');
    expect(await read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://kite.test/sitemap.xml\nSitemap: https://kite.test/ar/sitemap.xml\n');
  });

  it("indexes each locale's pages apart, by its own word rules, with their versions", async () => {
    const records = JSON.parse(await read('_search/ar/records.json')) as Array<{ url: string; language: string; version?: string }>;
    expect(records.every((r) => r.language === 'ar' && r.url.startsWith('https://kite.test/ar'))).toBe(true);
    expect(JSON.parse(await read('_search/records.json')).every((r: { language: string }) => r.language === 'en')).toBe(true);
    const entry = JSON.parse(await read('_search/ar/index.json')) as { folder: string; manifest: { lang?: string } };
    expect(entry.manifest.lang).toBe('ar');
    expect(dataOf(await read('ar/docs/intro.html')).search).toEqual({ provider: 'local', indexUrl: '/_search/ar/index.json', contextualSearch: true });
    const index = openIndex(async (file) => JSON.parse(await read(path.join('_search/ar', entry.folder, file))));
    // A word of the translations, with its vowel marks or without: only Arabic pages of the version asked for.
    for (const query of ['الصقر', 'رحلة']) {
      const hits = (await index.search(query, { version: '2.0' })).hits.map((h) => h.url);
      expect(hits.length, query).toBeGreaterThan(0);
      expect(
        hits.every((url) => url.startsWith('/ar/docs/intro')),
        query,
      ).toBe(true);
    }
  });

  it('reports a heading a translation lacks once, at the translation, and an anchor no page has at the link', async () => {
    const root = await copyFixture('site-i18n');
    try {
      // The Arabic translation of configure lacks the heading that the translated install page links to: the
      // translation is not done yet, the link is right.
      const configure = path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current/configure.md');
      await writeFile(configure, '---\nsidebar_position: 3\n---\n\n# الضبط\n\nتقرأ كايت ملف `kite.toml`.\n');
      const built = await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
      expect(built.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        'warning i18n/ar/docusaurus-plugin-content-docs/current/configure.md:1:1 this translation lacks 1 heading id of its English page docs/configure.md that links point at: #profiles',
      ]);
      // A link of the Arabic page to an id that neither configure page has is broken, reported at the link.
      const install = path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current/install.md');
      await writeFile(install, (await readFile(install, 'utf8')).replace('#profiles', '#profils'));
      const error = await buildError({ root, outDir: 'build', cacheDir: false });
      expect(error.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        'error i18n/ar/docusaurus-plugin-content-docs/current/install.md:7:36 no heading or element with id "profils" on /ar/docs/next/configure',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reports a translation of nothing, and a label file that is not JSON of messages, at their place', async () => {
    const root = await copyFixture('site-i18n');
    try {
      await writeFile(path.join(root, 'i18n/ar/docusaurus-plugin-content-docs/current/gone.md'), '# غائب\n');
      const built = await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
      expect(built.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`)).toEqual([
        'warning i18n/ar/docusaurus-plugin-content-docs/current/gone.md:1 this translation is not built: there is no docs/gone.md to translate',
      ]);
      await writeFile(path.join(root, 'i18n/ar/docusaurus-theme-classic/navbar.json'), '{\n  "title": "كايت"\n}\n');
      const error = await buildError({ root, outDir: 'build', cacheDir: false });
      expect(error.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        'i18n/ar/docusaurus-theme-classic/navbar.json:2:12 "title" has no "message" string',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
