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
import { CategoryIndexMain, DocMain, MarkdownPageMain, ModulePageMain, NotFoundMain, SearchMain, type FallbackProps } from './components/Main.js';
import { Shell } from './components/Shell.js';
import { hasMath, renderComponentHtml, renderContent, type ContentComponents } from './content.js';
import { renderDocument, renderRedirect } from './document.js';
import { documentTitle, headTags, type HeadInput } from './head.js';
import { latestTarget } from './client/versions.js';
import type { VersionNoticeProps } from './components/VersionNotice.js';
import { LocaleProvider } from './i18n/context.js';
import { translate } from './i18n/translate.js';
import { translationTable } from './i18n/table.js';
import { alternatesOf, canonicalOf, pageLocale, type PageLocale } from './locale-head.js';

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
  /**
   * Every text of the theme in the locale (`localeStrings`), for the HTML of its pages; default: the locale's
   * built-in table with the shell's texts (`site.strings`) over it.
   */
  strings?: Record<string, string>;
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

/** What every page of one renderer reads: its context, and the locale and texts worked out from it once. */
interface Shared {
  context: RenderContext;
  locale: PageLocale;
  strings: Record<string, string>;
}

type PageRoute = Exclude<Route, { kind: 'redirect' }>;

export function createRenderer(context: RenderContext): Renderer {
  const { config, site } = context;
  const locale = pageLocale(config, site);
  const shared: Shared = { context, locale, strings: context.strings ?? { ...translationTable(locale.own.name), ...site.strings } };
  return {
    componentHtml: (element, content) => renderComponentHtml(element, { links: content.links, assets: content.assets, components: context.components }),
    render: (input) => renderPage(shared, input),
  };
}

function contentOf(context: RenderContext, content: PageContent | undefined): ReactElement | null {
  return content ? renderContent(content.tree, { links: content.links, assets: content.assets, components: context.components }) : null;
}

/** The banner and badge of a versioned page (none on a site with one version and default settings). */
function versionOf({ config, site }: RenderContext, route: { version: string; versionPaths: Record<string, string> }): VersionNoticeProps | undefined {
  const version = site.versions.find((v) => v.name === route.version);
  return version && { siteTitle: config.title, version, latest: latestTarget(site.versions, route.versionPaths) };
}

function noIndexOf(config: SiteConfig, route: { version: string }): boolean {
  return config.docs.versions?.[route.version]?.noIndex === true;
}

/** A page of another locale than the default one that shows the default locale's text: the notice and the text's language. */
function fallbackOf({ context, locale }: Shared, route: PageRoute): FallbackProps | undefined {
  if (!route.locale || !route.untranslated?.includes(route.locale)) return undefined;
  const original = locale.of(context.config.i18n.defaultLocale);
  return { language: locale.own.label, originalLanguage: original.label, lang: original.htmlLang, dir: original.direction };
}

/** The URL of a page's Markdown version, when the site writes them; `copy` when a Copy page button copies it. */
function markdownOf(config: SiteConfig, route: Route, copy = false): string | undefined {
  return config.llms?.enabled && (!copy || config.llms.copyPage) && hasMarkdownVersion(route) ? markdownUrl(route.path) : undefined;
}

/** The main part of a page (what client navigation swaps) and what its head says. */
function mainOf(shared: Shared, { route, content, module: mod }: RenderInput & { route: PageRoute }): { element: ReactElement; head: HeadInput } {
  const { context, strings } = shared;
  const { config } = context;
  switch (route.kind) {
    case 'doc':
      return {
        element: (
          <DocMain
            route={route}
            content={contentOf(context, content)}
            breadcrumbs={config.docs.breadcrumbs}
            version={versionOf(context, route)}
            fallback={fallbackOf(shared, route)}
            markdown={markdownOf(config, route, true)}
          />
        ),
        head: {
          path: route.path,
          pageTitle: route.title,
          description: route.description,
          image: route.image,
          keywords: route.keywords,
          noIndex: route.unlisted || noIndexOf(config, route),
          docsVersion: route.version,
        },
      };
    case 'category-index':
      return {
        element: (
          <CategoryIndexMain
            route={route}
            breadcrumbs={config.docs.breadcrumbs}
            version={versionOf(context, route)}
            markdown={markdownOf(config, route, true)}
          />
        ),
        head: {
          path: route.path,
          pageTitle: route.title,
          description: route.description || undefined,
          noIndex: noIndexOf(config, route),
          docsVersion: route.version,
        },
      };
    case 'page': {
      if (route.format === 'module') {
        if (!mod) throw new Error(`no module loaded for page ${route.source}`);
        const Component = mod.Component;
        return {
          element: (
            <ModulePageMain fallback={fallbackOf(shared, route)}>
              <Component />
            </ModulePageMain>
          ),
          head: { path: route.path, pageTitle: mod.title, description: mod.description ?? route.description, noIndex: route.unlisted },
        };
      }
      return {
        element: <MarkdownPageMain route={route} content={contentOf(context, content)} fallback={fallbackOf(shared, route)} />,
        head: { path: route.path, pageTitle: route.title, description: route.description, noIndex: route.unlisted },
      };
    }
    case 'search':
      return { element: <SearchMain action={route.path} />, head: { path: route.path, pageTitle: translate(strings, 'theme.SearchPage.emptyResultsTitle') } };
    case 'not-found':
      return { element: <NotFoundMain />, head: { path: route.path, pageTitle: translate(strings, 'theme.NotFound.title'), noIndex: true } };
  }
}

function renderPage(shared: Shared, input: RenderInput): RenderedPage {
  const { context, locale, strings } = shared;
  const { config, site, assets } = context;
  const { route } = input;
  if (route.kind === 'redirect') return { path: route.path, html: renderRedirect(config, route.to, locale.own.htmlLang) };
  const { element, head } = mainOf(shared, { ...input, route });
  const sidebarId = 'sidebarId' in route ? route.sidebarId : undefined;
  const mainHtml = renderToString(
    <LocaleProvider strings={strings} lang={locale.own.htmlLang} home={locale.home} calendar={config.i18n.localeConfigs[locale.own.name]?.calendar}>
      {element}
    </LocaleProvider>,
  );
  const versioned = route.kind === 'doc' || route.kind === 'category-index' ? { version: route.version, versionPaths: route.versionPaths } : {};
  const localized = route.localePaths ? { localePaths: route.localePaths } : {};
  const shell: ShellProps = { site, path: route.path, sidebarId, sidebar: sidebarId ? input.sidebar : undefined, ...versioned, ...localized };
  const title = documentTitle(config, head.pageTitle);
  const tags = headTags(config, {
    ...head,
    canonical: canonicalOf(config, route),
    alternates: alternatesOf(config, site, route),
    locale: { name: locale.own.name, htmlLang: locale.own.htmlLang },
    markdown: markdownOf(config, route),
  });
  // Only a page with math pays for KaTeX's stylesheet (and the fonts it loads); client navigation adds it when
  // a page that needs it arrives (`data-page-style`, see the runtime's head.ts).
  if (context.mathStylesheet && input.content && hasMath(input.content.tree)) {
    tags.push({ tag: 'link', attrs: { rel: 'stylesheet', href: context.mathStylesheet, 'data-page-style': '' } });
  }
  // The client runtime hydrates the shell from the same props (only when there is a runtime to do it).
  const data: EmbeddedData | undefined = assets.js.length ? { shell, islands: context.islands ?? {}, search: context.search, siteUrl: config.url } : undefined;
  const bodyHtml = renderToString(<Shell shell={shell} mainHtml={mainHtml} />);
  const html = renderDocument({ config, title, head: tags, bodyHtml, assets, data, lang: locale.own.htmlLang, dir: locale.own.direction });
  return { path: route.path, html, pageData: { path: route.path, title, head: tags, html: mainHtml, sidebarId, ...versioned, ...localized } };
}
