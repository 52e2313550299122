// Every page the real site builds is valid HTML by html-validate's recommended rules (configured in
// .htmlvalidate.mjs, which says why the few rules that are off are off).
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@docgen/engine';

const root = fileURLToPath(new URL('..', import.meta.url));
/** This site has one docs version: the versioned fixture brings the version dropdown, badge and banners. */
const versionsFixture = path.join(root, 'packages/engine/fixtures/site-versions');
/** The translated fixture brings the locale dropdown, an Arabic (right-to-left) locale and untranslated pages. */
const i18nFixture = path.join(root, 'packages/engine/fixtures/site-i18n');
let out: string;
let versionsOut: string;
let i18nOut: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'docgen-html-validate-'));
  versionsOut = await mkdtemp(path.join(tmpdir(), 'docgen-html-validate-versions-'));
  i18nOut = await mkdtemp(path.join(tmpdir(), 'docgen-html-validate-i18n-'));
  await buildSite({ root, outDir: out });
  await buildSite({ root: versionsFixture, outDir: versionsOut, cacheDir: false });
  await buildSite({ root: i18nFixture, outDir: i18nOut, cacheDir: false });
}, 240_000);
afterAll(() => Promise.all([out, versionsOut, i18nOut].map((dir) => rm(dir, { recursive: true, force: true }))));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** html-validate's errors on every page built into `dir`, as `file:line:column rule: message`. */
async function problemsIn(dir: string): Promise<{ files: number; problems: string[] }> {
  // The configuration is looked up from the repository's root, as the html-validate command would.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const config = path.join(root, 'index.html');
  const files = await htmlFiles(dir);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(await readFile(file, 'utf8'), config);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${path.relative(dir, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  return { files: files.length, problems };
}

describe('html-validate on the built site', () => {
  it('finds no error on any page', async () => {
    const { files, problems } = await problemsIn(out);
    expect(files).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 120_000);

  it('finds no error on any page of a site with docs versions', async () => {
    const { files, problems } = await problemsIn(versionsOut);
    expect(files).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  }, 60_000);

  it('finds no error on any page of a site in two locales', async () => {
    const { files, problems } = await problemsIn(i18nOut);
    expect(files).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  }, 60_000);
});
