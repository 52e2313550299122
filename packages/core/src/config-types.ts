/**
 * The validated content of `site.config.yaml` and `sidebars.yaml`. Every field is documented in the
 * README ("Configuration"); the validator in @docgen/config is the only producer of these objects.
 */

import type { JsonValue } from './pipeline-types.js';

export type ReportLevel = 'throw' | 'warn' | 'ignore';

export interface Logo {
  src: string;
  /** Logo for the dark colour mode; defaults to `src`. */
  srcDark?: string;
  alt: string;
  href: string;
  width?: number;
  height?: number;
}

/** A link of the footer: a site path (`to`) or an external URL (`href`), opened in a new tab. */
export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
  /** Where the link is written (site.config.yaml), for messages; not sent to the browser. */
  place?: SourcePlace;
}

/** A titled column of footer links. Docusaurus's "simple" footer (one row of links) is one column without a title. */
export interface FooterColumn {
  title?: string;
  items: FooterLink[];
}

export interface LocaleConfig {
  /** Shown in the locale dropdown; default: the language's own name (`Français`). */
  label: string;
  /** Default: the language's writing direction. */
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** The `lang` of its pages (and their hreflang); default: the locale. */
  htmlLang: string;
  /** Where its pages are served, below the site's root (`/<path>/…`); default: the locale. Not used for the default locale. */
  path?: string;
}

export type NavbarPosition = 'left' | 'right';

/** Opens the first doc of a sidebar; active while any doc of that sidebar is shown. */
export interface NavbarDocSidebarItem {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
  position: NavbarPosition;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/** Opens one doc. */
export interface NavbarDocItem {
  type: 'doc';
  docId: string;
  label: string;
  position: NavbarPosition;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/** A plain link: `to` for a route of this site, `href` for anything else (opens in a new tab). */
export interface NavbarLinkItem {
  type: 'link';
  label: string;
  to?: string;
  href?: string;
  position: NavbarPosition;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
export interface NavbarDropdownItem {
  type: 'dropdown';
  label: string;
  position: NavbarPosition;
  items: Array<NavbarLinkItem | NavbarDocItem>;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/** The search button. */
export interface NavbarSearchItem {
  type: 'search';
  position: NavbarPosition;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/**
 * The docs version dropdown: the version being read (else the reader's preferred one, else the last), and a link to
 * every version, to the same page when that version has it, else to its main doc.
 */
export interface NavbarDocsVersionDropdownItem {
  type: 'docsVersionDropdown';
  position: NavbarPosition;
  /** Links listed above and below the versions (archived versions hosted elsewhere, "All versions"). */
  dropdownItemsBefore: NavbarLinkItem[];
  dropdownItemsAfter: NavbarLinkItem[];
  /** Do not mark the dropdown active on docs pages. */
  dropdownActiveClassDisabled: boolean;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/** A link to the main doc of the version being read (else the preferred one, else the last), labelled with it. */
export interface NavbarDocsVersionItem {
  type: 'docsVersion';
  /** Default: the version's label. */
  label?: string;
  /** Default: the version's main doc. */
  to?: string;
  position: NavbarPosition;
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
/** The locale dropdown: the locale being read, and a link to the same page in every locale. */
export interface NavbarLocaleDropdownItem {
  type: 'localeDropdown';
  position: NavbarPosition;
  /** Links listed above and below the locales ("Help us translate"). */
  dropdownItemsBefore: NavbarLinkItem[];
  dropdownItemsAfter: NavbarLinkItem[];
  className?: string;
  /** Where the item is written in site.config.yaml. */
  place?: SourcePlace;
}
export type NavbarItem =
  | NavbarDocSidebarItem
  | NavbarDocItem
  | NavbarLinkItem
  | NavbarDropdownItem
  | NavbarSearchItem
  | NavbarDocsVersionDropdownItem
  | NavbarDocsVersionItem
  | NavbarLocaleDropdownItem;
export type NavbarItemType = NavbarItem['type'];

export interface AnnouncementBar {
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: string;
  /** Inline HTML. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** How a version's pages are marked: a banner above each doc saying what the version is. */
export type VersionBanner = 'unreleased' | 'unmaintained' | 'none';

/** Settings of one docs version (`docs.versions.<name>`), as Docusaurus's docs option `versions`; unset means the default. */
export interface VersionSettings {
  /** Shown in the version dropdown and the badge; default: `Next` for the current docs, else the version's name. */
  label?: string;
  /** Path of the version under the docs' route; default: '' for the last version, `next` for the current docs, else the name. */
  path?: string;
  /** Default: none on the last version, `unreleased` on newer ones, `unmaintained` on older ones. */
  banner?: VersionBanner;
  /** Show "Version: <label>" on its docs; default: when the site has more than one version. */
  badge?: boolean;
  /** Class on the `<html>` of its pages; default `docs-version-<name>`. */
  className?: string;
  /** Ask search engines not to index its pages. */
  noIndex?: boolean;
}

/** A unified plugin of the markdown stage, as `site.config.yaml` names it. */
export interface MarkdownPluginConfig {
  /** A package name (`remark-toc`, resolved from the site root) or a file relative to the site root (`./plugins/x.mjs`). */
  name: string;
  /** Handed to the plugin as its options (plain YAML data). */
  options?: JsonValue;
  /** Where the plugin is named in site.config.yaml. */
  place?: SourcePlace;
}

/** `$inline$` and `$$display$$` math, rendered with KaTeX at build time. */
export interface MathOptions {
  enabled: boolean;
  /** Invalid TeX is an error (true) or a warning, the source shown in red (false). */
  strict: boolean;
}

/** How Markdown is read. */
export interface MarkdownOptions {
  /**
   * Folder of the site's own MDX components, relative to the site root (`src/components`): each `.tsx` or `.jsx` file
   * directly in it whose name starts with a capital letter registers its default export under that name.
   */
  components?: string;
  /** remark plugins (Markdown syntax tree), run in this order after docgen's own, before the tree becomes HTML. */
  remarkPlugins: MarkdownPluginConfig[];
  /** rehype plugins (HTML syntax tree), run in this order after docgen's own (highlighting, math, diagrams). */
  rehypePlugins: MarkdownPluginConfig[];
  math: MathOptions;
  /** ```mermaid code blocks become diagrams (drawn in the browser, checked at build time). */
  mermaid: boolean;
}

/** Output for AI readers (README, "AI-readable output"). */
export interface LlmsOptions {
  /** `/llms.txt`, `/llms-full.txt` and every page's Markdown at `/<route>.md`. */
  enabled: boolean;
  /** A "Copy page" button on doc pages that copies the page's Markdown (needs `enabled`). */
  copyPage: boolean;
}

export interface DocsOptions {
  /** Folder of the docs, relative to the site root. */
  path: string;
  routeBasePath: string;
  breadcrumbs: boolean;
  showLastUpdateTime: boolean;
  sidebar: { collapsible: boolean; hideable: boolean; autoCollapseCategories: boolean };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Base of the "Edit this page" links; the doc's path is appended. */
  editUrl?: string;
  /** The current docs' main doc: what the version dropdown and version links open when a page has no counterpart. */
  version: { mainDoc: string };
  /** Settings per version name (`current` for the docs folder). */
  versions: Record<string, VersionSettings>;
  /** The version shown at the docs' root; default: the newest in versions.json, else the current docs. */
  lastVersion?: string;
  /** Build only these versions (fast local builds). */
  onlyIncludeVersions?: string[];
  /** Build the current docs (the docs folder) besides the released versions. */
  includeCurrentVersion: boolean;
  /** Build the current docs only, whatever versions.json lists. */
  disableVersioning: boolean;
}

export interface ColorModeOptions {
  defaultMode: 'light' | 'dark';
  /** Follow the operating system's preference when the reader has not chosen. */
  respectPrefersColorScheme: boolean;
  disableSwitch: boolean;
}

export interface SearchOptions {
  /** Hosted search application id; empty means the built-in local index is used. */
  appId?: string;
  /** Public, search-only key. */
  apiKey?: string;
  indexName: string;
  contextualSearch: boolean;
  /** Another host than the hosted service's own (an Algolia-compatible proxy): `https://search.example.com`. */
  host?: string;
}

export interface Redirect {
  from: string;
  to: string;
  place?: SourcePlace;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface SiteConfig {
  title: string;
  tagline?: string;
  /** Production origin, e.g. `https://docs.example.com`. */
  url: string;
  baseUrl: string;
  trailingSlash: false;
  titleDelimiter: string;
  favicon?: string;
  /** Social card image, relative to the static folder. */
  image?: string;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
  navbar: { title?: string; logo?: Logo; hideOnScroll: boolean; items: NavbarItem[] };
  footer: { logo?: Logo; copyright: string; links: FooterColumn[] };
  docs: DocsOptions;
  announcementBar?: AnnouncementBar;
  colorMode: ColorModeOptions;
  search: SearchOptions;
  redirects: Redirect[];
  metadata: MetaTag[];
  onBrokenLinks: ReportLevel;
  onBrokenMarkdownLinks: ReportLevel;
  onBrokenAnchors: ReportLevel;
  onDuplicateRoutes: ReportLevel;
  /** Folder copied as-is to the output root. */
  staticDir: string;
  /** Folder of standalone pages (Markdown or TSX/JSX modules). */
  pagesDir: string;
  markdown: MarkdownOptions;
  llms: LlmsOptions;
  /**
   * Where each value is written in site.config.yaml, by its path (`favicon`, `navbar.logo.href`,
   * `docs.version.mainDoc`), for messages about it later. Set by `@docgen/config`; absent in objects built otherwise
   * (tests), and every reader falls back to the file alone.
   */
  places?: ConfigPlaces;
}

/** Where a configuration value is written. */
export interface ValuePlace extends SourcePlace {
  /**
   * For a string written on one line without escapes (plain or quoted): the column of its first character, so a
   * place inside the string (a link in `announcementBar.content`) is `textColumn + index`.
   */
  textColumn?: number;
}

/** Places of the values of a configuration file, by path: `favicon`, `navbar.logo.src`, `docs.version.mainDoc`. */
export type ConfigPlaces = Record<string, ValuePlace>;

/** Where a config value was written, for messages about it later (e.g. an unknown doc id). */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

export type SidebarItemConfig =
  | { type: 'doc'; id: string; label?: string; className?: string; place: SourcePlace }
  | { type: 'autogenerated'; dirName: string; place: SourcePlace }
  | { type: 'link'; label: string; href: string; className?: string; place: SourcePlace }
  | {
      type: 'category';
      label: string;
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      link?: CategoryLinkConfig;
      items: SidebarItemConfig[];
      place: SourcePlace;
    };

/** `place`: where the link's `slug` or `id` is written (set by `@docgen/config`). */
export type CategoryLinkConfig =
  { type: 'generated-index'; slug?: string; title?: string; description?: string; place?: SourcePlace } | { type: 'doc'; id: string; place?: SourcePlace };

/** sidebars.yaml: sidebar id → its items, in order. */
export type SidebarsConfig = Record<string, { items: SidebarItemConfig[]; place: SourcePlace }>;

/** A folder's `_category_.json` / `_category_.yml`, used by autogenerated sidebars. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  /** `undefined`: an index doc of the folder (index.md, README.md, or named like the folder) is the link. `null`: no link. */
  link?: CategoryLinkConfig | null;
  /** Where the metadata is written (set by `@docgen/config`). */
  place?: SourcePlace;
}
