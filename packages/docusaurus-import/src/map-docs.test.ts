import { describe, expect, it } from 'vitest';
import { docsOptionsPlace, mapDocs, routeBasePathOf } from './map-docs.js';
import { mapRedirects } from './map-redirects.js';
import { pluginSetup } from './plugins.js';
import { inventoryOf, noteLines, written } from './test-support.js';
import type { Dict } from './values.js';

const inventory = inventoryOf({ 'intro.md': '# Intro\n', 'guides/install.md': '# Install\n' });

function docs(text: string) {
  const { value, locate, notes } = written(text);
  const setup = pluginSetup(value, '/site');
  const out = mapDocs(setup.docs as Dict, {
    notes,
    at: docsOptionsPlace(setup, locate),
    docsPath: 'docs',
    inventory,
    mainDoc: 'intro',
    themeConfig: (value.themeConfig as Dict) ?? {},
  });
  return { docs: out, notes: noteLines(notes) };
}

describe('docs options → docs', () => {
  it("writes Docusaurus's defaults where docgen's differ", () => {
    // Documented defaults: routeBasePath "docs", showLastUpdateTime false.
    expect(docs("module.exports = {presets: [['classic', {}]]};").docs).toEqual({
      path: 'docs',
      routeBasePath: '/docs',
      showLastUpdateTime: false,
      version: { mainDoc: 'intro' },
    });
    expect(routeBasePathOf({ routeBasePath: '/' })).toBe('/');
    expect(routeBasePathOf({ routeBasePath: 'manual/' })).toBe('/manual');
  });

  it('carries the docs options and the theme settings of docs', () => {
    const { docs: out, notes } = docs(`module.exports = {
  presets: [['@docusaurus/preset-classic', {docs: {
    routeBasePath: '/', editUrl: 'https://github.com/o/r/edit/main/website/', showLastUpdateTime: true,
    breadcrumbs: false, sidebarCollapsible: false, versions: {current: {label: 'Canary'}},
  }}]],
  themeConfig: {docs: {sidebar: {hideable: true, autoCollapseCategories: true}}, tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5}},
};`);
    expect(notes).toEqual([]);
    expect(out).toEqual({
      path: 'docs',
      routeBasePath: '/',
      breadcrumbs: false,
      showLastUpdateTime: true,
      sidebar: { collapsible: false, hideable: true, autoCollapseCategories: true },
      toc: { minHeadingLevel: 2, maxHeadingLevel: 5 },
      editUrl: 'https://github.com/o/r/edit/main/website/',
      version: { mainDoc: 'intro' },
      versions: { current: { label: 'Canary' } },
    });
  });

  it('reads the Docusaurus 2 names of the sidebar theme settings', () => {
    expect(
      docs("module.exports = {presets: [['classic', {}]], themeConfig: {hideableSidebar: true, autoCollapseSidebarCategories: true}};").docs.sidebar,
    ).toEqual({
      hideable: true,
      autoCollapseCategories: true,
    });
  });

  it('carries the versions options as they are', () => {
    // Documented options of the docs plugin: versions (label, path, banner, badge, className, noIndex), lastVersion,
    // onlyIncludeVersions, includeCurrentVersion, disableVersioning.
    const { docs: out, notes } = docs(`module.exports = {presets: [['classic', {docs: {
  lastVersion: 'current', onlyIncludeVersions: ['current', '2.0'], includeCurrentVersion: true,
  versions: {current: {label: 'Edge', path: 'edge', banner: 'none', badge: false}, '2.0': {className: 'v2', noIndex: true, banner: 'loud'}},
}}]]};`);
    expect(out).toMatchObject({
      lastVersion: 'current',
      onlyIncludeVersions: ['current', '2.0'],
      versions: { current: { label: 'Edge', path: 'edge', banner: 'none', badge: false }, '2.0': { className: 'v2', noIndex: true } },
    });
    expect(out.includeCurrentVersion).toBeUndefined();
    expect(notes).toEqual(['docusaurus.config.js:3:3 versions.2.0.banner "loud"']);
  });

  it('finds the base URL of an editUrl function by asking it about every doc', () => {
    // Documented: editUrl may be a function of {version, versionDocsDirPath, docPath, permalink, locale}.
    const { docs: out, notes } = docs(
      "module.exports = {plugins: [['content-docs', {editUrl: ({versionDocsDirPath, docPath}) => `https://git.example.com/edit/${versionDocsDirPath}/${docPath}`}]]};",
    );
    expect(out.editUrl).toBe('https://git.example.com/edit/');
    expect(notes).toEqual([]);
    const locale = docs("module.exports = {plugins: [['content-docs', {editUrl: ({locale, docPath}) => `https://git.example.com/${locale}/${docPath}`}]]};");
    expect(locale.docs.editUrl).toBeUndefined();
    expect(locale.notes).toEqual(['docusaurus.config.js:1:47 editUrl written as a function']);
  });

  it('reports the options docgen does not take', () => {
    const { notes } = docs(`module.exports = {presets: [['classic', {docs: {
  showLastUpdateAuthor: true, numberPrefixParser: false, exclude: ['**/drafts/**'],
  recmaPlugins: [[function recmaX() {}, {strict: false}]], docItemComponent: '@site/src/DocItem',
  sidebarItemsGenerator: async () => [], tags: 'tags.yml', versions: {current: {banner: 'unreleased'}, '1.0': {label: 'v1'}},
}}]]};`);
    expect(notes).toEqual([
      'docusaurus.config.js:2:3 showLastUpdateAuthor',
      'docusaurus.config.js:4:3 sidebarItemsGenerator',
      'docusaurus.config.js:2:31 numberPrefixParser: false',
      'docusaurus.config.js:2:58 include / exclude patterns of the docs',
      'docusaurus.config.js:3:3 recmaPlugins: function recmaX',
      'docusaurus.config.js:3:60 docItemComponent: @site/src/DocItem',
      'docusaurus.config.js:4:42 docs option tags',
    ]);
  });
});

describe('plugin-client-redirects → redirects', () => {
  function redirects(text: string, routes: string[]) {
    const { value, locate, notes } = written(text);
    const setup = pluginSetup(value, '/site');
    return {
      redirects: mapRedirects(setup.redirects, { notes, locate, baseUrl: str(value.baseUrl) ?? '/', routes }),
      notes: noteLines(notes),
      info: notes.info,
    };
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

  it('writes one redirect per "from", and runs createRedirects against every route', () => {
    const {
      redirects: out,
      notes,
      info,
    } = redirects(
      `module.exports = {baseUrl: '/', plugins: [['@docusaurus/plugin-client-redirects', {
  fromExtensions: ['html', 'htm'],
  redirects: [{to: '/docs/new', from: '/docs/old'}, {to: '/docs/new', from: ['/docs/older', '/docs/oldest']}, {to: 'https://elsewhere.example.com', from: '/away'}, {to: '/docs/b', from: '/docs/a'}],
  createRedirects(existingPath) {
    if (existingPath.includes('/docs/team/')) return [existingPath.replace('/docs/team/', '/community/')];
    return undefined;
  },
}]]};`,
      ['/docs/new', '/docs/a', '/docs/b', '/docs/team/alice', '/docs/team/bob'],
    );
    expect(out).toEqual([
      { from: '/docs/old', to: '/docs/new' },
      { from: '/docs/older', to: '/docs/new' },
      { from: '/docs/oldest', to: '/docs/new' },
      { from: '/community/alice', to: '/docs/team/alice' },
      { from: '/community/bob', to: '/docs/team/bob' },
    ]);
    expect(notes).toEqual([
      'docusaurus.config.js:3:155 redirect to the external URL https://elsewhere.example.com',
      // Like the plugin: a redirect is not written over a page that exists.
      'docusaurus.config.js:3:187 redirect from /docs/a',
      'docusaurus.config.js:2:3 fromExtensions htm',
    ]);
    expect(info).toEqual(['fromExtensions "html": docgen writes each page as <route>.html, so /docs/intro.html is served as it is']);
  });

  it('gives createRedirects the paths with the base URL, and strips it from the answers', () => {
    const { redirects: out } = redirects(
      `module.exports = {baseUrl: '/site/', plugins: [['client-redirects', {createRedirects: (p) => p.startsWith('/site/docs/') ? p.replace('/site/docs/', '/site/manual/') : undefined}]]};`,
      ['/docs/intro'],
    );
    expect(out).toEqual([{ from: '/manual/intro', to: '/docs/intro' }]);
  });
});

describe('presets and plugins', () => {
  it('finds the docs, pages and blog options whichever way they are declared', () => {
    const preset = pluginSetup(
      written(
        "module.exports = {presets: [['classic', {docs: {path: 'guides'}, blog: false, pages: {path: 'pages'}, theme: {customCss: './c.css'}, gtag: {trackingID: 'G'}}]]};",
      ).value,
      '/site',
    );
    expect(preset).toMatchObject({
      docs: { path: 'guides' },
      docsFrom: 'preset',
      blog: false,
      pages: { path: 'pages' },
      theme: { customCss: './c.css' },
      presetPlugins: [{ key: 'gtag' }],
    });
    // The classic preset enables the blog without options, and the sitemap.
    expect(pluginSetup(written("module.exports = {presets: ['@docusaurus/preset-classic']};").value, '/site')).toMatchObject({
      docs: {},
      blog: undefined,
      sitemap: undefined,
      pages: {},
    });
    const plugins = pluginSetup(
      written(
        "module.exports = {plugins: [['content-docs', {path: 'a'}], ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community'}], 'docusaurus-plugin-content-pages', ['@docusaurus/plugin-sitemap', {changefreq: 'daily'}], 'docusaurus-plugin-sass', () => ({name: 'inline'})]};",
      ).value,
      '/site',
    );
    expect(plugins.docs).toEqual({ path: 'a' });
    expect(plugins.docsFrom).toBe('plugin');
    expect(plugins.extraDocs.map((p) => p.options.id)).toEqual(['community']);
    expect(plugins.pages).toEqual({});
    expect(plugins.sitemap).toEqual({ changefreq: 'daily' });
    expect(plugins.others.map((p) => p.name)).toEqual(['docusaurus-plugin-sass', 'an inline plugin']);
  });

  it('has no docs without the classic preset or a docs plugin', () => {
    expect(pluginSetup(written("module.exports = {presets: [['classic', {docs: false}]]};").value, '/site').docs).toBe(false);
    expect(pluginSetup(written('module.exports = {};').value, '/site').docs).toBe(false);
  });
});
