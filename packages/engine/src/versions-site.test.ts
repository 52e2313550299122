/**
 * The versioned fixture site (fixtures/site-versions, Docusaurus's layout: versions.json, versioned_docs,
 * versioned_sidebars) built end to end: routes per version, links kept inside their version, the shell's version
 * data, banners, badges, canonical URLs, the sitemap and the search records.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocRoute } from '@docgen/core';
import { buildSite, type BuildResult } from './index.js';
import { copyFixture, buildError } from './fixture-site.test-support.js';

let work: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(work, 'build', file), 'utf8');
const docRoute = (p: string) => result.graph.routes.find((r): r is DocRoute => r.kind === 'doc' && r.path === p);
/** The runtime's data embedded in a page: the shell's props. */
const shellOf = (html: string) => JSON.parse(/<script id="docgen-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]).shell;

beforeAll(async () => {
  work = await copyFixture('site-versions');
  result = await buildSite({ root: work, outDir: 'build', git: false });
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a site with two released versions and the current docs', () => {
  it('puts the last release at the docs root, the current docs at /next and older releases at /<name>', () => {
    expect(result.diagnostics).toEqual([]);
    const docs = result.graph.routes.filter((r) => r.kind === 'doc').map((r) => r.path);
    expect(docs).toEqual([
      '/docs/1.0/guides/deploy',
      '/docs/1.0/install',
      '/docs/1.0/intro',
      '/docs/1.0/setup',
      '/docs/configure',
      '/docs/guides/deploy',
      '/docs/install',
      '/docs/intro',
      '/docs/next/configure',
      '/docs/next/guides/deploy',
      '/docs/next/install',
      '/docs/next/intro',
      '/docs/next/streams',
    ]);
    expect(result.graph.versions.map((v) => [v.version.name, v.version.label, v.version.routeBase, v.version.banner, v.version.badge, v.mainDocPath])).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased', true, '/docs/next/intro'],
      ['2.0', '2.0', '/docs', 'none', true, '/docs/intro'],
      ['1.0', '1.0 (legacy)', '/docs/1.0', 'unmaintained', true, '/docs/1.0/intro'],
    ]);
  });

  it('parses a file unchanged across versions once, and stores its content tree once', () => {
    // 15 Markdown files: guides/deploy.md is the same in all three versions, install.md in the current docs and 2.0.
    expect(Object.keys(result.graph.pages)).toHaveLength(15);
    expect(result.parsed).toBe(12);
    const keyOf = (file: string) => result.graph.pages[file].contentKey;
    expect(keyOf('versioned_docs/version-1.0/guides/deploy.md')).toBe(keyOf('docs/guides/deploy.md'));
    expect(result.graph.pages['versioned_docs/version-1.0/guides/deploy.md'].source).toBe('versioned_docs/version-1.0/guides/deploy.md');
    expect(keyOf('versioned_docs/version-1.0/install.md')).not.toBe(keyOf('docs/install.md'));
  });

  it('resolves .md links inside their own version', async () => {
    expect(result.graph.linkTargets['/docs/next/intro']).toEqual({ './install.md': '/docs/next/install' });
    expect(result.graph.linkTargets['/docs/install']).toEqual({ 'configure.md#profiles': '/docs/configure#profiles' });
    expect(result.graph.linkTargets['/docs/1.0/install']).toEqual({ './setup.md': '/docs/1.0/setup' });
    expect(await read('docs/1.0/install.html')).toContain('<a href="/docs/1.0/setup">set it up</a>');
  });

  it("builds each version's sidebars, from YAML, Docusaurus's JSON and its shorthand", () => {
    expect(Object.keys(result.graph.sidebars)).toEqual(['guide@current', 'guide', 'guide@1.0']);
    const labels = (key: string) => result.graph.sidebars[key].map((i) => i.label);
    expect(labels('guide@current')).toEqual(['Introduction', 'Install', 'Configure', 'Streams', 'Guides']);
    expect(labels('guide')).toEqual(['Introduction', 'Install', 'Configure', 'Guides']);
    expect(labels('guide@1.0')).toEqual(['Getting started', 'Guides']);
    expect(docRoute('/docs/1.0/setup')).toMatchObject({ sidebarId: 'guide@1.0', version: '1.0', breadcrumbs: [{ label: 'Getting started' }] });
    // Generated index pages per version, from each version's own _category_ file.
    expect(result.graph.routes.filter((r) => r.kind === 'category-index').map((r) => [r.path, (r as { versionPaths: unknown }).versionPaths])).toEqual([
      ['/docs/category/guides', { current: '/docs/next/category/guides' }],
      ['/docs/next/category/guides', { '2.0': '/docs/category/guides' }],
    ]);
  });

  it('knows each page in the other versions by its doc id', () => {
    expect(docRoute('/docs/next/install')!.versionPaths).toEqual({ '2.0': '/docs/install', '1.0': '/docs/1.0/install' });
    expect(docRoute('/docs/1.0/setup')!.versionPaths).toEqual({});
    expect(docRoute('/docs/next/streams')!.versionPaths).toEqual({});
  });

  it('shows the banner of unreleased and unmaintained versions, linking to the page in the last version, and the badge', async () => {
    const next = await read('docs/next/install.html');
    expect(next).toContain('This is unreleased documentation for Kite Next version.');
    expect(next).toContain('For up-to-date documentation, see the <b><a href="/docs/install" data-preferred-version="2.0">latest version</a></b> (2.0).');
    expect(next).toContain('<span class="version-badge">Version: Next</span>');
    const old = await read('docs/1.0/setup.html');
    expect(old).toContain('This is documentation for Kite 1.0 (legacy), which is no longer actively maintained.');
    // No counterpart in 2.0: the banner leads to 2.0's main doc.
    expect(old).toContain('<a href="/docs/intro" data-preferred-version="2.0">latest version</a>');
    const last = await read('docs/install.html');
    expect(last).not.toContain('version-banner');
    expect(last).toContain('Version: 2.0');
    expect(await read('docs/next/category/guides.html')).toContain('This is unreleased documentation');
  });

  it("gives each version's page its own canonical URL and the version to search crawlers", async () => {
    const old = await read('docs/1.0/install.html');
    expect(old).toContain('<link rel="canonical" href="https://kite.test/docs/1.0/install">');
    expect(old).toContain('<meta name="docsearch:version" content="1.0">');
    expect(old).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-1.0">');
  });

  it('hands the shell every version, and each page its version and counterparts', async () => {
    const shell = shellOf(await read('docs/next/install.html'));
    expect(shell.version).toBe('current');
    expect(shell.versionPaths).toEqual({ '2.0': '/docs/install', '1.0': '/docs/1.0/install' });
    expect(
      shell.site.versions.map((v: { name: string; sidebarFirstLinks: unknown; navbarDocPaths: unknown }) => [v.name, v.sidebarFirstLinks, v.navbarDocPaths]),
    ).toEqual([
      ['current', { guide: '/docs/next/intro' }, { install: '/docs/next/install' }],
      ['2.0', { guide: '/docs/intro' }, { install: '/docs/install' }],
      ['1.0', { guide: '/docs/1.0/intro' }, { install: '/docs/1.0/install' }],
    ]);
    const data = JSON.parse(await read('_data/docs/1.0/install.json'));
    expect(data).toMatchObject({ version: '1.0', versionPaths: { current: '/docs/next/install', '2.0': '/docs/install' }, sidebarId: 'guide@1.0' });
    expect(JSON.parse(await read('_data/sidebars/guide@1.0.json'))[0].label).toBe('Getting started');
    // Outside the docs, links lead to the last version until the reader's preference is known.
    const home = await read('index.html');
    expect(home).toContain('<a class="navbar__link" href="/docs/intro">Guide</a>');
    expect(home).toContain('<a class="navbar__link" href="/docs/install">Install</a>');
  });

  it('lists every version in the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    for (const route of ['/docs/intro', '/docs/next/intro', '/docs/1.0/intro', '/docs/1.0/setup', '/docs/next/streams'])
      expect(sitemap).toContain(`<loc>https://kite.test${route}</loc>`);
  });

  it('tags search records with their version', async () => {
    const records = JSON.parse(await read('_search/records.json')) as Array<{ url: string; version?: string; docusaurus_tag: string }>;
    const of = (url: string) => records.find((r) => r.url === `https://kite.test${url}`);
    expect(of('/docs/1.0/setup')).toMatchObject({ version: '1.0', docusaurus_tag: 'docs-default-1.0' });
    expect(of('/docs/next/streams')).toMatchObject({ version: 'current', docusaurus_tag: 'docs-default-current' });
    expect(of('/versions')).toMatchObject({ docusaurus_tag: 'default' });
    expect(of('/versions')!.version).toBeUndefined();
  });
});

describe('versions and their problems', () => {
  it('reports a link to a page its version lacks at its place', async () => {
    const root = await copyFixture('site-versions');
    try {
      await writeFile(path.join(root, 'versioned_docs/version-1.0/setup.md'), '# Setup\n\nSee [streams](./streams.md) and [configure](configure).\n');
      const error = await buildError({ root, outDir: 'build', cacheDir: false });
      expect(error.diagnostics.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
        ['versioned_docs/version-1.0/setup.md', 3, 5, 'no such file (versioned_docs/version-1.0/streams.md)'],
        ['versioned_docs/version-1.0/setup.md', 3, 33, 'broken link: no page or file at /docs/1.0/configure'],
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('builds only the versions asked for with onlyIncludeVersions', async () => {
    const root = await copyFixture('site-versions');
    try {
      const config = await readFile(path.join(root, 'site.config.yaml'), 'utf8');
      await writeFile(
        path.join(root, 'site.config.yaml'),
        config.replace(/ {2}versions:\n {4}"1\.0":\n {6}label: 1\.0 \(legacy\)\n/, '  onlyIncludeVersions: [current, "2.0"]\n'),
      );
      const built = await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
      expect(built.graph.versions.map((v) => v.version.name)).toEqual(['current', '2.0']);
      expect(built.graph.routes.some((r) => r.path.startsWith('/docs/1.0'))).toBe(false);
      // The link of pages/versions.md to /docs/1.0/intro leads into a version left out, which is not a broken link.
      expect(built.diagnostics).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reports versions.json and docs options that name what does not exist, at their place', async () => {
    const root = await copyFixture('site-versions');
    try {
      await writeFile(path.join(root, 'versions.json'), '["2.0", "1.0", "0.9"]\n');
      let error = await buildError({ root, outDir: 'build', cacheDir: false });
      expect(error.diagnostics.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
        ['versions.json', 1, 16, 'version "0.9" has no docs folder (looked for versioned_docs/version-0.9/)'],
      ]);
      await writeFile(path.join(root, 'versions.json'), '["2.0", "1.0"]\n');
      const config = await readFile(path.join(root, 'site.config.yaml'), 'utf8');
      await writeFile(path.join(root, 'site.config.yaml'), config.replace('  versions:\n', '  lastVersion: "3.0"\n  versions:\n'));
      error = await buildError({ root, outDir: 'build', cacheDir: false });
      expect(error.diagnostics.map((d) => [d.file, d.line, d.column, d.message, d.hint])).toEqual([
        ['site.config.yaml', 20, 16, 'docs.lastVersion names unknown version "3.0"', 'Versions: "current", "2.0", "1.0".'],
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
