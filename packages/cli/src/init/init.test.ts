import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteSettings } from '@docgen/engine';
import type { InitAnswers } from './answers.js';
import { initSite, InitConflictError, packageNameFor } from './init.js';

const bin = fileURLToPath(new URL('../../../../bin/docgen', import.meta.url));
const docgen = (args: string[], cwd?: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

const answers: InitAnswers = { title: 'Acme Docs', url: 'https://docs.acme.dev', search: 'local' };
const now = new Date('2026-03-01T00:00:00Z');
const SITE_FILES = [
  '.github/workflows/docs.yml',
  '.gitignore',
  'docs/getting-started.md',
  'docs/index.md',
  'docs/writing-pages.md',
  'package.json',
  'sidebars.yaml',
  'site.config.yaml',
];

let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'docgen-init-')), 'acme-docs');
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

const read = (file: string) => readFile(path.join(dir, file), 'utf8');
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('docgen init', () => {
  it('writes a complete site into a new folder, whose configuration holds the answers', async () => {
    const result = await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    expect(result.files.map((f) => [f.path, f.action]).sort()).toEqual(SITE_FILES.map((f) => [f, 'create']));
    expect(await filesIn(dir)).toEqual(SITE_FILES);
    const { config, sidebars } = await loadSiteSettings(dir, {});
    expect(config.title).toBe('Acme Docs');
    expect(config.url).toBe('https://docs.acme.dev');
    expect(config.colorMode.respectPrefersColorScheme).toBe(true);
    expect(config.navbar.items.map((i) => i.type)).toEqual(['docSidebar', 'search']);
    expect(config.footer.copyright).toBe('Copyright © 2026 Acme Docs');
    expect(Object.keys(sidebars)).toEqual(['docs']);
    expect(JSON.parse(await read('package.json'))).toEqual({
      name: 'acme-docs',
      version: '0.0.0',
      private: true,
      scripts: { dev: 'docgen serve --watch', build: 'docgen build', 'check-links': 'docgen check-links', serve: 'docgen serve' },
      devDependencies: { docgen: '^1.2.3' },
    });
    expect(await read('.gitignore')).toBe('node_modules/\nbuild/\n.docgen/\n');
    const workflow = await read('.github/workflows/docs.yml');
    expect(workflow).toMatch(/on:\n {2}push:/);
    expect(workflow).toContain('run: npm run check-links');
    expect(workflow).toContain('run: npm run build');
    expect(await read('docs/index.md')).toContain('# Welcome to Acme Docs');
  });

  it('writes pages that show front matter, admonitions, tabs, a titled code block with highlighted lines and internal links', async () => {
    await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    const pages = (await Promise.all(['docs/index.md', 'docs/getting-started.md', 'docs/writing-pages.md'].map(read))).join('\n');
    expect(pages).toMatch(/^---\ntitle: /m);
    expect(pages).toMatch(/^:::tip /m);
    expect(pages).toContain('<Tabs groupId=');
    expect(pages).toMatch(/^```js title="greet.js" \{2-3\}$/m);
    expect(pages).toContain('](./getting-started.md#admonitions)');
  });

  it('writes sites that pass check-links, with each search choice', async () => {
    for (const search of ['local', 'algolia', 'none'] as const) {
      const site = path.join(path.dirname(dir), search);
      await initSite({ dir: site, answers: { ...answers, search }, docgenVersion: '1.2.3', now });
      const run = docgen(['check-links', '--root', site]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^No broken links in 3 pages/);
      expect(run.status).toBe(0);
      const { config } = await loadSiteSettings(site, {});
      expect(config.navbar.items.some((i) => i.type === 'search')).toBe(search !== 'none');
      expect(config.search.appId ?? '').toBe('');
    }
    const { config } = await loadSiteSettings(path.join(path.dirname(dir), 'algolia'), { DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key' });
    expect(config.search).toMatchObject({ appId: 'APP', apiKey: 'key', indexName: 'docs' });
  }, 180_000);

  it('keeps a title with YAML and Markdown punctuation as written', async () => {
    const title = 'Acme: "Docs" {v2} <beta> #1';
    await initSite({ dir, answers: { ...answers, title }, docgenVersion: '1.2.3', now });
    const { config } = await loadSiteSettings(dir, {});
    expect(config.title).toBe(title);
    expect(config.navbar.title).toBe(title);
    expect(await read('docs/index.md')).toContain('# Welcome to Acme: "Docs" \\{v2\\} \\<beta\\> \\#1');
    const run = docgen(['check-links', '--root', dir]);
    expect(run.status).toBe(0);
  }, 60_000);

  it('changes nothing when run again with the same answers', async () => {
    await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    const again = await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    expect(new Set(again.files.map((f) => f.action))).toEqual(new Set(['unchanged']));
  });

  it('never overwrites a file that differs, and writes nothing then; --force overwrites it', async () => {
    await mkdir(path.join(dir, 'docs'), { recursive: true });
    await writeFile(path.join(dir, 'docs/index.md'), '# My own home page\n');
    await writeFile(path.join(dir, 'sidebars.yaml'), 'docs: [index]\n');
    const refused = await initSite({ dir, answers, docgenVersion: '1.2.3', now }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InitConflictError);
    expect((refused as InitConflictError).files.map((f) => f.path).sort()).toEqual(['docs/index.md', 'sidebars.yaml']);
    expect(await filesIn(dir)).toEqual(['docs/index.md', 'sidebars.yaml']);
    expect(await read('docs/index.md')).toBe('# My own home page\n');

    const forced = await initSite({ dir, answers, force: true, docgenVersion: '1.2.3', now });
    expect(forced.files.find((f) => f.path === 'docs/index.md')?.action).toBe('replace');
    expect(await read('docs/index.md')).toContain('# Welcome to Acme Docs');
    expect(await filesIn(dir)).toEqual(SITE_FILES);
  });

  it('adds the scripts and the docgen dependency to an existing package.json, keeping its other fields as they are', async () => {
    await mkdir(dir, { recursive: true });
    const existing = `{\n    "name": "acme-product",\n    "version": "3.1.0",\n    "type": "module",\n    "scripts": {\n        "test": "vitest",\n        "dev": "docgen serve --watch"\n    },\n    "dependencies": {\n        "left-pad": "^1.3.0"\n    }\n}\n`;
    await writeFile(path.join(dir, 'package.json'), existing);
    const result = await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    expect(result.files.find((f) => f.path === 'package.json')).toMatchObject({ action: 'update', detail: 'added scripts build, check-links, serve' });
    const text = await read('package.json');
    expect(
      text.startsWith('{\n    "name": "acme-product",\n    "version": "3.1.0",\n    "type": "module",\n    "scripts": {\n        "test": "vitest",\n'),
    ).toBe(true);
    expect(JSON.parse(text)).toEqual({
      name: 'acme-product',
      version: '3.1.0',
      type: 'module',
      scripts: { test: 'vitest', dev: 'docgen serve --watch', build: 'docgen build', 'check-links': 'docgen check-links', serve: 'docgen serve' },
      dependencies: { 'left-pad': '^1.3.0' },
      devDependencies: { docgen: '^1.2.3' },
    });
  });

  it('keeps an existing docgen dependency, and a script of the same name unless --force', async () => {
    await mkdir(dir, { recursive: true });
    const existing = `${JSON.stringify({ name: 'x', scripts: { build: 'tsc -b' }, dependencies: { docgen: 'file:../docgen-0.1.0.tgz' } }, null, 2)}\n`;
    await writeFile(path.join(dir, 'package.json'), existing);
    const refused = (await initSite({ dir, answers, docgenVersion: '1.2.3', now }).catch((e: unknown) => e)) as InitConflictError;
    expect(refused.files).toMatchObject([{ path: 'package.json', detail: 'script "build" is "tsc -b", not "docgen build"' }]);
    expect(await read('package.json')).toBe(existing);

    const forced = await initSite({ dir, answers, force: true, docgenVersion: '1.2.3', now });
    expect(forced.files.find((f) => f.path === 'package.json')?.detail).toBe('added scripts dev, check-links, serve; replaced scripts build');
    const pkg = JSON.parse(await read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies?: unknown };
    expect(pkg.scripts.build).toBe('docgen build');
    expect(pkg.dependencies).toEqual({ docgen: 'file:../docgen-0.1.0.tgz' });
    expect(pkg.devDependencies).toBeUndefined();
  });

  it('appends only the missing entries to an existing .gitignore', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '.gitignore'), 'node_modules\n/build\n*.log');
    const result = await initSite({ dir, answers, docgenVersion: '1.2.3', now });
    expect(result.files.find((f) => f.path === '.gitignore')).toMatchObject({ action: 'update', detail: 'added .docgen/' });
    expect(await read('.gitignore')).toBe('node_modules\n/build\n*.log\n\n# docgen\n.docgen/\n');
  });

  it('reports a package.json that is not JSON, and a folder that is a file, in one sentence', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{ "name": ');
    await expect(initSite({ dir, answers, docgenVersion: '1.2.3', now })).rejects.toThrow(
      /^package\.json is not valid JSON \(.*\); fix it, or remove it to get a new one$/,
    );
    await expect(initSite({ dir: path.join(dir, 'package.json'), answers, docgenVersion: '1.2.3', now })).rejects.toThrow(
      `cannot write a site into ${path.join(dir, 'package.json')}: it is a file, not a folder`,
    );
    await expect(initSite({ dir: path.join(dir, 'package.json', 'site'), answers, docgenVersion: '1.2.3', now })).rejects.toThrow(
      /^cannot read .*package\.json\/site: a part of the path is a file, not a folder$/,
    );
  });

  it('names a new package after its folder', () => {
    expect(packageNameFor('/work/My Docs!')).toBe('my-docs');
    expect(packageNameFor('/work/.site')).toBe('site');
    expect(packageNameFor('/')).toBe('docs');
  });
});

describe('docgen init on the command line', () => {
  it('takes the defaults with --yes, flags overriding them, and lists what it wrote', async () => {
    const run = docgen(['init', dir, '--yes', '--title', 'Flag Title', '--search', 'none']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`docgen init: wrote 8 files in ${dir} ("Flag Title", https://docs.example.com, search: none)`);
    expect(run.stdout).toMatch(/^ {2}created {3}site\.config\.yaml$/m);
    const { config } = await loadSiteSettings(dir, {});
    expect(config.title).toBe('Flag Title');
    const again = docgen(['init', dir, '--yes', '--title', 'Another Title']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`docgen: 2 files in ${dir} would be overwritten; nothing was written:`);
    expect(again.stderr).toContain('site.config.yaml: exists with other content');
    expect(again.stderr).toContain('run again with --force');
  });

  it('answers a bad flag or an unwritable folder with one message and a non-zero exit', async () => {
    const url = docgen(['init', dir, '--yes', '--url', 'https://acme.dev/docs']);
    expect(url.status).toBe(2);
    expect(url.stderr).toContain(`option '--url <url>' argument 'https://acme.dev/docs' is invalid. "https://acme.dev/docs" is not a site URL`);
    const search = docgen(['init', dir, '--yes', '--search', 'solr']);
    expect(search.status).toBe(2);
    expect(search.stderr).toContain('"solr" is not a search choice: use local, algolia, none');
    const unknown = docgen(['init', dir, '--yse']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--yse'");
    await mkdir(path.dirname(dir), { recursive: true });
    await writeFile(dir, 'a file');
    const blocked = docgen(['init', path.join(dir, 'site'), '--yes']);
    expect(blocked.status).toBe(1);
    expect(blocked.stderr).toBe(`docgen: cannot read ${path.join(dir, 'site')}: a part of the path is a file, not a folder\n`);
  });
});
