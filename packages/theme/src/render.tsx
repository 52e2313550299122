/** The render stage: SiteGraph + route → RenderedPage (a complete HTML document). */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BuildAssets, NavbarItem, RenderedPage, Route, SidebarItem, SiteGraph } from '@docgen/core';
import { CategoryIndexMain, DocMain, MarkdownPageMain, NotFoundMain, SearchMain } from './components/Main.js';
import { Shell } from './components/Shell.js';
import { renderContent, type ContentComponents } from './content.js';
import { renderDocument, renderRedirect } from './document.js';
import { documentTitle, headTags, type HeadInput } from './head.js';
import type { ShellProps, ShellSite } from './shell-props.js';

/** A standalone page written as a React module: its default export, and optional `title`/`description` exports. */
export interface ModulePage {
  Component: ComponentType;
  title?: string;
  description?: string;
}

export interface RenderContext {
  graph: SiteGraph;
  assets: BuildAssets;
  /** Island name → bundle URL, handed to the client runtime. */
  islands?: Record<string, string>;
  /** Search settings for the browser (hosted service or local index). */
  search?: unknown;
  /** Module pages by source path. */
  modules?: Record<string, ModulePage>;
  /** MDX components: the built-ins and the site's own (default: the built-ins). */
  components?: ContentComponents;
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href && !(item.type === 'link' && item.external)) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Config places are for messages at build time; the browser has no use for them. */
function withoutPlace(item: NavbarItem): NavbarItem {
  const { place: _place, ...rest } = item;
  return rest.type === 'dropdown' ? { ...rest, items: rest.items.map((i) => withoutPlace(i) as typeof i) } : rest;
}

function navbarDocIds(items: readonly NavbarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'doc' ? [i.docId] : i.type === 'dropdown' ? navbarDocIds(i.items) : []));
}

/** The site-wide part of the shell props, computed once per build. */
export function shellSite(graph: SiteGraph): ShellSite {
  const { config } = graph;
  const sidebarFirstLinks: Record<string, string> = {};
  for (const [id, items] of Object.entries(graph.sidebars)) {
    const href = firstHref(items);
    if (href) sidebarFirstLinks[id] = href;
  }
  const navbarDocPaths: Record<string, string> = {};
  for (const id of navbarDocIds(config.navbar.items)) if (graph.docPaths[id]) navbarDocPaths[id] = graph.docPaths[id];
  return {
    title: config.title,
    navbar: { title: config.navbar.title, logo: config.navbar.logo, items: config.navbar.items.map(withoutPlace) },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebar: { collapsible: config.docs.sidebar.collapsible, hideable: config.docs.sidebar.hideable },
    sidebarFirstLinks,
    navbarDocPaths,
    docsVersion: config.docs.version.name,
  };
}

export interface Renderer {
  render(route: Route): RenderedPage;
}

export function createRenderer(context: RenderContext): Renderer {
  const { graph, assets } = context;
  const { config } = graph;
  const site = shellSite(graph);

  const contentOf = (source: string): ReactElement | null => {
    const page = graph.pages[source];
    if (!page) return null;
    return renderContent(page.hast, { links: graph.linkTargets[source] ?? {}, assets: assets.files[source] ?? {}, components: context.components });
  };

  const main = (route: Exclude<Route, { kind: 'redirect' }>): { element: ReactElement; head: HeadInput; sidebarId?: string } => {
    switch (route.kind) {
      case 'doc':
        return {
          element: <DocMain route={route} content={contentOf(route.source)} breadcrumbs={config.docs.breadcrumbs} />,
          head: { path: route.path, pageTitle: route.title, description: route.description, image: route.image, keywords: route.keywords, noIndex: route.unlisted },
          sidebarId: route.sidebarId,
        };
      case 'category-index':
        return {
          element: <CategoryIndexMain route={route} breadcrumbs={config.docs.breadcrumbs} />,
          head: { path: route.path, pageTitle: route.title, description: route.description || undefined },
          sidebarId: route.sidebarId,
        };
      case 'page': {
        const mod = context.modules?.[route.source];
        if (route.format === 'module') {
          if (!mod) throw new Error(`no module loaded for page ${route.source}`);
          const Component = mod.Component;
          return {
            element: <Component />,
            head: { path: route.path, pageTitle: mod.title, description: mod.description ?? route.description, noIndex: route.unlisted },
          };
        }
        return {
          element: <MarkdownPageMain route={route} content={contentOf(route.source)} />,
          head: { path: route.path, pageTitle: route.title, description: route.description, noIndex: route.unlisted },
        };
      }
      case 'search':
        return { element: <SearchMain />, head: { path: route.path, pageTitle: 'Search the documentation' } };
      case 'not-found':
        return { element: <NotFoundMain />, head: { path: route.path, pageTitle: 'Page Not Found', noIndex: true } };
    }
  };

  return {
    render(route) {
      if (route.kind === 'redirect') return { path: route.path, html: renderRedirect(config, route.to) };
      const { element, head, sidebarId } = main(route);
      const mainHtml = renderToString(element);
      const shell: ShellProps = { site, path: route.path, sidebarId, sidebar: sidebarId ? graph.sidebars[sidebarId] : undefined };
      const title = documentTitle(config, head.pageTitle);
      const tags = headTags(config, head);
      // The client runtime hydrates the shell from the same props (only when there is a runtime to do it).
      const data = assets.js.length ? { shell, islands: context.islands ?? {}, search: context.search, siteUrl: config.url } : undefined;
      const html = renderDocument({ config, title, head: tags, bodyHtml: renderToString(<Shell shell={shell} mainHtml={mainHtml} />), assets, data });
      return { path: route.path, html, pageData: { path: route.path, title, head: tags, html: mainHtml, sidebarId } };
    },
  };
}
