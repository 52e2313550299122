/**
 * The held-out check of issue 18: a Docusaurus site with a released version and a second language
 * (fixtures/translated: English and Japanese, translations under i18n/ja/ in Docusaurus's layout) imported and
 * built. The locales, their settings, the locale dropdown and the translations carry over, in place or copied beside
 * the configuration written elsewhere.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocRoute } from '@docgen/core';
import { buildSite } from '@docgen/engine';
import { importDocusaurus } from './import.js';

const fixture = fileURLToPath(new URL('../fixtures/translated', import.meta.url));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-import-i18n-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)![1];

describe('importing a translated, versioned Docusaurus site', () => {
  it('carries the locales, their settings and the locale dropdown over, and builds every locale and version', async () => {
    const site = path.join(work, 'in-place');
    await cp(fixture, site, { recursive: true });
    const result = await importDocusaurus({ projectDir: site });
    expect(result.problems).toEqual([]);
    expect(result.siteConfig.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'ja'], localeConfigs: { ja: { label: '日本語', htmlLang: 'ja-JP' } } });
    expect(result.siteConfig.navbar.items[2]).toEqual({ type: 'localeDropdown', position: 'right' });
    // The blog's translations are all that is left behind.
    expect(result.notes.notCarried.map((d) => `${d.file} ${d.message}`)).toEqual([
      'i18n/ja/docusaurus-plugin-content-blog translations in i18n/ja/docusaurus-plugin-content-blog/',
    ]);
    expect(result.notes.info.join('\n')).toContain('translations of ja are read from i18n/');

    const build = await buildSite({ root: site, outDir: 'build', cacheDir: false, git: false });
    expect(build.diagnostics).toEqual([]);
    const japanese = build.graph.routes
      .filter((r): r is DocRoute => r.locale === 'ja' && r.kind === 'doc')
      .map((r) => [r.path, r.untranslated ? 'untranslated' : 'ja']);
    expect(japanese).toEqual([
      ['/ja/docs/guides/alerts', 'untranslated'],
      ['/ja/docs/guides/probes', 'untranslated'],
      ['/ja/docs/intro', 'ja'],
      ['/ja/docs/next/guides/alerts', 'untranslated'],
      ['/ja/docs/next/guides/probes', 'ja'],
      ['/ja/docs/next/guides/silences', 'untranslated'],
      ['/ja/docs/next/intro', 'ja'],
    ]);
    const read = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
    const intro = await read('ja/docs/next/intro.html');
    expect(intro).toMatch(/^<!doctype html><html lang="ja-JP" dir="ltr"/);
    expect(mainOf(intro)).toContain('<a href="/ja/docs/next/guides/probes">プローブの設定</a>');
    expect(intro).toContain('<b class="navbar__title">ビーコン</b>');
    expect(intro).toContain('>ドキュメント</a>');
    expect(intro).toContain('<div class="footer__copyright">Beacon の作者</div>');
    expect(intro).toContain('<div class="pagination-nav__sublabel">次のページ</div>');
    expect(intro).toMatch(/<button type="button" class="menu__link menu__link--category"[^>]*>ガイド<\/button>/);
    expect(intro).toContain('次期版');
    // An untranslated page says so, in Japanese, and shows the English text marked as English.
    const alerts = await read('ja/docs/next/guides/alerts.html');
    expect(alerts).toContain('このページはまだ日本語に翻訳されていないため、Englishで表示しています。');
    expect(alerts).toContain('<div class="markdown" lang="en" dir="ltr"><header><h1>Alerts</h1>');
    // The translated standalone page, and the search index of Japanese.
    expect(mainOf(await read('ja/about.html'))).toContain('<h1>Beacon について</h1>');
    const entry = JSON.parse(await read('_search/ja/index.json')) as { manifest: { lang?: string } };
    expect(entry.manifest.lang).toBe('ja');
  }, 120_000);

  it('copies the translations beside the configuration written elsewhere', async () => {
    const site = path.join(work, 'project');
    const out = path.join(work, 'out');
    await cp(fixture, site, { recursive: true });
    const result = await importDocusaurus({ projectDir: site, outDir: out });
    expect(result.notes.info.join('\n')).toContain('translations of ja are read from i18n/, copied beside site.config.yaml');
    await expect(readFile(path.join(out, 'i18n/ja/docusaurus-plugin-content-docs/current/intro.md'), 'utf8')).resolves.toContain('# はじめに');
    const build = await buildSite({ root: out, outDir: 'build', cacheDir: false, git: false });
    expect(build.diagnostics).toEqual([]);
    expect(build.graph.routes.some((r) => r.path === '/ja/docs/intro')).toBe(true);
  }, 120_000);

  it('reports a label file docgen cannot read at its place, and translations of a locale the site does not list', async () => {
    const site = path.join(work, 'broken');
    await cp(fixture, site, { recursive: true });
    await writeFile(path.join(site, 'i18n/ja/docusaurus-theme-classic/navbar.json'), '{\n  "title": "ビーコン"\n}\n');
    await cp(path.join(site, 'i18n/ja'), path.join(site, 'i18n/ko'), { recursive: true });
    const result = await importDocusaurus({ projectDir: site, force: true });
    expect(result.problems.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'i18n/ja/docusaurus-theme-classic/navbar.json:2:12 "title" has no "message" string',
    ]);
    expect(result.notes.notCarried.map((d) => `${d.file} ${d.message}`)).toContain('i18n/ko translations of locale ko');
  }, 120_000);
});
