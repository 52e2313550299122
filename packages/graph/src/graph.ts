/** The graph stage: parsed pages + configuration → SiteGraph (routes, sidebars, navigation, link targets). */
import type {
  CategoryCard, CategoryIndexRoute, CategoryMeta, Diagnostic, DocRoute, ParsedPage, Route, SidebarItem, SidebarsConfig, SiteConfig,
  SiteGraph, SourceFile, StandalonePageRoute,
} from '@docgen/core';
import { pageRoute } from './doc-identity.js';
import { collectDocs, type DocInfo } from './docs.js';
import { rewriteLinks } from './links.js';
import { placePages } from './navigation.js';
import { resolveSidebars, type GeneratedIndex } from './sidebars.js';
import { buildToc } from './toc.js';

export interface GraphInput {
  config: SiteConfig;
  sidebars: SidebarsConfig;
  sources: readonly SourceFile[];
  /** Parsed Markdown by source path (docs and Markdown pages). */
  pages: Record<string, ParsedPage>;
  /** `_category_` metadata by folder, relative to the docs folder as on disk. */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** Drafts are built by the dev server, left out of production builds. */
  includeDrafts?: boolean;
}

export const SEARCH_ROUTE = '/search';
export const NOT_FOUND_ROUTE = '/404';

function editUrlOf(config: SiteConfig, doc: DocInfo): string | undefined {
  const custom = doc.page.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return config.docs.editUrl ? `${config.docs.editUrl.replace(/\/+$/, '')}/${doc.source}` : undefined;
}

function cardsOf(items: readonly SidebarItem[], byId: ReadonlyMap<string, DocInfo>): CategoryCard[] {
  return items.map((item): CategoryCard => {
    if (item.type === 'link') {
      const doc = item.docId ? byId.get(item.docId) : undefined;
      return { kind: 'doc', label: item.label, href: item.href, description: doc?.description ?? item.href };
    }
    const count = item.items.length;
    const firstLink = item.items.find((i) => i.type === 'link') as { href: string } | undefined;
    return {
      kind: 'category',
      label: item.label,
      href: item.href ?? firstLink?.href ?? '',
      description: `${count} item${count === 1 ? '' : 's'}`,
      count,
    };
  });
}

export function buildGraph(input: GraphInput): SiteGraph {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const docsResult = collectDocs(input.sources, input.pages, config, input.includeDrafts ?? false);
  diagnostics.push(...docsResult.diagnostics);
  const { docs, byId } = docsResult;
  const sidebarsResult = resolveSidebars(config, input.sidebars, docs, byId, input.categories);
  diagnostics.push(...sidebarsResult.diagnostics);
  const placements = placePages(sidebarsResult.sidebars);

  const routes = new Map<string, { route: Route; source: string }>();
  const add = (route: Route, source: string) => {
    const existing = routes.get(route.path);
    if (!existing) {
      routes.set(route.path, { route, source });
      return;
    }
    if (config.onDuplicateRoutes === 'ignore') return;
    diagnostics.push({
      severity: config.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
      file: source,
      line: 1,
      column: 1,
      message: `duplicate route "${route.path}": also produced by ${existing.source}; only the first is kept`,
      hint: 'Change the "slug" in the front matter of one of them, or rename one file.',
      ruleId: 'routes/duplicate',
    });
  };

  const routeOfSource = new Map<string, string>();
  for (const doc of docs) {
    const fm = doc.page.frontMatter;
    const placement = placements.get(doc.route);
    const inSidebar = placement && placement.sidebarId;
    const pagination = (key: 'pagination_prev' | 'pagination_next', fallback: DocRoute['prev']) => {
      const value = fm[key];
      if (value === null) return undefined;
      if (typeof value === 'string') {
        const target = byId.get(value);
        if (target) return { label: target.page.frontMatter.pagination_label ?? target.sidebarLabel, href: target.route };
        diagnostics.push({ severity: 'error', file: doc.source, line: 1, column: 1, message: `front matter "${key}" refers to unknown doc id "${value}"`, ruleId: 'front-matter/unknown-doc' });
        return undefined;
      }
      return fallback;
    };
    const route: DocRoute = {
      kind: 'doc',
      path: doc.route,
      docId: doc.id,
      source: doc.source,
      title: doc.title,
      description: doc.description,
      sidebarId: inSidebar ? placement.sidebarId : undefined,
      sidebarLabel: doc.sidebarLabel,
      breadcrumbs: placement?.breadcrumbs ?? [],
      prev: pagination('pagination_prev', placement?.prev),
      next: pagination('pagination_next', placement?.next),
      toc: buildToc(
        doc.page.headings,
        fm.toc_min_heading_level ?? config.docs.toc.minHeadingLevel,
        fm.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel,
      ),
      hideTitle: fm.hide_title === true,
      hideTableOfContents: fm.hide_table_of_contents === true,
      lastUpdated: config.docs.showLastUpdateTime ? doc.lastUpdated : undefined,
      editUrl: editUrlOf(config, doc),
      unlisted: doc.unlisted,
      image: fm.image,
      keywords: fm.keywords ?? [],
    };
    routeOfSource.set(doc.source, doc.route);
    add(route, doc.source);
  }

  for (const index of sidebarsResult.generatedIndexes) add(categoryRoute(index, placements, byId), 'sidebars.yaml');

  for (const source of input.sources) {
    if (source.kind !== 'page') continue;
    const path = pageRoute(source.relPath);
    const page = input.pages[source.path];
    const isModule = /\.[jt]sx$/i.test(source.path);
    if (!isModule && !page) continue;
    if (page?.frontMatter.draft && !input.includeDrafts) continue;
    const fm = page?.frontMatter;
    const route: StandalonePageRoute = {
      kind: 'page',
      path: fm?.slug ? fm.slug : path,
      source: source.path,
      format: isModule ? 'module' : 'markdown',
      title: fm?.title ?? page?.contentTitle ?? config.title,
      description: fm?.description ?? page?.excerpt ?? config.tagline ?? '',
      toc: page ? buildToc(page.headings, fm?.toc_min_heading_level ?? config.docs.toc.minHeadingLevel, fm?.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel) : [],
      hideTableOfContents: fm?.hide_table_of_contents === true,
      unlisted: fm?.unlisted === true,
    };
    routeOfSource.set(source.path, route.path);
    add(route, source.path);
  }

  add({ kind: 'search', path: SEARCH_ROUTE, title: 'Search the documentation' }, '(built-in search page)');
  add({ kind: 'not-found', path: NOT_FOUND_ROUTE, title: 'Page Not Found' }, '(built-in not-found page)');

  for (const redirect of config.redirects) {
    if (routes.has(redirect.from)) {
      diagnostics.push({
        severity: 'error',
        file: 'site.config.yaml',
        message: `redirect from "${redirect.from}" would replace an existing page`,
        hint: 'Remove the redirect or move the page.',
        ruleId: 'redirects/shadows-page',
      });
      continue;
    }
    add({ kind: 'redirect', path: redirect.from, to: redirect.to }, 'site.config.yaml');
  }

  const rewrite = rewriteLinks(Object.values(input.pages), routeOfSource, config.onBrokenMarkdownLinks);
  diagnostics.push(...rewrite.diagnostics);
  for (const page of Object.values(input.pages)) diagnostics.push(...page.diagnostics);

  const docPaths: Record<string, string> = {};
  for (const doc of docs) docPaths[doc.id] = doc.route;

  return {
    config,
    routes: [...routes.values()].map((r) => r.route).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    sidebars: sidebarsResult.sidebars,
    docPaths,
    pages: input.pages,
    linkTargets: rewrite.targets,
    diagnostics,
  };
}

function categoryRoute(index: GeneratedIndex, placements: ReturnType<typeof placePages>, byId: ReadonlyMap<string, DocInfo>): CategoryIndexRoute {
  const placement = placements.get(index.path);
  return {
    kind: 'category-index',
    path: index.path,
    title: index.title,
    description: index.description,
    sidebarId: placement?.sidebarId ?? index.sidebarId,
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev,
    next: placement?.next,
    cards: cardsOf(index.items, byId),
  };
}
