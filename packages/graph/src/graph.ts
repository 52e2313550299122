/** The graph stage: parsed pages + configuration → SiteGraph (routes, sidebars, navigation, link targets). */
import {
  closest,
  formatPlace,
  isExternalHref,
  type CategoryCard,
  type CategoryIndexRoute,
  type CategoryMeta,
  type Diagnostic,
  type DocRoute,
  type DocsVersion,
  type ParsedPage,
  type Route,
  type SidebarItem,
  type SidebarsConfig,
  type SiteConfig,
  type SourceEntry,
  type SourcePlace,
  type StandalonePageRoute,
} from '@docgen/core';
import { pageRoute } from './doc-identity.js';
import type { DocInfo } from './docs.js';
import { isGeneratedFile } from './check-links.js';
import { rewriteLinks } from './links.js';
import { placePages, type Placement } from './navigation.js';
import { CONFIG_FILE, configPlace, frontMatterPlace, type ConfigLink, type LoosePlace, type PlacedSiteGraph } from './places.js';
import { firstLinkOf, type GeneratedIndex } from './sidebars.js';
import { buildToc } from './toc.js';
import { buildVersions, counterparts, defaultVersions, type BuiltVersion } from './versions.js';

export interface GraphInput {
  config: SiteConfig;
  /** The current docs' sidebars (sidebars.yaml). */
  sidebars: SidebarsConfig;
  sources: readonly SourceEntry[];
  /** Parsed Markdown by source path (docs and Markdown pages). */
  pages: Record<string, ParsedPage>;
  /** `_category_` metadata by the site-root relative folder of its file, as on disk (`docs/02-guides`). */
  categories: ReadonlyMap<string, CategoryMeta>;
  /** Drafts are built by the dev server, left out of production builds. */
  includeDrafts?: boolean;
  /** The docs versions to build, newest first; default: the current docs alone (`resolveVersions` without versions.json). */
  versions?: readonly DocsVersion[];
  /** Sidebars of released versions, by version name (a version without any has no sidebar). */
  versionSidebars?: Readonly<Record<string, SidebarsConfig>>;
  /** Where the versions left out by `docs.onlyIncludeVersions` would be: links into them are not checked. */
  excludedVersionRoutes?: readonly string[];
}

export const SEARCH_ROUTE = '/search';
export const NOT_FOUND_ROUTE = '/404';

function editUrlOf(config: SiteConfig, doc: DocInfo): string | undefined {
  const custom = doc.page.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return config.docs.editUrl ? `${config.docs.editUrl.replace(/\/+$/, '')}/${doc.source}` : undefined;
}

interface CardsResult {
  cards: CategoryCard[];
  links: ConfigLink[];
  diagnostics: Diagnostic[];
}

function cardsOf(
  index: GeneratedIndex,
  byId: ReadonlyMap<string, DocInfo>,
  itemPlaces: ReadonlyMap<SidebarItem, SourcePlace>,
  config: SiteConfig,
): CardsResult {
  const out: CardsResult = { cards: [], links: [], diagnostics: [] };
  for (const item of index.items) {
    const place = itemPlaces.get(item) ?? index.place;
    if (item.type === 'link') {
      const doc = item.docId ? byId.get(item.docId) : undefined;
      out.cards.push({ kind: 'doc', label: item.label, href: item.href, description: doc?.description ?? item.href });
      if (!item.external && !item.docId) out.links.push({ href: item.href, place, link: `${item.href} (card on ${index.path})` });
      continue;
    }
    const count = item.items.length;
    const href = firstLinkOf(item);
    if (href === undefined && config.onBrokenLinks !== 'ignore') {
      out.diagnostics.push({
        severity: config.onBrokenLinks === 'throw' ? 'error' : 'warning',
        ...place,
        message: `the card of category "${item.label}" on ${index.path} leads nowhere: the category has no page and no link inside`,
        hint: 'Give the category a link (a doc or a generated index), or put a doc in it.',
        ruleId: 'links/empty-card',
      });
    }
    out.cards.push({ kind: 'category', label: item.label, href: href ?? '', description: `${count} item${count === 1 ? '' : 's'}`, count });
  }
  return out;
}

/** Who produced a route, for duplicate messages. */
interface Origin {
  /** Named in messages: a source file, or a category link with its place. */
  name: string;
  /** Where to report a duplicate caused by this origin. */
  place: LoosePlace;
  /** Set when a front matter `slug` (or a category link's slug) chose the route: the place to point at. */
  chosen?: SourcePlace;
  /** What to change about this origin to end a clash. */
  fix: string;
}

const FIX_SOURCE = 'Change the "slug" in the front matter of one of them, or rename one file.';
const FIX_CATEGORY = 'Give one of the categories another label, or its generated-index link another "slug".';
const FIX_REDIRECT = 'Remove the redirect or move the page.';

/** The routes as they are added, each with its origin; a second route at a path is reported as a duplicate. */
function routeTable(config: SiteConfig, diagnostics: Diagnostic[]) {
  const routes = new Map<string, { route: Route; origin: Origin }>();
  const add = (route: Route, origin: Origin) => {
    const existing = routes.get(route.path);
    if (!existing) {
      routes.set(route.path, { route, origin });
      return;
    }
    if (config.onDuplicateRoutes === 'ignore') return;
    // Point at what chose the route: the new one's slug, else the slug of the one already there; a built-in page
    // has no place of its own.
    const atExisting = origin.chosen ? false : existing.origin.chosen ? true : origin.place.line === undefined;
    const [reported, other] = atExisting ? [existing.origin, origin] : [origin, existing.origin];
    diagnostics.push({
      severity: config.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
      ...(reported.chosen ?? reported.place),
      message: `duplicate route "${route.path}": also produced by ${other.name}, whose page is ${atExisting ? 'left out' : 'kept'}`,
      // A built-in page has nothing to change: the fix is on the other side.
      hint: other.place.line === undefined ? other.fix : reported.fix,
      ruleId: 'routes/duplicate',
      related: [other.chosen ?? other.place],
    });
  };
  /** Route path → the source file it shows, for rewriting links. */
  const routeOfSource = new Map<string, string>();
  /** The origin of a route from a Markdown source: its `slug` line when front matter chose the route. */
  const sourceOrigin = (file: string, page: ParsedPage | undefined, hasSlug: boolean): Origin => {
    const chosen = hasSlug ? frontMatterPlace(page, 'slug') : undefined;
    return { name: file, place: chosen ?? { file, line: 1, column: 1 }, chosen, fix: FIX_SOURCE };
  };
  return { routes, add, routeOfSource, sourceOrigin };
}

type RouteTable = ReturnType<typeof routeTable>;

/** `docs.version.mainDoc` names a doc of the current docs (older versions fall back to their root doc: see buildVersions). */
function checkMainDoc(config: SiteConfig, current: BuiltVersion | undefined): Diagnostic[] {
  const mainDoc = config.docs.version.mainDoc;
  if (!current || current.byId.has(mainDoc)) return [];
  const { byId } = current;
  const near = closest(mainDoc, byId.keys());
  return [
    {
      severity: 'error',
      ...configPlace(config, 'docs.version.mainDoc', 'docs.version', 'docs'),
      message: `docs.version.mainDoc refers to unknown doc id "${mainDoc}"`,
      ...(near ? { expected: [near] } : { hint: 'A doc id is the file path under the docs folder without extension, e.g. "deploy/quickstart".' }),
      ruleId: 'config/unknown-doc',
    },
  ];
}

interface DocRoutesInput {
  config: SiteConfig;
  version: BuiltVersion;
  /** Every version built, for the doc's counterparts in the others. */
  built: readonly BuiltVersion[];
  placements: ReadonlyMap<string, Placement>;
  table: RouteTable;
  diagnostics: Diagnostic[];
}

/** The route of each doc of a version: its place in the sidebars, previous/next (or what its front matter names), TOC. */
function addDocRoutes({ config, version, built, placements, table, diagnostics }: DocRoutesInput): void {
  const { byId } = version;
  for (const doc of version.docs) {
    const fm = doc.page.frontMatter;
    const placement = placements.get(doc.route);
    const inSidebar = placement && placement.sidebarId;
    const pagination = (key: 'pagination_prev' | 'pagination_next', fallback: DocRoute['prev']) => {
      const value = fm[key];
      if (value === null) return undefined;
      if (typeof value !== 'string') return fallback;
      const target = byId.get(value);
      if (target) return { label: target.page.frontMatter.pagination_label ?? target.sidebarLabel, href: target.route };
      const near = closest(value, byId.keys());
      diagnostics.push({
        severity: 'error',
        ...(frontMatterPlace(doc.page, key) ?? { file: doc.source, line: 1, column: 1 }),
        message: `front matter "${key}" refers to unknown doc id "${value}"`,
        ...(near ? { expected: [near] } : { hint: 'Write a doc id (the file path under the docs folder without extension), or null for no link.' }),
        ruleId: 'front-matter/unknown-doc',
      });
      return undefined;
    };
    const route: DocRoute = {
      kind: 'doc',
      path: doc.route,
      docId: doc.id,
      version: version.version.name,
      versionPaths: counterparts(built, version, (other) => other.byId.get(doc.id)?.route),
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
    table.routeOfSource.set(doc.source, doc.route);
    table.add(route, table.sourceOrigin(doc.source, doc.page, fm.slug !== undefined));
  }
}

/** The route of each standalone page (Markdown or a React module), drafts left out unless asked for. */
function addPageRoutes(input: GraphInput, table: RouteTable): void {
  const { config } = input;
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
      toc: page
        ? buildToc(page.headings, fm?.toc_min_heading_level ?? config.docs.toc.minHeadingLevel, fm?.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel)
        : [],
      hideTableOfContents: fm?.hide_table_of_contents === true,
      unlisted: fm?.unlisted === true,
    };
    table.routeOfSource.set(source.path, route.path);
    table.add(route, table.sourceOrigin(source.path, page, fm?.slug !== undefined));
  }
}

/** The built-in pages, then the redirects (which may not replace a page). */
function addBuiltInAndRedirects(config: SiteConfig, table: RouteTable, diagnostics: Diagnostic[]): void {
  const builtIn = (name: string): Origin => ({
    name,
    place: { file: CONFIG_FILE },
    fix: `docgen makes ${name} at this route itself: give this page another slug or file name.`,
  });
  table.add({ kind: 'search', path: SEARCH_ROUTE, title: 'Search the documentation' }, builtIn('the search page'));
  table.add({ kind: 'not-found', path: NOT_FOUND_ROUTE, title: 'Page Not Found' }, builtIn('the not-found page'));
  for (const redirect of config.redirects) {
    const place: LoosePlace = redirect.place ?? { file: CONFIG_FILE };
    const shadowed = table.routes.get(redirect.from);
    if (shadowed) {
      diagnostics.push({
        severity: 'error',
        ...place,
        message: `redirect from "${redirect.from}" would replace an existing page (from ${shadowed.origin.name})`,
        hint: FIX_REDIRECT,
        ruleId: 'redirects/shadows-page',
      });
      continue;
    }
    table.add(
      { kind: 'redirect', path: redirect.from, to: redirect.to },
      { name: `the redirect at ${formatPlace(place)}`, place, chosen: redirect.place, fix: FIX_REDIRECT },
    );
  }
}

export function buildGraph(input: GraphInput): PlacedSiteGraph {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const versionList = input.versions ?? defaultVersions(config, diagnostics);
  const versions = buildVersions({ ...input, versions: versionList });
  diagnostics.push(...versions.diagnostics);
  const built = versions.built;
  const sidebars: Record<string, SidebarItem[]> = {};
  const placements = new Map<string, Placement>();
  const configLinks: ConfigLink[] = [];
  for (const version of built) {
    Object.assign(sidebars, version.sidebars.sidebars);
    for (const [route, placement] of placePages(version.sidebars.sidebars)) if (!placements.has(route)) placements.set(route, placement);
    configLinks.push(...version.sidebars.links);
  }
  diagnostics.push(
    ...checkMainDoc(
      config,
      built.find((v) => v.version.name === 'current'),
    ),
  );

  // Each version's docs and generated index pages; a clash across versions is a duplicate route like any other.
  const table = routeTable(config, diagnostics);
  for (const version of built) {
    addDocRoutes({ config, version, built, placements, table, diagnostics });
    addGeneratedIndexRoutes({ config, version, built, placements, table, diagnostics }, configLinks);
  }
  addPageRoutes(input, table);
  addBuiltInAndRedirects(config, table, diagnostics);

  const routesByPath = new Map([...table.routes.values()].map((r) => [r.route.path, r.route]));
  const rewrite = rewriteLinks(Object.values(input.pages), table.routeOfSource, config.onBrokenMarkdownLinks, (sitePath) =>
    isGeneratedFile({ config }, routesByPath, sitePath),
  );
  diagnostics.push(...rewrite.diagnostics);
  for (const page of Object.values(input.pages)) diagnostics.push(...page.diagnostics);

  const versionRoutes = built.map((version) => {
    const docPaths: Record<string, string> = {};
    for (const doc of version.docs) docPaths[doc.id] = doc.route;
    return { version: version.version, mainDocPath: version.mainDocPath, docPaths };
  });
  const last = versionRoutes.find((v) => v.version.isLast);
  return {
    config,
    versions: versionRoutes,
    routes: [...table.routes.values()].map((r) => r.route).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    sidebars,
    docPaths: last?.docPaths ?? {},
    pages: input.pages,
    linkTargets: rewrite.targets,
    diagnostics,
    configLinks: configLinks.filter((l) => !isExternalHref(l.href)),
    excludedVersionRoutes: [...(input.excludedVersionRoutes ?? [])],
  };
}

/** The generated index page of each category link of a version's sidebars, with its cards. */
function addGeneratedIndexRoutes({ config, version, built, placements, table, diagnostics }: DocRoutesInput, configLinks: ConfigLink[]): void {
  for (const index of version.sidebars.generatedIndexes) {
    const cards = cardsOf(index, version.byId, version.sidebars.itemPlaces, config);
    diagnostics.push(...cards.diagnostics);
    configLinks.push(...cards.links);
    const inVersion = index.path.slice(version.version.routeBase === '/' ? 0 : version.version.routeBase.length);
    const versionPaths = counterparts(built, version, (other) => {
      const path = other.version.routeBase === '/' ? inVersion : `${other.version.routeBase}${inVersion}`;
      return other.indexPaths.has(path) ? path : undefined;
    });
    const origin: Origin = {
      name: `the generated index of the category link at ${formatPlace(index.place)}`,
      place: index.place,
      chosen: index.place,
      fix: FIX_CATEGORY,
    };
    table.add(categoryRoute(index, placements, cards.cards, versionPaths), origin);
  }
}

function categoryRoute(
  index: GeneratedIndex,
  placements: ReadonlyMap<string, Placement>,
  cards: CategoryCard[],
  versionPaths: Record<string, string>,
): CategoryIndexRoute {
  const placement = placements.get(index.path);
  return {
    kind: 'category-index',
    path: index.path,
    version: index.version,
    versionPaths,
    title: index.title,
    description: index.description,
    sidebarId: placement?.sidebarId ?? index.sidebarId,
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev,
    next: placement?.next,
    cards,
  };
}
