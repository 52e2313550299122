import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './index.js';
import { watchedCopy, type WatchedCopy } from './watched-copy.test-support.js';

// The watcher on a copy of the translated fixture: English at the root, Arabic at /ar, translations under i18n/ar/.
let site: WatchedCopy;
let dir: string;
let dev: DevServer;
beforeAll(async () => {
  site = await watchedCopy('site-i18n');
  ({ dir, dev } = site);
}, 120_000);
afterAll(() => site?.close());

const change = (rel: string, content: string | undefined) => site.change(rel, content);

const get = (route: string) => fetch(dev.url + route);
const page = async (route: string) => (await get(route)).text();
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)![1];

describe('docgen serve --watch with translations', () => {
  it('serves every locale: pages, page data, search and not-found page', async () => {
    const arabic = await page('/ar/docs/intro');
    expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(mainOf(arabic)).toContain('<h1>مقدمة</h1>');
    expect(JSON.parse(await page('/_data/ar/docs/guides/deploy.json')).html).toContain('class="fallback-notice"');
    const entry = await get('/_search/ar/index.json');
    expect(entry.status).toBe(200);
    expect(((await entry.json()) as { manifest: { lang?: string } }).manifest.lang).toBe('ar');
    expect(await page('/ar/sitemap.xml')).toContain('<loc>https://kite.test/ar/docs/intro</loc>');
    const missing = await get('/ar/docs/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>الصفحة غير موجودة</h1>');
  });

  it('shows a new translation at once, and the default text again when it is deleted', async () => {
    const file = 'i18n/ar/docusaurus-plugin-content-docs/version-2.0/guides/deploy.md';
    expect(await page('/ar/docs/guides/deploy')).toContain('class="fallback-notice"');
    expect((await change(file, '# نشر مُرحِّل\n\nيمرّر المُرحِّل الطائرات الورقية بين الشبكات.\n')).ok).toBe(true);
    const translated = await page('/ar/docs/guides/deploy');
    expect(mainOf(translated)).toContain('<h1>نشر مُرحِّل</h1>');
    expect(translated).not.toContain('class="fallback-notice"');
    expect((await change(file, undefined)).ok).toBe(true);
    expect(mainOf(await page('/ar/docs/guides/deploy'))).toContain('<h1>Deploy a relay</h1>');
  });

  it('serves a translation in progress that lacks a heading other pages link to, with a warning', async () => {
    const file = 'i18n/ar/docusaurus-plugin-content-docs/current/configure.md';
    const result = await change(file, '---\nsidebar_position: 3\n---\n\n# الضبط\n\nتقرأ كايت ملف `kite.toml`.\n');
    expect(result.ok).toBe(true);
    expect(mainOf(await page('/ar/docs/next/configure'))).toContain('<h1>الضبط</h1>');
    expect(dev.site.warnings.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      `${file}:1:1 this translation lacks 1 heading id of its English page docs/configure.md that links point at: #profiles`,
    ]);
    expect((await change(file, undefined)).ok).toBe(true);
    expect(dev.site.warnings).toEqual([]);
  });

  it("follows a label file: a saved navbar.json translates the locale's navbar", async () => {
    const file = 'i18n/ar/docusaurus-theme-classic/navbar.json';
    const before = await readFile(path.join(dir, file), 'utf8');
    const result = await change(file, before.replace('"message": "التثبيت"', '"message": "ثبّت كايت"'));
    expect(result).toMatchObject({ ok: true, action: 'reload' });
    expect(await page('/ar/docs/intro')).toContain('>ثبّت كايت</a>');
  });
});
