/**
 * The proof that a Docusaurus site moves over: the classic fixture (a Docusaurus 3 project written for this test) is
 * imported and built with docgen, and what the built site shows is compared with what Docusaurus produces for the
 * same project. Each expectation says which documented Docusaurus behaviour it follows, or, where docgen differs on
 * purpose (something the import reports as not carried over), what docgen shows instead.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@docgen/engine';
import { importDocusaurus } from './import.js';

const fixture = fileURLToPath(new URL('../fixtures/classic', import.meta.url));
let site: string;
let build: BuildResult;

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-import-e2e-'));
  await cp(fixture, site, { recursive: true });
  await importDocusaurus({ projectDir: site });
  build = await buildSite({ root: site, outDir: 'build', cacheDir: false });
}, 180_000);
afterAll(() => rm(site, { recursive: true, force: true }));

/** The HTML of a built route (`/docs/intro` → `build/docs/intro.html`). */
const page = (route: string) => readFile(path.join(site, 'build', route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

/** The part of a page between an opening tag and its matching end (first occurrence), for the shell's landmarks. */
function region(html: string, open: string, tag: string): string {
  const start = html.indexOf(open);
  if (start === -1) return '';
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** The sidebar as `level label → href` lines, in order. */
function sidebarOf(html: string): string[] {
  const sidebar = region(html, '<nav class="sidebar__nav"', 'nav');
  const items = sidebar.matchAll(
    /<li class="menu__item[^"]*" data-level="(\d)">(?:<div class="menu__category">)?(?:<a [^>]*?href="([^"]*)"[^>]*>|<button [^>]*>)([^<]*)/g,
  );
  return [...items].map(([, level, href, label]) => (href === undefined ? `${level} ${label}` : `${level} ${label} → ${href}`));
}

/** The navbar's links as `label → href`, and its dropdown buttons as `label ▾`, in order. */
function navbarOf(html: string): string[] {
  const navbar = region(html, '<nav class="navbar"', 'nav');
  return [
    ...navbar.matchAll(
      /<a class="navbar__link[^"]*" href="([^"]*)"[^>]*>([^<]*)|<button type="button" class="navbar__link[^"]*"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)|<button type="button" class="search-button"/g,
    ),
  ].map(([whole, href, label, dropdown]) => (whole.includes('search-button') ? '[search]' : dropdown !== undefined ? `${dropdown} ▾` : `${label} → ${href}`));
}

/** The article's HTML, without the shell. */
const mainOf = (html: string) => region(html, '<main', 'main');

describe('a Docusaurus site, imported and built by docgen', () => {
  it('builds without errors', () => {
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('serves every doc and page at the route Docusaurus gives it', () => {
    const pages = build.graph.routes.filter((r) => r.kind === 'doc' || r.kind === 'page' || r.kind === 'category-index');
    const routes = pages
      .filter((r) => r.locale === 'en')
      .map((r) => r.path)
      .sort();
    // The second locale, fr, has every page at /fr (the project has no translations: each shows the English text).
    expect(
      pages
        .filter((r) => r.locale === 'fr')
        .map((r) => r.path)
        .sort(),
    ).toEqual(routes.map((r) => `/fr${r}`));
    expect(routes).toEqual([
      // Markdown pages of src/pages: their path; "_draft.md" is left out (files starting with "_" are not pages).
      '/about',
      '/community',
      // A generated index without a slug: /category/<label in lower case> under the docs' route base.
      '/docs/category/advanced',
      // The generated index of the Guides category, with its slug "/guides" under the docs' route base.
      '/docs/guides',
      // Number prefixes are removed from ids and URLs: 01-installation.mdx → installation.
      '/docs/guides/advanced/scaling',
      '/docs/guides/first-job',
      '/docs/guides/installation',
      // routeBasePath defaults to "docs"; a doc's route is its id.
      '/docs/intro',
      '/docs/reference/cli',
      '/docs/reference/config',
      '/docs/reference/media',
    ]);
    // Files of static/ are served from the site root.
    expect(existsSync(path.join(site, 'build/img/logo.svg'))).toBe(true);
    expect(existsSync(path.join(site, 'build/files/orbit.example.yaml'))).toBe(true);
  });

  it('writes the redirects of plugin-client-redirects', async () => {
    const redirects = build.graph.routes.filter((r) => r.kind === 'redirect' && r.locale === 'en').map((r) => `${r.path} → ${(r as { to: string }).to}`);
    // Each locale has them, from and to its own pages.
    expect(build.graph.routes.filter((r) => r.kind === 'redirect' && r.locale === 'fr').map((r) => `${r.path} → ${(r as { to: string }).to}`)).toContain(
      '/fr/docs/setup → /fr/docs/guides/installation',
    );
    expect(redirects.sort()).toEqual([
      // docgen: the home page was a React page (src/pages/index.js, reported), so / leads to the docs' main doc.
      '/ → /docs/intro',
      // createRedirects(existingPath) is called with every route and answers the paths to redirect from.
      '/docs/api/cli → /docs/reference/cli',
      '/docs/api/config → /docs/reference/config',
      '/docs/api/media → /docs/reference/media',
      // redirects: one page per "from".
      '/docs/getting-started → /docs/intro',
      '/docs/install → /docs/guides/installation',
      '/docs/setup → /docs/guides/installation',
    ]);
    const html = await page('/docs/setup');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/installation">');
  });

  it('shows the guides sidebar as sidebars.js declares it, with autogenerated items in their order', async () => {
    expect(sidebarOf(await page('/docs/intro'))).toEqual([
      // A doc id item is labelled by the doc's sidebar_label, else its title (front matter "Introduction").
      '1 Introduction → /docs/intro',
      // A category with a generated-index link opens that index.
      '1 Guides → /docs/guides',
      // Autogenerated items: docs ordered by number prefix, labelled by title (the Markdown "# Installation" when
      // there is no front matter title), then the folder with its _category_.json label and position (3).
      '2 Installation → /docs/guides/installation',
      '2 Run a first job → /docs/guides/first-job',
      '2 Advanced → /docs/category/advanced',
      // sidebar_label wins over the title.
      '3 Scale out → /docs/guides/advanced/scaling',
      '1 Changelog → https://github.com/orbit/orbit/releases',
      // The html item is reported as not carried over, so nothing follows.
    ]);
  });

  it('shows the reference sidebar written in the shorthand form, with its ref item', async () => {
    expect(sidebarOf(await page('/docs/reference/cli'))).toEqual([
      // { 'Command line': [...] }: a category per key, without a link of its own.
      '1 Command line',
      '2 Command line → /docs/reference/cli',
      '2 Configuration file → /docs/reference/config',
      '1 Concepts',
      // A ref item links to the doc without making this sidebar the doc's own.
      '2 What is Orbit → /docs/intro',
      '2 Talks and demos → /docs/reference/media',
    ]);
  });

  it('shows the navbar of the configuration', async () => {
    expect(navbarOf(await page('/docs/intro'))).toEqual([
      // docSidebar without a label: the label of the sidebar's first link, and that link.
      'Introduction → /docs/intro',
      'CLI → /docs/reference/cli',
      'More ▾',
      // A doc item without a label is labelled by its doc id.
      'intro → /docs/intro',
      // A docSidebar item in a dropdown opens the sidebar's first doc.
      'Reference → /docs/reference/cli',
      'Status page → https://status.orbit.example.com',
      // docgen: the Blog link is left out (the blog is reported as not carried over).
      'About → /about',
      // docsVersion without label or to: the current version's label ("Next") and its main doc.
      'Next → /docs/intro',
      // The version dropdown (the one version there is) and the locale dropdown, each labelled with what is read; the
      // html item is reported as not carried over.
      'Next ▾',
      'English ▾',
      '[search]',
      // docgen: the link without a label (an icon drawn by custom CSS in Docusaurus) shows its aria-label.
      'GitHub repository → https://github.com/orbit/orbit',
    ]);
  });

  it('renders the MDX of the installation guide: imports hidden, expressions evaluated, components', async () => {
    const main = mainOf(await page('/docs/guides/installation'));
    // Top-level import and export statements are not content; comments are not either.
    expect(main).not.toMatch(/import Tabs|export const|kept in one place/);
    // {version} is the exported constant; {2 * 2} is evaluated.
    // (React separates text and an expression's value with an empty comment.)
    expect(main.replaceAll('<!-- -->', '')).toContain('Orbit 2.4.1 ships as one binary for each platform, 4 platforms in all.');
    // import architecture from './img/architecture.png' gives the image's URL (docgen copies it under a hashed name).
    expect(main).toMatch(/<img src="\/assets\/files\/architecture-[\w-]+\.png"[^>]* alt="Orbit&#x27;s agent talks to the scheduler"/);
    // <Tabs groupId="os"> with a default tab: tabs that switch with other "os" tab sets, Linux first shown.
    expect(main).toMatch(/class="tabs" data-group-id="os"/);
    expect(main).toMatch(/role="tab"[^>]*>Linux</);
    expect(main).toMatch(/role="tab"[^>]*>macOS</);
    // The first tab (the default one) is shown; its code block is highlighted.
    expect(main).toMatch(/role="tabpanel"[^>]*data-value="linux">/);
    expect(main).toMatch(/role="tabpanel"[^>]*data-value="macos" hidden="">/);
    expect(main.replace(/<[^>]+>/g, '')).toContain('curl -fsSL https://orbit.example.com/install.sh | sh');
    // <Admonition type="warning" title="Root access">.
    expect(main).toMatch(/data-admonition="warning"[\s\S]*Root access[\s\S]*The installer writes to/);
    // <CodeBlock language="bash" title="terminal">.
    expect(main).toMatch(/data-language="bash"[^>]*>\s*<div class="code-block__title">terminal</);
  });

  it('renders Details, Link and useBaseUrl', async () => {
    const main = mainOf(await page('/docs/guides/advanced/scaling'));
    expect(main).toMatch(/<details[^>]*>\s*<summary[^>]*>How does Orbit pick a machine\?<\/summary>/);
    expect(main).toContain('<a href="/docs/guides/installation">installation guide</a>');
    // useBaseUrl('/img/scheduler.png') with baseUrl "/".
    expect(main).toMatch(/<img src="\/img\/scheduler.png"/);
    expect(main).toMatch(/<a href="\/files\/orbit.example.yaml"[^>]*>example pool file<\/a>/);
  });

  it('embeds the videos of <ReactPlayer>', async () => {
    const main = mainOf(await page('/docs/reference/media'));
    expect(main).not.toContain('ReactPlayer');
    // react-player plays a YouTube or Vimeo URL in that site's player, 640 × 360 unless width or height say otherwise,
    // with the player's controls when `controls` is set. docgen's light embed loads the player when play is pressed.
    const videos = [...main.matchAll(/<div class="video-embed" style="([^"]*)"[^>]*data-embed-src="([^"]*)"/g)].map(
      ([, style, src]) => `${style} ${src.replaceAll('&amp;', '&')}`,
    );
    expect(videos).toEqual([
      'width:640px;height:360px https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&controls=1&rel=0',
      'width:100%;height:360px https://player.vimeo.com/video/76979871?autoplay=1&controls=1&dnt=1',
    ]);
    expect(main).toContain('<a class="video-embed__link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('renders the Markdown and MDX pages of src/pages', async () => {
    expect(mainOf(await page('/about'))).toContain('Orbit is built by a small team');
    const community = mainOf(await page('/community'));
    expect(community).toMatch(/data-admonition="info"[\s\S]*The forum is the place for questions/);
  });
});
