import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSidebars, parseSiteConfig } from '@docgen/config';
import { isDiagnosticError } from '@docgen/core';
import { importDocusaurus } from './import.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

/** A copy of a fixture project to import into (the import writes beside the configuration). */
async function copyOf(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-import-${name}-`));
  temps.push(dir);
  await cp(fixture(name), dir, { recursive: true });
  return dir;
}

const readYaml = async (file: string) => parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('importing a Docusaurus project', () => {
  it('writes the configuration of the classic fixture, which docgen accepts as it is', async () => {
    const dir = await copyOf('classic');
    const result = await importDocusaurus({ projectDir: dir });
    expect(result.read).toEqual(['docusaurus.config.js', 'sidebars.js']);
    expect(result.written).toEqual(['site.config.yaml', 'sidebars.yaml']);
    const siteText = await readFile(path.join(dir, 'site.config.yaml'), 'utf8');
    const sidebarsText = await readFile(path.join(dir, 'sidebars.yaml'), 'utf8');
    // docgen's own validation of what was written.
    expect(() => parseSiteConfig({ file: 'site.config.yaml', text: siteText })).not.toThrow();
    expect(() => parseSidebars({ file: 'sidebars.yaml', text: sidebarsText })).not.toThrow();
    expect(siteText).toMatch(/^# Site configuration for docgen, imported from docusaurus.config.js by `docgen import-docusaurus`\./);
    expect(parse(siteText)).toEqual({
      title: 'Orbit Docs',
      tagline: 'Schedule batch jobs on any cluster',
      url: 'https://orbit.example.com',
      baseUrl: '/',
      trailingSlash: false,
      favicon: 'img/favicon.svg',
      image: 'img/social-card.png',
      // Every locale carries over (the project has no translations yet: fr shows the English text).
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      navbar: {
        title: 'Orbit',
        logo: { src: 'img/logo.svg', alt: 'Orbit logo', width: 32, height: 32 },
        items: [
          { type: 'docSidebar', sidebarId: 'guides', label: 'Introduction', position: 'left' },
          { type: 'doc', docId: 'reference/cli', label: 'CLI', position: 'left' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'left',
            items: [
              { type: 'doc', docId: 'intro', label: 'intro' },
              { type: 'doc', docId: 'reference/cli', label: 'Reference' },
              { type: 'link', label: 'Status page', href: 'https://status.orbit.example.com' },
            ],
          },
          { type: 'link', label: 'About', to: '/about', position: 'left' },
          { type: 'docsVersion', position: 'left' },
          { type: 'docsVersionDropdown', position: 'right' },
          { type: 'localeDropdown', position: 'right' },
          { type: 'search', position: 'right' },
          { type: 'link', label: 'GitHub repository', href: 'https://github.com/orbit/orbit', position: 'right', className: 'header-github-link' },
        ],
      },
      footer: {
        links: [
          { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] },
          {
            title: 'Community',
            items: [
              { label: 'Forum', href: 'https://forum.orbit.example.com' },
              { label: 'Chat', href: 'https://chat.orbit.example.com' },
            ],
          },
        ],
        logo: { src: 'img/logo.svg', alt: 'Orbit', href: 'https://orbit.example.com', width: 40, height: 40 },
        copyright: 'Copyright © 2024 Orbit Labs. Built with Docusaurus.',
      },
      docs: {
        path: 'docs',
        routeBasePath: '/docs',
        showLastUpdateTime: true,
        sidebar: { hideable: true },
        toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
        editUrl: 'https://github.com/orbit/orbit-docs/tree/main/',
        version: { mainDoc: 'intro' },
      },
      announcementBar: {
        id: 'orbit-2',
        content: 'Orbit 2 is out: <a href="/docs/intro">see what changed</a>.',
        backgroundColor: '#20232a',
        textColor: '#ffffff',
        isCloseable: false,
      },
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      search: { appId: 'ORBIT0APP', apiKey: 'public-search-key', indexName: 'orbit', contextualSearch: true },
      redirects: [
        { from: '/', to: '/docs/intro' },
        { from: '/docs/getting-started', to: '/docs/intro' },
        { from: '/docs/setup', to: '/docs/guides/installation' },
        { from: '/docs/install', to: '/docs/guides/installation' },
        { from: '/docs/api/cli', to: '/docs/reference/cli' },
        { from: '/docs/api/config', to: '/docs/reference/config' },
        { from: '/docs/api/media', to: '/docs/reference/media' },
      ],
      metadata: [{ name: 'keywords', content: 'orbit, batch jobs, scheduler' }],
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
      staticDir: 'static',
      pagesDir: 'src/pages',
    });
    expect(parse(sidebarsText)).toEqual({
      guides: [
        'intro',
        {
          type: 'category',
          label: 'Guides',
          link: { type: 'generated-index', slug: '/guides', title: 'All guides', description: 'Install Orbit, run a first job, and scale out.' },
          items: [{ type: 'autogenerated', dirName: 'guides' }],
        },
        { type: 'link', label: 'Changelog', href: 'https://github.com/orbit/orbit/releases' },
      ],
      reference: [
        { type: 'category', label: 'Command line', items: ['reference/cli', { type: 'doc', id: 'reference/config', label: 'Configuration file' }] },
        { type: 'category', label: 'Concepts', items: [{ type: 'link', label: 'What is Orbit', href: '/docs/intro' }, 'reference/media'] },
      ],
    });
    // Configuration first, then sidebars, then the project's files.
    expect(result.notes.notCarried.map((d) => `${d.file} ${d.message}`)).toEqual([
      'docusaurus.config.js code themes prism-react-renderer.themes.github and prism-react-renderer.themes.dracula',
      'docusaurus.config.js algolia.searchPagePath',
      'docusaurus.config.js dropdown item of type "html"',
      'docusaurus.config.js navbar link "Blog" to /blog',
      'docusaurus.config.js navbar HTML item "<span class=\\"badge\\">beta</span>"',
      'docusaurus.config.js navbar link without a label (to https://github.com/orbit/orbit)',
      'docusaurus.config.js footer style "dark"',
      'docusaurus.config.js HTML of the footer copyright',
      'docusaurus.config.js plugin @docusaurus/plugin-ideal-image',
      'docusaurus.config.js @docusaurus/plugin-google-gtag (the classic preset\'s "gtag")',
      'docusaurus.config.js custom CSS src/css/custom.css',
      'sidebars.js sidebar HTML item "<small>Questions? Ask on the forum.</small>"',
      'src/pages/index.js React page / (src/pages/index.js)',
      'blog the blog (1 post in blog/)',
      'src/theme/Footer/index.js swizzled component Footer',
      "docs/guides/advanced/_category_.json keywords of a category's generated index",
      'docs/guides/02-first-job.md front matter "tags" (in 1 doc)',
      'docs/reference/config.md front matter "displayed_sidebar" (in 1 doc)',
    ]);
    expect(result.notes.notCarried.every((d) => d.hint && d.severity === 'warning')).toBe(true);
    expect(result.notes.info).toContain('@docusaurus/plugin-sitemap: docgen writes sitemap.xml and robots.txt on every build');
    expect(result.notes.info).toContain('remarkPlugins: remark-math: docgen reads $…$ and $$ math itself (markdown.math)');
    expect(result.problems).toEqual([]);
  });

  it('imports a TypeScript project: base URL dropped, docs at the root, pages copied beside React pages docgen would load', async () => {
    const dir = await copyOf('typescript');
    const result = await importDocusaurus({ projectDir: dir });
    const site = await readYaml(path.join(dir, 'site.config.yaml'));
    expect(site).toMatchObject({
      url: 'https://kite.example.org',
      baseUrl: '/',
      favicon: 'img/kite.svg',
      navbar: {
        items: [
          { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
          { type: 'search', position: 'right' },
        ],
      },
      docs: {
        routeBasePath: '/',
        editUrl: 'https://gitlab.example.com/kite/kite-docs/-/edit/main/',
        version: { mainDoc: 'intro' },
        versions: { current: { label: 'Latest' } },
      },
    });
    // The intro doc is at / (slug: /): no redirect is needed.
    expect(site.redirects).toBeUndefined();
    // The Markdown pages (and the image beside one) are copied; docgen's default pages folder needs no setting.
    expect(result.pages).toMatchObject({ copied: true, pagesDir: 'pages', reason: ['showcase.tsx'] });
    expect(result.written).toEqual(['site.config.yaml', 'sidebars.yaml', 'pages/faq.md', 'pages/img/kite.svg']);
    expect(site.pagesDir).toBeUndefined();
    expect(existsSync(path.join(dir, 'pages/showcase.tsx'))).toBe(false);
    expect(await readYaml(path.join(dir, 'sidebars.yaml'))).toEqual({
      docs: ['intro', { type: 'category', label: 'Tutorial', collapsed: false, items: [{ type: 'autogenerated', dirName: 'tutorial' }] }],
    });
  });

  it('imports an ES module configuration exported as an async function', async () => {
    const dir = await copyOf('esm');
    await importDocusaurus({ projectDir: dir });
    const site = await readYaml(path.join(dir, 'site.config.yaml'));
    expect(site).toMatchObject({
      title: 'Quill 3.1',
      navbar: {
        items: [
          { type: 'docSidebar', sidebarId: 'manual', label: 'Start writing' },
          { type: 'docSidebar', sidebarId: 'api-reference', label: 'API' },
        ],
      },
      docs: { routeBasePath: '/manual', version: { mainDoc: 'start' } },
      redirects: [
        { from: '/', to: '/manual/start' },
        { from: '/manual/old-start', to: '/manual/start' },
      ],
      metadata: [
        { name: 'robots', content: 'noindex, nofollow' },
        { name: 'theme-color', content: '#663399' },
      ],
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'throw',
    });
    expect(Object.keys(await readYaml(path.join(dir, 'sidebars.yaml')))).toEqual(['manual', 'api-reference']);
  });

  it('writes elsewhere with --out, pointing back at the project, and keeps edit links on the same files', async () => {
    const dir = await copyOf('classic');
    const out = path.join(dir, 'docgen');
    await importDocusaurus({ projectDir: dir, outDir: out });
    const site = await readYaml(path.join(out, 'site.config.yaml'));
    expect(site).toMatchObject({
      staticDir: '../static',
      pagesDir: '../src/pages',
      docs: { path: '../docs', editUrl: 'https://github.com/orbit/orbit-docs/tree/main/docgen/' },
    });
    // docgen appends the doc's path as the site names it; the browser resolves it to the file Docusaurus linked.
    expect(new URL('https://github.com/orbit/orbit-docs/tree/main/docgen/../docs/intro.md').href).toBe(
      'https://github.com/orbit/orbit-docs/tree/main/docs/intro.md',
    );
    expect(existsSync(path.join(dir, 'site.config.yaml'))).toBe(false);
  });

  it('leaves the edit URL out when the output folder is outside the folder it names', async () => {
    const dir = await copyOf('classic');
    const out = `${dir}-docgen`;
    temps.push(out);
    const result = await importDocusaurus({ projectDir: dir, outDir: out });
    const site = await readYaml(path.join(out, 'site.config.yaml'));
    const back = path.relative(out, dir).split(path.sep).join('/');
    expect(site).toMatchObject({ staticDir: `${back}/static`, docs: { path: `${back}/docs` } });
    expect((site.docs as Record<string, unknown>).editUrl).toBeUndefined();
    expect(result.notes.notCarried.map((d) => d.message)).toContain('editUrl, with the output folder outside the folder it names');
  });

  it('refuses to replace the files unless told to', async () => {
    const dir = await copyOf('esm');
    await writeFile(path.join(dir, 'sidebars.yaml'), 'kept: []\n');
    let error: unknown;
    try {
      await importDocusaurus({ projectDir: dir });
    } catch (e) {
      error = e;
    }
    expect(isDiagnosticError(error) && error.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual(['sidebars.yaml sidebars.yaml already exists']);
    expect(existsSync(path.join(dir, 'site.config.yaml'))).toBe(false);
    expect(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8')).toBe('kept: []\n');
    await importDocusaurus({ projectDir: dir, force: true });
    expect(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8')).toContain('manual:');
  });

  it('returns the problems docgen will stop at, in docs Docusaurus would read', async () => {
    const dir = await copyOf('esm');
    await writeFile(path.join(dir, 'docs/writing.md'), '---\nsidebar_position: first\n---\n# Writing\n');
    const result = await importDocusaurus({ projectDir: dir });
    expect(result.problems).toMatchObject([
      { severity: 'error', file: 'docs/writing.md', line: 2, column: 19, message: 'front matter "sidebar_position" must be a number' },
    ]);
  });
});
