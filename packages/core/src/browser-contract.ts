/**
 * What the Node side and the browser exchange, in one place: the data the theme embeds in every page for the runtime,
 * the page data a client navigation fetches, the search client's settings, and where page data is served. The
 * theme and the engine write these shapes, the dev server serves them, the runtime reads them. Browser-safe: no
 * Node APIs.
 */
import type { AnnouncementBar, ColorModeOptions, FooterColumn, Logo, NavbarItem, VersionBanner } from './config-types.js';
import type { PageData, SidebarItem } from './pipeline-types.js';
import { cleanPath } from './urls.js';

export type { PageData };

/** A docs version as the shell needs it: the dropdown, the navbar's doc links, the banner and the badge. */
export interface ShellVersion {
  name: string;
  label: string;
  /** Route of its main doc: where version links lead when a page has no counterpart in it. */
  mainDocPath?: string;
  banner: VersionBanner;
  badge: boolean;
  isLast: boolean;
  /** Sidebar id → the route of its first page in this version, for navbar items of type docSidebar. */
  sidebarFirstLinks: Record<string, string>;
  /** Doc id → route in this version, for navbar items of type doc (only the ids the navbar uses). */
  navbarDocPaths: Record<string, string>;
}

/** A locale as the shell needs it: the locale dropdown, and `lang` and `dir` of the page. */
export interface ShellLocale {
  name: string;
  label: string;
  /** The `lang` of its pages. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Where its pages are served: '' for the default locale, `/fr` for the others. */
  routeBase: string;
}

/** The site-wide part of the shell props: the same for every page of a locale. */
export interface ShellSite {
  title: string;
  navbar: { title?: string; logo?: Logo; items: NavbarItem[] };
  footer: { logo?: Logo; copyright: string; links: FooterColumn[] };
  announcementBar?: AnnouncementBar;
  colorMode: ColorModeOptions;
  sidebar: { collapsible: boolean; hideable: boolean };
  /** The docs versions, newest first (one, `current`, on a site without versions). */
  versions: ShellVersion[];
  /** The locale of these pages. */
  locale: string;
  /** The site's locales, the default one first (one on a site without translations). */
  locales: ShellLocale[];
  /**
   * The shell's own texts where this locale's differ from the built-in English ones, by id (`theme.docs.paginator.next`
   * → `Suivant`): empty on an English site, so an English page carries none.
   */
  strings: Record<string, string>;
}

/**
 * The serialisable props of the page shell. The same object renders the shell on the server and (with the client
 * runtime) hydrates it in the browser, so it carries only what the shell needs: never the whole site.
 */
export interface ShellProps {
  site: ShellSite;
  /** The route being shown. */
  path: string;
  /** The sidebar of this page, if it has one. */
  sidebarId?: string;
  sidebar?: SidebarItem[];
  /** The docs version of this page (docs and generated indexes), and the same page in the other versions. */
  version?: string;
  versionPaths?: Record<string, string>;
  /** The same page in the other locales: locale → route (the locale dropdown keeps the reader on the page). */
  localePaths?: Record<string, string>;
}

/** Search settings handed to the browser: the hosted service, or the local index (the URL of its entry file). */
export type ClientSearchConfig =
  | { provider: 'local'; indexUrl: string; /** Results are of the docs version being read (or the one chosen). */ contextualSearch?: boolean }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string; facetFilters: Array<string | string[]> };

/** The id of the `<script type="application/json">` element that carries `EmbeddedData` in every page. */
export const EMBEDDED_DATA_ID = 'docgen-data';

/**
 * The modules the islands share with the main script (one React per page: an island renders inside the page's tree),
 * as the main script hands them over: `globalThis[SHARED_MODULES_GLOBAL][specifier]`. The islands are bundled
 * without them (see the engine's runtime bundle), so a first visit loads one script, not a script and its chunks.
 */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
export const SHARED_MODULES_GLOBAL = '__docgenModules';

/** The data every page embeds for the runtime (`EMBEDDED_DATA_ID`). */
export interface EmbeddedData {
  shell: ShellProps;
  /** Island name → bundle URL. */
  islands: Record<string, string>;
  search?: ClientSearchConfig;
  /** The site's production URL. */
  siteUrl?: string;
}

/** Where a route's page data is served: `/` → `/_data/index.json`, `/a/b` → `/_data/a/b.json`. */
export function pageDataUrl(route: string): string {
  const clean = cleanPath(route);
  return `/_data/${clean === '/' ? 'index' : clean.slice(1)}.json`;
}

/** Where a sidebar's data is written (`/_data/sidebars/<id>.json`); `sidebarDataUrl` is the same, URL-encoded. */
export function sidebarDataPath(sidebarId: string): string {
  return `/_data/sidebars/${sidebarId}.json`;
}

/** The URL a client navigation fetches a sidebar from. */
export function sidebarDataUrl(sidebarId: string): string {
  return sidebarDataPath(encodeURIComponent(sidebarId));
}
