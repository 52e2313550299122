/** The render stage: SiteGraph + route → RenderedPage (a complete HTML document). */
import type { ComponentType, ReactElement } from 'react';
import type { Element } from 'hast';
import { renderToString } from 'react-dom/server';
import type {
  AssetInfo,
  BuildAssets,
  ClientSearchConfig,
  EmbeddedData,
  HastRoot,
  RenderedPage,
  Route,
  ShellProps,
  ShellSite,
  SidebarItem,
  SiteConfig,
} from '@docgen/core';
import { hasMarkdownVersion, markdownUrl } from '@docgen/core';
import { CategoryIndexMain, DocMain, MarkdownPageMain, NotFoundMain, SearchMain } from './components/Main.js';
import { Shell } from './components/Shell.js';
import { hasMath, renderComponentHtml, renderContent, type ContentComponents } from './content.js';
import { renderDocument, renderRedirect } from './document.js';
import { documentTitle, headTags, type HeadInput } from './head.js';
import { latestTarget } from './client/versions.js';
import type { VersionNoticeProps } from './components/VersionNotice.js';

/** A standalone page written as a React module: its default export, and optional `title`/`description` exports. */
export interface ModulePage {
  Component: ComponentType;
  title?: string;
  description?: string;
}

/** What every page of a site shares: computed once per build, the same for every page (and every worker). */
export interface RenderContext {
  config: SiteConfig;
  /** The site-wide part of the shell props (`shellSite(graph)`). */
  site: ShellSite;
  /** Stylesheet and script URLs. */
  assets: Pick<BuildAssets, 'css' | 'js'>;
  /** Island name → bundle URL, handed to the client runtime. */
  islands?: Record<string, string>;
  /** Search settings for the browser (hosted service or local index). */
  search?: ClientSearchConfig;
  /** MDX components: the built-ins and the site's own (default: the built-ins). */
  components?: ContentComponents;
  /** KaTeX's stylesheet (URL), linked only by pages that have math. */
  mathStylesheet?: string;
}

/** A page's content, read back from the content store, with what its links and embedded files became. */
export interface PageContent {
  tree: HastRoot;
  /** href as written → final href. */
  links: Record<string, string>;
  /** Embedded file src as written → the copied file. */
  assets: Record<string, AssetInfo>;
}

/** Everything one route's document is made of. */
export interface RenderInput {
  route: Route;
  /** The sidebar of the route, if it has one. */
  sidebar?: SidebarItem[];
  /** Content of doc and Markdown page routes. */
  content?: PageContent;
  /** The module of a page written as a React module. */
  module?: ModulePage;
}

export interface Renderer {
  render(input: RenderInput): RenderedPage;
  /** The HTML of one component element of a page's content (for the page's Markdown version). */
  componentHtml(element: Element, content: Omit<PageContent, 'tree'>): string;
}

export function createRenderer(context: RenderContext): Renderer {
  const { config, site, assets } = context;

  const contentOf = (content: PageContent | undefined): ReactElement | null =>
    content ? renderContent(content.tree, { links: content.links, assets: content.assets, components: context.components }) : null;

  /** The banner and badge of a versioned page (none on a site with one version and default settings). */
  const versionOf = (route: { version: string; versionPaths: Record<string, string> }): VersionNoticeProps | undefined => {
    const version = site.versions.find((v) => v.name === route.version);
    return version && { siteTitle: config.title, version, latest: latestTarget(site.versions, route.versionPaths) };
  };
  const noIndexOf = (route: { version: string }) => config.docs.versions?.[route.version]?.noIndex === true;
  /** The URL of a page's Markdown version, when the site writes them; `copy` when a Copy page button copies it. */
  const markdownOf = (route: Route, copy = false): string | undefined =>
    config.llms?.enabled && (!copy || config.llms.copyPage) && hasMarkdownVersion(route) ? markdownUrl(route.path) : undefined;

  const main = ({ route, content, module: mod }: RenderInput & { route: Exclude<Route, { kind: 'redirect' }> }): { element: ReactElement; head: HeadInput } => {
    switch (route.kind) {
      case 'doc':
        return {
          element: (
            <DocMain
              route={route}
              content={contentOf(content)}
              breadcrumbs={config.docs.breadcrumbs}
              version={versionOf(route)}
              markdown={markdownOf(route, true)}
            />
          ),
          head: {
            path: route.path,
            pageTitle: route.title,
            description: route.description,
            image: route.image,
            keywords: route.keywords,
            noIndex: route.unlisted || noIndexOf(route),
            docsVersion: route.version,
          },
        };
      case 'category-index':
        return {
          element: <CategoryIndexMain route={route} breadcrumbs={config.docs.breadcrumbs} version={versionOf(route)} markdown={markdownOf(route, true)} />,
          head: {
            path: route.path,
            pageTitle: route.title,
            description: route.description || undefined,
            noIndex: noIndexOf(route),
            docsVersion: route.version,
          },
        };
      case 'page': {
        if (route.format === 'module') {
          if (!mod) throw new Error(`no module loaded for page ${route.source}`);
          const Component = mod.Component;
          return {
            element: <Component />,
            head: { path: route.path, pageTitle: mod.title, description: mod.description ?? route.description, noIndex: route.unlisted },
          };
        }
        return {
          element: <MarkdownPageMain route={route} content={contentOf(content)} />,
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
    componentHtml: (element, content) => renderComponentHtml(element, { links: content.links, assets: content.assets, components: context.components }),
    render(input) {
      const { route } = input;
      if (route.kind === 'redirect') return { path: route.path, html: renderRedirect(config, route.to) };
      const { element, head } = main({ ...input, route });
      const sidebarId = 'sidebarId' in route ? route.sidebarId : undefined;
      const mainHtml = renderToString(element);
      const versioned = route.kind === 'doc' || route.kind === 'category-index' ? { version: route.version, versionPaths: route.versionPaths } : {};
      const shell: ShellProps = { site, path: route.path, sidebarId, sidebar: sidebarId ? input.sidebar : undefined, ...versioned };
      const title = documentTitle(config, head.pageTitle);
      const tags = headTags(config, { ...head, markdown: markdownOf(route) });
      // Only a page with math pays for KaTeX's stylesheet (and the fonts it loads); client navigation adds it when
      // a page that needs it arrives (`data-page-style`, see the runtime's head.ts).
      if (context.mathStylesheet && input.content && hasMath(input.content.tree)) {
        tags.push({ tag: 'link', attrs: { rel: 'stylesheet', href: context.mathStylesheet, 'data-page-style': '' } });
      }
      // The client runtime hydrates the shell from the same props (only when there is a runtime to do it).
      const data: EmbeddedData | undefined = assets.js.length
        ? { shell, islands: context.islands ?? {}, search: context.search, siteUrl: config.url }
        : undefined;
      const html = renderDocument({ config, title, head: tags, bodyHtml: renderToString(<Shell shell={shell} mainHtml={mainHtml} />), assets, data });
      return { path: route.path, html, pageData: { path: route.path, title, head: tags, html: mainHtml, sidebarId, ...versioned } };
    },
  };
}
