// llms.txt and llms-full.txt from a site's graph: sections by sidebar in order, the latest docs version only.
import { describe, expect, it } from 'vitest';
import type { DocRoute, DocsVersion, Route, SidebarItem, SiteConfig, SiteGraph } from '@docgen/core';
import { llmsFullChunks, llmsSections, llmsTxt, withSource } from './index.js';

const version = (name: string, label: string, routeBase: string, isLast: boolean): DocsVersion => ({
  name,
  label,
  routeBase,
  contentDir: name === 'current' ? 'docs' : `versioned_docs/version-${name}`,
  banner: 'none',
  badge: false,
  className: '',
  noIndex: false,
  isLast,
});

const doc = (path: string, title: string, description: string, extra: Partial<DocRoute> = {}): DocRoute =>
  ({
    kind: 'doc',
    path,
    title,
    description,
    version: '2.0',
    versionPaths: {},
    unlisted: false,
    source: `docs${path}.md`,
    docId: path.slice(1),
    markdown: true,
    ...extra,
  }) as DocRoute;

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href, docId: href.slice(1), external: false });

function graph(): SiteGraph {
  const routes: Route[] = [
    {
      kind: 'page',
      path: '/',
      source: 'pages/index.tsx',
      format: 'module',
      title: 'Fixture [Docs]',
      description: 'The home page.',
      toc: [],
      hideTableOfContents: false,
      unlisted: false,
      markdown: true,
    },
    doc('/guide/intro', 'Introduction', 'Start\n  here.'),
    doc('/guide/setup', 'Set up (the agent)', `${'A long description that goes on. '.repeat(12)}End.`),
    { ...doc('/guide/secret', 'Secret', 'Unlisted.'), unlisted: true },
    doc('/reference/cli', 'CLI', ''),
    doc('/orphan', 'Outside every sidebar', 'In no sidebar.'),
    { ...doc('/next/guide/intro', 'Introduction (next)', 'Unreleased.'), version: 'current' },
    { ...doc('/1.0/guide/intro', 'Introduction (1.0)', 'Old.'), version: '1.0' },
    {
      kind: 'category-index',
      path: '/category/more',
      title: 'More',
      description: 'More pages.',
      version: '2.0',
      versionPaths: {},
      breadcrumbs: [],
      cards: [],
      markdown: true,
    },
    {
      kind: 'page',
      path: '/about',
      source: 'pages/about.md',
      format: 'markdown',
      title: 'About',
      description: 'Who we are.',
      toc: [],
      hideTableOfContents: false,
      unlisted: false,
      markdown: true,
    },
    { kind: 'redirect', path: '/old', to: '/guide/intro' },
    { kind: 'search', path: '/search', title: 'Search' },
    { kind: 'not-found', path: '/404', title: 'Not found' },
  ].sort((a, b) => (a.path < b.path ? -1 : 1)) as Route[];
  const config = {
    title: 'Fixture Docs',
    tagline: 'Docs for tests',
    url: 'https://fixture.test',
    baseUrl: '/',
    metadata: [],
    navbar: { hideOnScroll: false, items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'The Guide', position: 'left' }] },
    llms: { enabled: true, copyPage: true },
  } as unknown as SiteConfig;
  return {
    config,
    versions: [
      { version: version('current', 'Next', '/next', false), docPaths: {}, mainDocPath: '/next/guide/intro' },
      { version: version('2.0', '2.0', '/', true), docPaths: {}, mainDocPath: '/guide/intro' },
      { version: version('1.0', '1.0', '/1.0', false), docPaths: {}, mainDocPath: '/1.0/guide/intro' },
    ],
    routes,
    sidebars: {
      guide: [
        link('Intro', '/guide/intro'),
        {
          type: 'category',
          label: 'Deeper',
          href: '/category/more',
          collapsed: true,
          collapsible: true,
          items: [link('Setup', '/guide/setup'), link('Secret', '/guide/secret')],
        },
        { type: 'link', label: 'GitHub', href: 'https://github.com/x', external: true },
      ],
      reference: [link('CLI', '/reference/cli'), link('Setup again', '/guide/setup')],
      'guide@current': [link('Intro', '/next/guide/intro')],
      'guide@1.0': [link('Intro', '/1.0/guide/intro')],
    },
    docPaths: {},
    pages: {},
    linkTargets: {},
    diagnostics: [],
  };
}

describe('llms.txt', () => {
  it('lists the latest docs by sidebar, in sidebar order, then the pages of no sidebar', () => {
    const sections = llmsSections(graph());
    expect(sections.map((s) => [s.title, s.entries.map((e) => e.route.path)])).toEqual([
      ['The Guide', ['/guide/intro', '/category/more', '/guide/setup']],
      ['CLI', ['/reference/cli', '/guide/setup']],
      ['Other pages', ['/', '/about', '/orphan']],
    ]);
  });

  it("lists the default locale's pages only: another locale's pages and sidebars are left out", () => {
    const base = graph();
    const french = { ...doc('/fr/guide/intro', 'Introduction (fr)', 'Commencer ici.'), locale: 'fr' };
    const site: SiteGraph = {
      ...base,
      config: { ...base.config, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: {} } } as unknown as SiteConfig,
      routes: [...base.routes.map((r) => ({ ...r, locale: 'en' })), french],
      sidebars: { ...base.sidebars, 'guide~fr': [link('Intro', '/fr/guide/intro')] },
    };
    const sections = llmsSections(site);
    expect(sections.map((s) => s.title)).toEqual(['The Guide', 'CLI', 'Other pages']);
    expect(sections.flatMap((s) => s.entries.map((e) => e.route.path))).not.toContain('/fr/guide/intro');
  });

  it('is the llmstxt.org format: title, summary, details, then linked lists with descriptions', () => {
    const text = llmsTxt(graph());
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '# Fixture Docs',
      '',
      '> Docs for tests',
      '',
      'Each link leads to the page as Markdown; the page itself is at the same address without `.md`. Every page listed here, in this order, is in [llms-full.txt](https://fixture.test/llms-full.txt).',
    ]);
    expect(text).toContain(
      'The docs listed are version 2.0, the latest. Other versions, whose pages have Markdown versions too: [Next](https://fixture.test/next/guide/intro), [1.0](https://fixture.test/1.0/guide/intro).',
    );
    expect(text).toContain(
      '## The Guide\n\n- [Introduction](https://fixture.test/guide/intro.md): Start here.\n- [More](https://fixture.test/category/more.md): More pages.\n',
    );
    expect(text).toContain('- [Fixture \\[Docs\\]](https://fixture.test/index.md): The home page.');
    expect(text).toContain('- [CLI](https://fixture.test/reference/cli.md)\n');
    // One line each, cut at a word past 300 characters.
    const setup = lines.find((l) => l.startsWith('- [Set up (the agent)]'))!;
    expect(setup).toMatch(/^- \[Set up \(the agent\)\]\(https:\/\/fixture\.test\/guide\/setup\.md\): (A long description that goes on\. )+A…$/);
    expect(setup.length).toBeLessThan(380);
    const listed = lines.filter((l) => l.startsWith('- ')).join('\n');
    expect(listed).not.toMatch(/secret|next\/guide|1\.0\/guide|\/old|\/search|\/404/i);
    // Every list line is what llmstxt.org's parser reads: `- [name](url): notes`.
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\n]+\]\(https:\/\/fixture\.test\/[^\s)]+\.md\)(: .+)?$/);
  });

  it('leaves out the summary when the site has none, and the versions line when it has one version', () => {
    const g = graph();
    g.config = { ...g.config, tagline: undefined, metadata: [{ name: 'description', content: 'From the meta tag.' }] };
    expect(llmsTxt(g)).toContain('# Fixture Docs\n\n> From the meta tag.\n');
    g.config = { ...g.config, metadata: [] };
    g.versions = [g.versions[1]];
    const text = llmsTxt(g);
    expect(text.startsWith('# Fixture Docs\n\nEach link leads')).toBe(true);
    expect(text).not.toContain('Other versions');
  });
});

describe('llms-full.txt', () => {
  it('holds each listed page once, in order, with its address under its title', async () => {
    const read: string[] = [];
    const chunks: string[] = [];
    for await (const chunk of llmsFullChunks(graph(), async (route) => {
      read.push(route.path);
      return route.path === '/about' ? undefined : `# ${route.path}\n\nBody of ${route.path}.\n`;
    }))
      chunks.push(chunk);
    expect(read).toEqual(['/guide/intro', '/category/more', '/guide/setup', '/reference/cli', '/', '/about', '/orphan']);
    expect(chunks[0]).toBe('# Fixture Docs\n\n> Docs for tests\n');
    expect(chunks[1]).toBe('\n# /guide/intro\n\nSource: https://fixture.test/guide/intro\n\nBody of /guide/intro.\n');
    expect(chunks).toHaveLength(7);
  });

  it('puts the address first on a page without a title heading', () => {
    expect(withSource('Text.\n', 'https://x.test/a')).toBe('Source: https://x.test/a\n\nText.\n');
    expect(withSource('# T\n', 'https://x.test/a')).toBe('# T\n\nSource: https://x.test/a\n');
  });
});
