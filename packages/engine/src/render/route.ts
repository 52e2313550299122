/**
 * One route into everything a build writes for it, and the dev server answers for it: its HTML document, its page
 * data, its Markdown version and its search records. The one place that decides which routes have which; worker
 * threads, the build's own thread (page modules) and the dev server all call `renderRoute`.
 */
import {
  hasMarkdownVersion,
  hasSearchRecords,
  markdownUrl,
  routeToFile,
  type AssetInfo,
  type ComponentEntry,
  type PageData,
  type Route,
  type StandalonePageRoute,
  type SidebarItem,
  type SiteGraph,
} from '@docgen/core';
import type { SearchRecord } from '@docgen/search';
import type { ModulePage, PageContent, Renderer } from '@docgen/theme';
import { pageDataFile } from '../output/site-files.js';

/** What rendering one locale's routes needs besides the route: made once, reused for every route. */
export interface RouteRendering {
  renderer: Renderer;
  /** The MDX component registry (a page's Markdown version renders components by it). */
  registry: ComponentEntry[];
  /** Search records of each page, when the site wants them (a local index, or `search push`). */
  records?: typeof import('@docgen/search').recordsOfPage;
  /** Each page's Markdown version, when the site writes them (`llms.enabled`). */
  llms?: typeof import('@docgen/llms');
  /** The site's URL and default locale, which records name. */
  config: { url: string; i18n: { defaultLocale: string } };
}

export interface RouteInput {
  route: Route;
  /** The route's content, its tree completed (highlighted code put in). */
  content?: PageContent;
  sidebar?: SidebarItem[];
  /** The module of a page written as a React module. */
  module?: ModulePage;
}

/** Which outputs to make (default all): the dev server asks for one at a time. */
export interface RouteWants {
  document?: boolean;
  markdown?: boolean;
  records?: boolean;
}

export interface RenderedRoute {
  /** The HTML document (unless not wanted). */
  html?: string;
  pageData?: PageData;
  /** Its Markdown version (`/<route>.md`), when the site writes them and the route has one. */
  markdown?: string;
  records: SearchRecord[];
}

/** Whether a route is a page written as a React module (rendered on the thread that loaded its code). */
export function isModuleRoute(route: Route): route is StandalonePageRoute & { format: 'module' } {
  return route.kind === 'page' && route.format === 'module';
}

/** The source file whose content a route shows, if any. */
export function sourceOf(route: Route): string | undefined {
  return 'source' in route ? route.source : undefined;
}

/**
 * What a route's content needs besides its tree: where its links lead and what its embedded files became. Undefined
 * for a route without parsed content (built-in pages, generated indexes, page modules).
 */
export function contentRefOf(
  graph: Pick<SiteGraph, 'pages' | 'linkTargets'>,
  route: Route,
  assetsBySource: Record<string, Record<string, AssetInfo>>,
): (Omit<PageContent, 'tree'> & { contentKey: string }) | undefined {
  const source = sourceOf(route);
  const page = source === undefined ? undefined : graph.pages[source];
  if (source === undefined || !page) return undefined;
  return { contentKey: page.contentKey, links: graph.linkTargets[route.path] ?? {}, assets: assetsBySource[source] ?? {} };
}

/** The sidebar id of a route, if it shows one. */
export function sidebarIdOf(route: Route): string | undefined {
  return 'sidebarId' in route ? route.sidebarId : undefined;
}

/** Renders a route. Throws what a component or page module throws (the caller reports it at its place). */
export function renderRoute(rendering: RouteRendering, input: RouteInput, wants: RouteWants = {}): RenderedRoute {
  const { route, content } = input;
  const page = wants.document === false && !isModuleRoute(route) ? undefined : rendering.renderer.render(input);
  const markdown = wants.markdown === false ? undefined : markdownOf(rendering, input, page?.pageData?.html);
  const records =
    wants.records !== false && rendering.records && content && hasSearchRecords(route)
      ? rendering.records({ route, tree: content.tree, config: rendering.config, locale: route.locale })
      : [];
  return { ...(page && wants.document !== false ? { html: page.html, pageData: page.pageData } : {}), markdown, records };
}

/** The Markdown version of a doc, a Markdown page, a page module or a generated index (`/<route>.md`). */
function markdownOf(rendering: RouteRendering, input: RouteInput, moduleHtml: string | undefined): string | undefined {
  const { llms } = rendering;
  const { route, content } = input;
  if (!llms || !hasMarkdownVersion(route)) return undefined;
  if (route.kind === 'category-index') return llms.categoryIndexMarkdown(route);
  // A module has no content tree: its Markdown is read back from the HTML it rendered.
  if (isModuleRoute(route)) return moduleHtml === undefined ? undefined : llms.htmlPageMarkdown(input.module?.title ?? route.title, moduleHtml);
  if (!content || (route.kind !== 'doc' && route.kind !== 'page')) return undefined;
  return llms.pageMarkdown({
    title: route.title,
    tree: content.tree,
    links: content.links,
    assets: content.assets,
    registry: rendering.registry,
    renderComponent: (element) => rendering.renderer.componentHtml(element, content),
  });
}

/** The files of a rendered route, by their path in the output folder: the document, the page data, the Markdown. */
export function routeFiles(routePath: string, rendered: RenderedRoute): Array<{ path: string; data: string }> {
  const files: Array<{ path: string; data: string }> = [];
  if (rendered.html !== undefined) files.push({ path: routeToFile(routePath), data: rendered.html });
  if (rendered.pageData) files.push({ path: pageDataFile(routePath), data: JSON.stringify(rendered.pageData) });
  if (rendered.markdown !== undefined) files.push({ path: markdownUrl(routePath).slice(1), data: rendered.markdown });
  return files;
}
