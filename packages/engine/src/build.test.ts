import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from './index.js';
import { copyFixture, buildError } from './fixture-site.test-support.js';

let work: string;
let out: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  work = await copyFixture('site-basic');
  out = path.join(work, 'build');
  result = await buildSite({ root: work, outDir: 'build', git: false });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('building the fixture site', () => {
  it('writes one clean-URL file per route, plus sitemap, robots and static files', async () => {
    const expected = [
      'index.html',
      'about.html',
      'guide/intro.html',
      'guide/setup.html',
      'guide/advanced/tuning.html',
      'guide/advanced/scaling.html',
      'category/advanced.html',
      'category/config-files.html',
      'reference/cli.html',
      'reference/config.html',
      'standalone.html',
      'search.html',
      '404.html',
      'old/intro.html',
      'sitemap.xml',
      'robots.txt',
      'img/logo.svg',
    ];
    for (const file of expected) await expect(read(file), file).resolves.toBeTypeOf('string');
    expect(result.pages).toBe(14);
    expect(result.diagnostics).toEqual([]);
  });

  it('titles pages "Page | Site" and fills the head', async () => {
    const html = await read('guide/intro.html');
    expect(html).toContain('<title>Introduction | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="Start here.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/guide/intro">');
    expect(html).toContain('<link rel="alternate" href="https://fixture.test/guide/intro" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://fixture.test/guide/intro" hreflang="x-default">');
    expect(html).toContain('<meta property="og:title" content="Introduction | Fixture Docs">');
    expect(html).toContain('<meta property="og:image" content="https://fixture.test/img/card.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/css\/theme\.[a-z0-9]+\.css">/);
    expect(await read('index.html')).toContain('<title>Fixture home | Fixture Docs</title>');
  });

  it('renders the shell: skip link, announcement, navbar, sidebar with the active doc, breadcrumbs, TOC, footer', async () => {
    const html = await read('guide/advanced/tuning.html');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html).toContain('data-announcement-id="fixture-1"');
    expect(html).toMatch(/<a class="navbar__link navbar__link--active" href="\/guide\/intro" aria-current="page">Guide<\/a>/);
    expect(html).toContain('<a class="menu__link menu__link--active" href="/guide/advanced/tuning" aria-current="page">Tuning</a>');
    // The active doc's category is open; breadcrumbs lead through it.
    expect(html).toMatch(
      /menu__item--category menu__item--active[^>]*><div class="menu__category"><a class="menu__link menu__link--category" href="\/category\/advanced">Advanced<\/a>/,
    );
    expect(html).toContain('<a class="breadcrumbs__link" href="/category/advanced">Advanced</a>');
    expect(html).toContain('Copyright Fixture');
    expect(html).toContain('<h1>Tuning</h1>');
  });

  it('rewrites Markdown links and copies images with hashed names and their size', async () => {
    const html = await read('guide/intro.html');
    expect(html).toContain('<a href="/guide/setup#requirements">the setup</a>');
    expect(html).toContain('<a href="/reference/cli">CLI</a>');
    const images = [...html.matchAll(/<img src="(\/assets\/files\/flow-[a-z0-9]+\.svg)" width="120" height="60"/g)].map((m) => m[1]);
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(images[1]);
    await expect(read(images[0].slice(1))).resolves.toContain('<svg');
  });

  it('shows the table of contents, last update, edit link and pagination of a doc', async () => {
    const html = await read('guide/intro.html');
    expect(html).toContain('<nav class="toc" aria-label="On this page">');
    expect(html).toContain('href="#first-steps"');
    expect(html).toContain('href="#details"');
    expect(html).toMatch(/Last updated on <time dateTime="[^"]+">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/);
    expect(html).toContain('href="https://github.com/fixture/docs/tree/main/docs/guide/intro.md"');
    expect(html).toMatch(/pagination-nav__link--next" href="\/guide\/setup" rel="next">.*Setup/);
  });

  it('renders generated category index pages with cards', async () => {
    const html = await read('category/advanced.html');
    expect(html).toContain('<h1>Advanced</h1>');
    expect(html).toContain('Advanced topics.');
    expect(html).toMatch(/class="card card--doc" href="\/guide\/advanced\/tuning">/);
    expect(await read('category/config-files.html')).toContain('Every configuration file.');
  });

  it('renders docs outside every sidebar, and standalone pages, without a sidebar', async () => {
    for (const file of ['standalone.html', 'about.html', 'index.html']) {
      const html = await read(file);
      expect(html, file).not.toContain('class="sidebar"');
      expect(html, file).toContain('class="navbar"');
    }
    expect(await read('about.html')).toContain('<h1>About the fixture</h1>');
    expect(await read('index.html')).toContain('<div class="fixture-home"><h1>Fixture home page</h1></div>');
  });

  it('writes redirect pages, the 404 page, sitemap and robots', async () => {
    const redirect = await read('old/intro.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/guide/intro">');
    expect(redirect).toContain('<link rel="canonical" href="https://fixture.test/guide/intro">');
    expect(redirect).toContain('window.location.replace("/guide/intro"');
    const notFound = await read('404.html');
    expect(notFound).toContain('<h1>Page Not Found</h1>');
    expect(notFound).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.test/guide/intro</loc>');
    expect(sitemap).not.toContain('/old/intro');
    expect(sitemap).not.toContain('/404');
    expect(await read('robots.txt')).toContain('Sitemap: https://fixture.test/sitemap.xml');
  });
});

describe('failed builds', () => {
  it('leave the previous output untouched and no temporary folder behind', async () => {
    const root = await copyFixture('site-basic');
    try {
      await buildSite({ root, outDir: 'build', git: false });
      const before = await readFile(path.join(root, 'build/guide/intro.html'), 'utf8');
      await writeFile(path.join(root, 'docs/guide/setup.md'), '---\ntitle: "unclosed\n---\n\nBody\n');
      const error = await buildError({ root, outDir: 'build' });
      expect(error.diagnostics[0]).toMatchObject({ file: 'docs/guide/setup.md', line: 2, severity: 'error' });
      expect(await readFile(path.join(root, 'build/guide/intro.html'), 'utf8')).toBe(before);
      expect((await readdir(root)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('name a missing image with its place', async () => {
    const root = await copyFixture('site-basic');
    try {
      await writeFile(path.join(root, 'docs/guide/setup.md'), '## Requirements\n\n![gone](./pics/missing.png)\n');
      const error = await buildError({ root, outDir: 'build' });
      expect(error.diagnostics).toEqual([
        expect.objectContaining({ file: 'docs/guide/setup.md', line: 3, column: 1, link: './pics/missing.png', ruleId: 'links/missing-file' }),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('name a page module without a default export', async () => {
    const root = await copyFixture('site-basic');
    try {
      await writeFile(path.join(root, 'pages/broken.tsx'), 'export const title = "x";\n');
      const error = await buildError({ root, outDir: 'build' });
      expect(error.diagnostics).toEqual([expect.objectContaining({ file: 'pages/broken.tsx', ruleId: 'pages/no-default-export' })]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('report config problems of both files at once, with positions', async () => {
    const root = await copyFixture('site-basic');
    try {
      const sidebars = await readFile(path.join(root, 'sidebars.yaml'), 'utf8');
      await writeFile(path.join(root, 'sidebars.yaml'), sidebars.replace('  - reference/cli\n', '  - reference/cli\n  - reference/nope\n'));
      const config = await readFile(path.join(root, 'site.config.yaml'), 'utf8');
      await writeFile(path.join(root, 'site.config.yaml'), config.replace('tagline:', 'taglin:'));
      const error = await buildError({ root, outDir: 'build' });
      expect(error.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual(['site.config.yaml:2:1 unknown key "taglin"']);
      await writeFile(path.join(root, 'site.config.yaml'), config);
      const second = await buildError({ root, outDir: 'build' });
      expect(second.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        'sidebars.yaml:6:5 a sidebar item refers to unknown doc id "reference/nope" (sidebar "reference")',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
