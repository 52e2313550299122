import { describe, expect, it } from 'vitest';
import type { DocRoute, HastRoot, SiteConfig, SiteGraph } from '@docgen/core';
import { scriptLoader } from './document.js';
import { bootScript, createRenderer, documentTitle, headTags, metaTitle, renderContent, shellSite, type PageContent } from './index.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementContent } from 'hast';

const config: SiteConfig = {
  title: 'Site',
  url: 'https://site.test',
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '|',
  image: 'img/card.png',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en' } } },
  navbar: {
    hideOnScroll: false,
    title: 'Site',
    items: [
      { type: 'docSidebar', sidebarId: 'main', label: 'Docs', position: 'left', place: { file: 'site.config.yaml', line: 3, column: 5 } },
      { type: 'link', label: 'Blog', href: 'https://blog.test', position: 'left' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    copyright: '© Site',
    links: [
      { title: 'Docs', items: [{ label: 'Start here', to: '/a', place: { file: 'site.config.yaml', line: 9, column: 15 } }] },
      { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.test/' }] },
    ],
  },
  docs: {
    path: 'docs',
    routeBasePath: '/',
    breadcrumbs: true,
    showLastUpdateTime: true,
    sidebar: { collapsible: true, hideable: true, autoCollapseCategories: false },
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    version: { mainDoc: 'a' },
    versions: {},
    includeCurrentVersion: true,
    disableVersioning: false,
  },
  announcementBar: { id: 'b1', content: 'News', backgroundColor: '#000', textColor: '#fff', isCloseable: true },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
  search: { indexName: 'x', contextualSearch: true },
  redirects: [],
  metadata: [{ name: 'keywords', content: 'a, b' }],
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  staticDir: 'static',
  pagesDir: 'pages',
  markdown: { remarkPlugins: [], rehypePlugins: [], math: { enabled: false, strict: true }, mermaid: false },
  llms: { enabled: true, copyPage: true },
};

const doc: DocRoute = {
  kind: 'doc',
  version: 'current',
  versionPaths: {},
  path: '/a',
  docId: 'a',
  source: 'docs/a.md',
  title: 'Page A',
  description: 'About A',
  sidebarId: 'main',
  sidebarLabel: 'A',
  breadcrumbs: [{ label: 'Group' }],
  next: { label: 'B', href: '/b' },
  toc: [{ id: 'x', html: '<code>x</code>', depth: 2, children: [] }],
  hideTitle: false,
  hideTableOfContents: false,
  lastUpdated: Date.UTC(2024, 0, 15),
  unlisted: false,
  keywords: [],
  search: true,
  markdown: true,
};

const graph: Pick<SiteGraph, 'config' | 'routes' | 'sidebars' | 'docPaths' | 'versions'> = {
  config,
  versions: [
    {
      version: {
        name: 'current',
        label: 'Next',
        routeBase: '/',
        contentDir: 'docs',
        banner: 'none',
        badge: false,
        className: 'docs-version-current',
        noIndex: false,
        isLast: true,
      },
      mainDocPath: '/a',
      docPaths: { a: '/a' },
    },
  ],
  routes: [doc, { kind: 'redirect', path: '/old', to: '/a' }],
  sidebars: {
    main: [
      { type: 'category', label: 'Group', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'A', href: '/a', docId: 'a', external: false }] },
    ],
  },
  docPaths: { a: '/a' },
};

const content: PageContent = {
  tree: {
    type: 'root',
    children: [
      { type: 'element', tagName: 'h2', properties: { id: 'x' }, children: [{ type: 'text', value: 'X' }] },
      { type: 'element', tagName: 'a', properties: { href: './b.md' }, children: [{ type: 'text', value: 'to b' }] },
      { type: 'element', tagName: 'a', properties: { href: 'https://ext.test' }, children: [{ type: 'text', value: 'ext' }] },
      { type: 'element', tagName: 'a', properties: { href: 'pathname:///reports/q3.html' }, children: [{ type: 'text', value: 'raw' }] },
      { type: 'element', tagName: 'img', properties: { src: './i.png', alt: 'i' }, children: [] },
    ],
  },
  links: { './b.md': '/b' },
  assets: { './i.png': { url: '/assets/files/i-1.png', width: 10, height: 20 } },
};

const renderer = createRenderer({ config, site: shellSite(graph), assets: { css: ['/assets/css/t.css'], js: [] } });

describe('render stage', () => {
  const page = renderer.render({ route: doc, content, sidebar: graph.sidebars.main });

  it('renders a complete document with the head of the page', () => {
    expect(page.html.startsWith('<!doctype html><html lang="en" dir="ltr" data-theme="light">')).toBe(true);
    expect(page.html).toContain('<title>Page A | Site</title>');
    expect(page.html).toContain('<link rel="stylesheet" href="/assets/css/t.css">');
    expect(page.html).toContain('<meta name="keywords" content="a, b">');
    expect(page.html).toContain('<div id="docgen-root">');
  });

  it('renders footer link columns under their titles; external links open in a new tab', () => {
    const footer = /<footer class="footer">.*<\/footer>/s.exec(page.html)?.[0] ?? '';
    expect(footer).toContain('<nav class="footer__links footer__links--columns" aria-label="Footer">');
    expect(footer).toContain(
      '<div class="footer__col" role="group" aria-labelledby="footer-col-0"><div class="footer__title" id="footer-col-0">Docs</div><ul class="footer__items"><li><a class="footer__link" href="/a">Start here</a></li></ul>',
    );
    expect(footer).toMatch(/<a class="footer__link" href="https:\/\/forum.test\/" target="_blank" rel="noopener noreferrer">Forum<svg/);
    expect(footer).toContain('<div class="footer__copyright">© Site</div>');
  });

  it('keeps config places out of the HTML', () => {
    expect(page.html).not.toContain('site.config.yaml');
  });

  it('renders content nested as deep as the markdown stage lets through (its tree limit, 256 levels)', () => {
    let node: HastRoot['children'][number] = { type: 'text', value: 'deep' } as never;
    for (let i = 0; i < 256; i++) node = { type: 'element', tagName: i % 2 ? 'div' : 'blockquote', properties: {}, children: [node] } as never;
    const html = createRenderer({ config, site: shellSite(graph), assets: { css: [], js: [] } }).render({
      route: doc,
      content: { ...content, tree: { type: 'root', children: [node] } },
    }).html;
    expect(html.match(/<blockquote>/g)).toHaveLength(128);
  });

  it('keeps configured values inside the scripts they are written into', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const cfg: SiteConfig = {
      ...config,
      title: hostile,
      tagline: hostile,
      announcementBar: { ...config.announcementBar!, id: hostile },
      navbar: { ...config.navbar, title: hostile },
    };
    const html = createRenderer({ config: cfg, site: shellSite({ ...graph, config: cfg }), assets: { css: [], js: ['/main.js'] } }).render({
      route: doc,
      content,
      sidebar: graph.sidebars.main,
    }).html;
    // Only the scripts docgen writes: the boot script, the runtime and its data.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
  });

  it('resolves links and images of the content, and marks external links', () => {
    expect(page.html).toContain('<a href="/b">to b</a>');
    expect(page.html).toContain('<a href="https://ext.test" target="_blank" rel="noopener noreferrer">ext</a>');
    // Docusaurus's pathname:// escape: the path as written, in this tab.
    expect(page.html).toContain('<a href="/reports/q3.html">raw</a>');
    expect(page.html).toContain('<img src="/assets/files/i-1.png" width="10" height="20" loading="lazy" decoding="async" alt="i"/>');
    expect(page.html).toContain('<h2 id="x">X<a class="hash-link" href="#x"');
  });

  it('opens the category of the current page and shows its crumbs, TOC, date and next link', () => {
    expect(page.html).toContain('menu__item--category menu__item--active');
    expect(page.html).toContain('<span class="breadcrumbs__link">Group</span>');
    expect(page.html).toContain('<a href="#x" class="toc__link"><code>x</code></a>');
    expect(page.html).toContain('Last updated on <time dateTime="2024-01-15T00:00:00.000Z">Jan 15, 2024</time>');
    expect(page.html).toContain('href="/b" rel="next"');
  });

  it('returns the page data a client navigation needs', () => {
    expect(page.pageData).toMatchObject({ path: '/a', title: 'Page A | Site', sidebarId: 'main' });
    expect(page.pageData?.html).toContain('<article class="doc">');
  });

  it('gives a doc a Copy page button of its Markdown version, and names that version in the head, as the settings say', () => {
    const render = (llms: SiteConfig['llms']) => {
      const cfg = { ...config, llms };
      return createRenderer({ config: cfg, site: shellSite({ ...graph, config: cfg }), assets: { css: [], js: [] } }).render({
        route: doc,
        content,
        sidebar: graph.sidebars.main,
      });
    };
    const both = render({ enabled: true, copyPage: true });
    // A real button, named by its text, in the row of the breadcrumbs; in the page data too, so client navigation keeps it.
    const button = /<button type="button" class="copy-page" data-copy-page="\/a\.md"[^>]*>.*?<\/button>/.exec(both.html)?.[0];
    expect(button).toMatch(/<span class="copy-page__label">Copy page<\/span><\/button>$/);
    expect(both.html).toMatch(/<div class="doc-toolbar"><nav class="breadcrumbs"[\s\S]*<\/nav><button type="button" class="copy-page"/);
    expect(both.pageData?.html).toContain('data-copy-page="/a.md"');
    expect(both.html).toContain('<link rel="alternate" type="text/markdown" href="/a.md">');
    expect(both.pageData?.head).toContainEqual({ tag: 'link', attrs: { rel: 'alternate', type: 'text/markdown', href: '/a.md' } });

    const noButton = render({ enabled: true, copyPage: false });
    expect(noButton.html).not.toContain('copy-page');
    expect(noButton.html).not.toContain('doc-toolbar');
    expect(noButton.html).toContain('<link rel="alternate" type="text/markdown" href="/a.md">');
    const off = render({ enabled: false, copyPage: false });
    expect(off.html).not.toMatch(/copy-page|text\/markdown/);
    // The row holds the button alone on a page without breadcrumbs.
    const bare = createRenderer({
      config: { ...config, docs: { ...config.docs, breadcrumbs: false }, llms: { enabled: true, copyPage: true } },
      site: shellSite(graph),
      assets: { css: [], js: [] },
    });
    expect(bare.render({ route: doc, content }).html).toMatch(/<div class="doc-toolbar"><button type="button" class="copy-page"/);
  });

  it('renders redirects as instant redirect pages', () => {
    expect(renderer.render({ route: graph.routes[1] }).html).toContain('<meta http-equiv="refresh" content="0; url=/a">');
  });
});

describe('head and helpers', () => {
  it('loads the runtime after the first paint: any chunks preloaded, then the entry imported', () => {
    const loader = scriptLoader(['/assets/js/main.A.js', '/assets/js/chunk.B.js', '/assets/js/chunk.C.js']);
    expect(loader).toMatch(/^<script type="module">requestAnimationFrame\(\(\)=>setTimeout\(/);
    expect(loader).toContain('for(const h of ["/assets/js/chunk.B.js","/assets/js/chunk.C.js"])');
    expect(loader).toContain('l.rel="modulepreload"');
    expect(loader).toContain('import("/assets/js/main.A.js")');
    expect(loader.indexOf('modulepreload')).toBeLessThan(loader.indexOf('import('));
    expect(scriptLoader([])).toBe('');
    // The runtime as the engine bundles it, one file: nothing to preload.
    expect(scriptLoader(['/assets/js/main.A.js'])).toBe(
      '<script type="module">requestAnimationFrame(()=>setTimeout(()=>{import("/assets/js/main.A.js")}))</script>',
    );
    // A path cannot end the inline script.
    expect(scriptLoader(['/a</script>.js'])).not.toContain('</script>.js');
  });

  it('titles pages and leaves the home page with the site title alone', () => {
    expect(documentTitle(config, 'Page')).toBe('Page | Site');
    expect(documentTitle(config, undefined)).toBe('Site');
    expect(documentTitle(config, 'Site')).toBe('Site');
    // However long: the site title is never dropped, and the delimiter is the site's.
    const long = 'A page title long enough to pass seventy characters with the site name';
    expect(documentTitle({ ...config, title: 'The Web Site' }, long)).toBe(`${long} | The Web Site`);
    expect(documentTitle({ ...config, titleDelimiter: '·' }, 'Page')).toBe('Page · Site');
    const tags = headTags({ ...config, title: 'The Web Site' }, { path: '/a', pageTitle: long });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:title', content: `${long} | The Web Site` } });
  });

  it('writes canonical, alternates and social tags', () => {
    const tags = headTags(config, { path: '/a', pageTitle: 'A', description: 'd' });
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'alternate', href: 'https://site.test/a', hreflang: 'x-default' } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:image', content: 'https://site.test/img/card.png' } });
  });

  it('reads the title of a code block metastring', () => {
    expect(metaTitle('title="train.py" {1,3}')).toBe('train.py');
    expect(metaTitle("title='a b.yaml'")).toBe('a b.yaml');
    expect(metaTitle('{1}')).toBeUndefined();
  });

  it('frames code blocks with their title, line numbers and the copy and wrap buttons', () => {
    const html = renderToStaticMarkup(
      renderContent(
        {
          type: 'root',
          children: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { dataLanguage: 'bash', dataTitle: 'run.sh', dataLineNumbers: '3' },
              children: [
                {
                  type: 'element',
                  tagName: 'code',
                  properties: { className: ['language-bash'] },
                  children: [{ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: 'ls' }] }],
                },
              ],
            },
          ],
        },
        { links: {}, assets: {} },
      ),
    );
    expect(html).toContain('<div class="code-block language-bash" data-language="bash"><div class="code-block__title">run.sh</div>');
    expect(html).toContain(
      '<pre class="code-block__pre code-block__pre--numbered" tabindex="0" style="counter-reset:line 2"><code class="language-bash"><span class="line">ls</span></code></pre>',
    );
    expect(html).toContain('data-code-copy=""');
    expect(html).toContain('aria-label="Copy code to clipboard"');
    expect(html).toContain('data-code-wrap=""');
  });

  it('renders live code as a playground that shows the code without JavaScript', () => {
    const html = renderToStaticMarkup(
      renderContent(
        {
          type: 'root',
          children: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { dataLanguage: 'jsx', dataLive: '' },
              children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: '<b>hi</b>' }] }],
            },
          ],
        },
        { links: {}, assets: {} },
      ),
    );
    expect(html).toMatch(
      /^<div class="playground" data-playground="" data-language="jsx" data-editor-label="Live code editor" data-editor-hint="Tab indents. To leave the editor, press Escape, then Tab."><div class="playground__header">Live Editor<\/div>/,
    );
    expect(html).toContain('<code>&lt;b>hi&lt;/b></code>');
    expect(html).toContain('<div class="playground__header">Result</div>');
  });

  it('labels each task list checkbox with its item, in tight and loose lists', () => {
    const checkbox = { type: 'element' as const, tagName: 'input', properties: { type: 'checkbox', disabled: true }, children: [] };
    const item = (children: ElementContent[]) => ({ type: 'element' as const, tagName: 'li', properties: { className: ['task-list-item'] }, children });
    const html = renderToStaticMarkup(
      renderContent(
        {
          type: 'root',
          children: [
            {
              type: 'element',
              tagName: 'ul',
              properties: { className: ['contains-task-list'] },
              children: [
                item([
                  checkbox,
                  { type: 'text', value: ' Write ' },
                  { type: 'element', tagName: 'a', properties: { href: '/x' }, children: [{ type: 'text', value: 'it' }] },
                  { type: 'element', tagName: 'ul', properties: {}, children: [] },
                ]),
                item([{ type: 'element', tagName: 'p', properties: {}, children: [checkbox, { type: 'text', value: ' Ship' }] }]),
              ],
            },
          ],
        },
        { links: {}, assets: {} },
      ),
    );
    expect(html).toContain(
      '<li class="task-list-item"><label class="task-list-item__label"><input type="checkbox" disabled=""/> Write <a href="/x">it</a></label><ul></ul></li>',
    );
    expect(html).toContain('<li class="task-list-item"><p><label class="task-list-item__label"><input type="checkbox" disabled=""/> Ship</label></p></li>');
  });

  it('makes table wrappers, which scroll on narrow screens, reachable by keyboard and named', () => {
    const html = renderToStaticMarkup(
      renderContent({ type: 'root', children: [{ type: 'element', tagName: 'table', properties: {}, children: [] }] }, { links: {}, assets: {} }),
    );
    expect(html).toBe('<div class="table-wrapper" tabindex="0" role="group" aria-label="Table"><table></table></div>');
  });

  it('names each landmark once: navbar, docs sidebar, breadcrumbs, table of contents, pagination, announcement, footer links', () => {
    const { html } = renderer.render({ route: doc, content, sidebar: graph.sidebars.main });
    const labels = [...html.matchAll(/<(nav|section|aside)[^>]*aria-label="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(labels).toEqual(['section Announcement', 'nav Main', 'nav Docs sidebar', 'nav Breadcrumbs', 'nav Docs pages', 'nav On this page', 'nav Footer']);
    expect(html).not.toContain('<aside');
    expect(html).not.toContain('role="banner"');
  });

  it('gives the navbar logo an empty alt when the site title beside it names the link', () => {
    const rendered = (cfg: SiteConfig) =>
      createRenderer({ config: cfg, site: shellSite({ ...graph, config: cfg }), assets: { css: [], js: [] } }).render({ route: doc, content });
    const withLogo = rendered({ ...config, navbar: { ...config.navbar, logo: { src: 'logo.svg', alt: 'Site logo', href: '/' } } });
    expect(withLogo.html).toContain(
      '<a class="navbar__brand" href="/"><img class="navbar__logo" src="/logo.svg" alt=""/><b class="navbar__title">Site</b></a>',
    );
    const untitled = rendered({ ...config, navbar: { ...config.navbar, title: undefined, logo: { src: 'logo.svg', alt: 'Site logo', href: '/' } } });
    expect(untitled.html).toContain('<a class="navbar__brand" href="/"><img class="navbar__logo" src="/logo.svg" alt="Site logo"/></a>');
    // Without a logo the brand says so, for the stylesheet to keep the title in sight (tests/browser/shell.test.ts).
    expect(rendered(config).html).toContain('<a class="navbar__brand navbar__brand--no-logo" href="/"><b class="navbar__title">Site</b></a>');
  });

  it('applies the stored colour mode before paint, defaulting to light', () => {
    const script = bootScript(config);
    expect(script).toContain('localStorage.getItem("theme")');
    expect(script).toContain('t="light"');
    expect(script).not.toContain('prefers-color-scheme');
  });

  it('takes clicks on the colour-mode toggle before hydration, only where the toggle is shown', () => {
    expect(bootScript(config)).toContain("closest('[data-color-mode-toggle]')");
    expect(bootScript(config)).toContain('localStorage.setItem("theme",x)');
    expect(bootScript({ ...config, colorMode: { ...config.colorMode, disableSwitch: true } })).not.toContain('data-color-mode-toggle');
  });
});
