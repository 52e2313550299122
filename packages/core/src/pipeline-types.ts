/**
 * The plain data passed between pipeline stages:
 * SourceFile[] (scan) → ParsedPage[] (markdown) → SiteGraph (graph) → RenderedPage[] (theme) → files (build).
 * Everything here is serialisable (no class instances, no functions), so it can cross worker threads and be cached.
 */
import type { Diagnostic, Place } from './diagnostics.js';
import type { SiteConfig, SidebarsConfig } from './config-types.js';
import type { DocsVersion } from './versions.js';

/** A hast tree (https://github.com/syntax-tree/hast). Kept structural so core has no dependency on @types/hast. */
export interface HastRoot {
  type: 'root';
  children: unknown[];
  [key: string]: unknown;
}

export type SourceKind = 'doc' | 'page' | 'category';

export interface SourceFile {
  kind: SourceKind;
  /** Path relative to the site root, forward slashes: `docs/deploy/quickstart.md`. */
  path: string;
  /** Path relative to its content folder (`docs/` or `pages/`): `deploy/quickstart.md`. */
  relPath: string;
  text: string;
  /** Content hash (sha1, hex) of `text`; keys the parse cache. */
  hash: string;
  /** Last change as epoch milliseconds: the last git commit touching it, else the file's mtime. */
  lastUpdated: number;
  /** For a translation (a file under `i18n/<locale>/`): its locale. Absent for the site's own files. */
  locale?: string;
}

/** A source file without its text: what the stages after parsing keep of it. */
export type SourceEntry = Omit<SourceFile, 'text'>;

export interface Heading {
  depth: number;
  id: string;
  /** Plain text of the heading. */
  text: string;
  /** Inline HTML of the heading (keeps `code`, emphasis). */
  html: string;
}

export type LinkKind =
  /** A link written as a path to a Markdown file: `../deploy/quickstart.md#x`. */
  | 'markdown'
  /** A path on this site: `/deploy/quickstart`, `./other`. */
  | 'route'
  /** A same-page anchor: `#options`. */
  | 'anchor'
  /** http(s), mailto: and the like. */
  | 'external';

export interface LinkRef {
  /** The href exactly as written. */
  href: string;
  kind: LinkKind;
  /** Which element carried it: `a` for links, `img`/`source`/... for embedded resources, a component's name for its `href`/`to` prop. */
  element: string;
  line?: number;
  column?: number;
}

/** A file referenced by a relative image (or other embedded) URL. */
export interface AssetRef {
  /** The URL exactly as written (the key the theme looks up). */
  src: string;
  /** Path relative to the site root of the referenced file (URL-decoded, resolved against the page). */
  path: string;
  line?: number;
  column?: number;
}

/** A value an MDX expression evaluated to at build time: what JSON can hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What a component element of MDX refers to: the name written in the element, and, when that name was imported,
 * the import it binds to. Resolved against the component registry by the theme (and checked by the graph stage).
 */
export interface ComponentRef {
  /** The element's name as written: `Tabs`, `RP`. */
  name: string;
  /** For an imported name: the module, normalised like `ModuleImport.module`. */
  module?: string;
  /** For an imported name: `default`, or the named export. */
  imported?: string;
}

/**
 * An MDX component in a content tree. It is a hast `element` whose `tagName` is the name as written (HTML tag names
 * are lowercase, component names are not), with empty `properties`, the component's children as `children`, and this
 * as `data.component`. Props are evaluated at build time, so the tree stays plain JSON.
 */
export interface ComponentData extends ComponentRef {
  props: Record<string, JsonValue>;
}

/** One use of a component in a page, with its place (for the registry check). */
export interface ComponentUse extends ComponentRef {
  line?: number;
  column?: number;
}

/** A top-level `import` of a module (not a file) in MDX, with its place (for the registry check). */
export interface ModuleImport {
  /** The specifier as written: `@theme/Tabs`, `react-player`, `../../src/components/Card`. */
  source: string;
  /**
   * The module it names: `@site/…` and relative specifiers become site-root relative paths without extension
   * (`src/components/Card`); other specifiers stay as written.
   */
  module: string;
  /** `default`, `*` for a namespace import, or the imported name. */
  imported: string;
  /** The name it is bound to in the file. */
  local: string;
  line?: number;
  column?: number;
}

/** Front matter fields docgen understands; others are kept in `extra`. */
export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  slug?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  pagination_label?: string;
  custom_edit_url?: string | null;
  draft?: boolean;
  unlisted?: boolean;
  extra: Record<string, unknown>;
}

/**
 * What the markdown stage found in one file, without its content tree: what the graph and the link check read.
 * The tree itself lives in the content store under `contentKey` and is read back one page at a time to render.
 */
export interface ParsedPage {
  /** The source's `path` (site-root relative). */
  source: string;
  /**
   * Key of the page's content tree in the content store: a hash of the parser's fingerprint and the file's text,
   * so identical files share one tree.
   */
  contentKey: string;
  frontMatter: FrontMatter;
  /** Title from the first `# h1` at the top of the body, which is then removed from the content tree. */
  contentTitle?: string;
  /** Every heading h1–h6 with its id, in document order. */
  headings: Heading[];
  /** Ids that elements other than headings declare (`id="…"` in raw HTML). */
  anchorIds: string[];
  /** Links as written: Markdown and HTML links, and the `href`/`to` props of components. */
  links: LinkRef[];
  /** Files the page embeds: images, linked files, and files imported in MDX (`import X from './a.png'`, at the import). */
  assets: AssetRef[];
  /** First paragraph as plain text, for descriptions and cards. */
  excerpt: string;
  /** Where each top-level front matter key's value is written (`slug` → line 3, column 7), for later messages. */
  frontMatterPlaces: Record<string, { line: number; column: number }>;
  /** Top-level imports of modules in MDX (components; file imports are `assets`). */
  imports: ModuleImport[];
  /** Every MDX component element, in document order. */
  components: ComponentUse[];
  /** Whether the page has math (rendered with KaTeX: the site then serves KaTeX's stylesheet and fonts). */
  math?: true;
  /** Store keys of its code blocks' highlighted lines, when they are highlighted apart from the parse. */
  highlightKeys?: string[];
  diagnostics: Diagnostic[];
}

/** The markdown stage's result for one file: what the graph reads, and the content tree the theme renders. */
export interface ParsedContent {
  page: Omit<ParsedPage, 'contentKey'>;
  tree: HastRoot;
}

// ---------------------------------------------------------------------------------------------
// Graph

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link opens a doc of this site. */
  docId?: string;
  external: boolean;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (a doc or a generated index), if any. */
  href?: string;
  docId?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface NavLink {
  label: string;
  href: string;
}

/** One step of a breadcrumb trail; categories without a page of their own have no href. */
export interface Crumb {
  label: string;
  href?: string;
}

export interface TocItem {
  id: string;
  html: string;
  depth: number;
  children: TocItem[];
}

/** Where a route sits among the site's locales (set by the graph on every route). */
export interface LocalizedRoute {
  /** The locale of the page; absent means the default locale. */
  locale?: string;
  /** The same page in every locale that has it, its own included: locale → route (the locale dropdown, hreflang). */
  localePaths?: Record<string, string>;
  /** The locales of `localePaths` whose page shows the default locale's text, not translated yet. */
  untranslated?: string[];
}

/**
 * What a route's page is made into besides its document: decided by the content instance that made the route, so
 * that the stages after the graph (render, search, files for AI readers) read it and know no kind by name.
 */
export interface RouteOutputs {
  /** Its sections are search records, in the search index. */
  search?: true;
  /** It has a Markdown version at `/<route>.md`, and the files for AI readers may list it. */
  markdown?: true;
}

export interface DocRoute extends LocalizedRoute, RouteOutputs {
  kind: 'doc';
  path: string;
  docId: string;
  /** The docs version the page belongs to (`current`, `2.0`). */
  version: string;
  /** The same page in the other versions that have it (by doc id; generated indexes by their path in the version): version name → route. */
  versionPaths: Record<string, string>;

  source: string;
  title: string;
  description: string;
  sidebarId?: string;
  sidebarLabel: string;
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
  toc: TocItem[];
  hideTitle: boolean;
  hideTableOfContents: boolean;
  lastUpdated?: number;
  editUrl?: string;
  unlisted: boolean;
  image?: string;
  keywords: string[];
}

export interface CategoryCard {
  label: string;
  href: string;
  description: string;
  /** `category` cards open a nested category; `doc` cards a page. */
  kind: 'doc' | 'category';
  /** For category cards: how many items it holds. */
  count?: number;
}

export interface CategoryIndexRoute extends LocalizedRoute, RouteOutputs {
  kind: 'category-index';
  path: string;
  /** The docs version the page belongs to (`current`, `2.0`). */
  version: string;
  /** The same page in the other versions that have it (by doc id; generated indexes by their path in the version): version name → route. */
  versionPaths: Record<string, string>;

  title: string;
  description: string;
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
  cards: CategoryCard[];
}

/** A standalone page from `pages/`: Markdown, or a React module rendered by the build. */
export interface StandalonePageRoute extends LocalizedRoute, RouteOutputs {
  kind: 'page';
  path: string;
  source: string;
  /** `markdown` pages carry parsed content; `module` pages are rendered from their default export. */
  format: 'markdown' | 'module';
  title: string;
  description: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  unlisted: boolean;
}

export interface RedirectRoute {
  kind: 'redirect';
  /** The locale whose pages it belongs to (absent: the default locale). */
  locale?: string;
  path: string;
  to: string;
}

/** Built-in pages of the theme: the search results page and the not-found page. */
export interface SpecialRoute extends LocalizedRoute, RouteOutputs {
  kind: 'search' | 'not-found';
  path: string;
  title: string;
}

export type Route = DocRoute | CategoryIndexRoute | StandalonePageRoute | RedirectRoute | SpecialRoute;

/** A docs version as the graph built it. */
export interface VersionRoutes {
  version: DocsVersion;
  /** Where the version's main doc is: what version links open when a page has no counterpart in it. */
  mainDocPath?: string;
  /** Doc id → route, in this version. */
  docPaths: Record<string, string>;
}

/** A locale as the graph built it: every locale has the site's pages, translated or not. */
export interface LocaleRoutes {
  locale: string;
  /** Where its pages are served: '' for the default locale, `/fr` for the others. */
  routeBase: string;
  /** The configuration as its pages show it: navbar and footer labels translated, site links leading into its pages. */
  config: SiteConfig;
  /** Its docs versions, newest first, with their translated labels and its routes. */
  versions: VersionRoutes[];
  /** Its translations of the shell's own texts, by id (the messages of its code.json). */
  codeMessages: Record<string, string>;
}

export interface SiteGraph {
  config: SiteConfig;
  /** The locales built, the default one first (set by `buildGraph`; a graph made otherwise has only the default one). */
  locales?: LocaleRoutes[];
  /** The docs versions built, newest first (the current docs alone on a site without versions). */
  versions: VersionRoutes[];
  /** Every route, sorted by path. */
  routes: Route[];
  /** Resolved sidebars by key: the sidebar id in the last version, `<id>@<version>` in the others (`sidebarKey`). */
  sidebars: Record<string, SidebarItem[]>;
  /** Doc id → route path, in the last version (the one at the docs' root). */
  docPaths: Record<string, string>;
  /** Parsed pages by source path (docs and Markdown pages), without their content trees. */
  pages: Record<string, ParsedPage>;
  /**
   * Per route with content: every rewritten link href as written → final href. By route rather than by file: the
   * same file shown in two locales leads into each locale's pages.
   */
  linkTargets: Record<string, Record<string, string>>;
  diagnostics: Diagnostic[];
  /**
   * The links written in the configuration (sidebar link items, generated-index cards) with their places, for the
   * link check. Set by `buildGraph`; a graph built otherwise has none, and the check reads the sidebars instead.
   */
  configLinks?: ConfigLink[];
}

/** A link written in the configuration (a sidebar link item, a generated-index card), with its place. */
export interface ConfigLink {
  href: string;
  place: Place;
  /** The link as shown in messages: `/x (sidebar "guide")`. */
  link: string;
}

// ---------------------------------------------------------------------------------------------
// Render

/** An embedded file after the build copied it: where it is served and its intrinsic size. */
export interface AssetInfo {
  url: string;
  width?: number;
  height?: number;
}

/** Assets the build produced for the theme to reference. */
export interface BuildAssets {
  /** Stylesheet URLs, in order. */
  css: string[];
  /** Module script URLs (entry first). */
  js: string[];
  /** Per source path: asset `src` as written → copied asset. */
  files: Record<string, Record<string, AssetInfo>>;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** What the client runtime needs to show a route without a full load; written as JSON per route. */
export interface PageData {
  path: string;
  /** Document title (`Page | Site`). */
  title: string;
  head: HeadTag[];
  /** The route's main HTML, inside the shell. */
  html: string;
  sidebarId?: string;
  /** For docs and generated indexes: their version, and the same page in other versions. */
  version?: string;
  versionPaths?: Record<string, string>;
  /** The same page in the other locales (the locale dropdown). */
  localePaths?: Record<string, string>;
}

export interface RenderedPage {
  path: string;
  /** The complete HTML document. */
  html: string;
  pageData?: PageData;
}

export type { SiteConfig, SidebarsConfig };
