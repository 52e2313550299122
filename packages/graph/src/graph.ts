/** The graph stage: parsed pages + configuration → SiteGraph (routes, sidebars, navigation, link targets). */
import {
  closest,
  formatPlace,
  I18N_DIR,
  inLocale,
  isExternalHref,
  type CategoryCard,
  type CategoryIndexRoute,
  type CategoryMeta,
  type Diagnostic,
  type DocRoute,
  type DocsVersion,
  type LocaleRoutes,
  type LocaleTranslations,
  type ParsedPage,
  type Route,
  type SidebarItem,
  type SidebarsConfig,
  type SiteConfig,
  type SourceEntry,
  type SourcePlace,
  type StandalonePageRoute,
  type TranslationFileContent,
  type VersionRoutes,
} from '@docgen/core';
import { pageRoute } from './doc-identity.js';
import type { DocInfo } from './docs.js';
import { isGeneratedFile } from './check-links.js';
import { contentRoots, rewriteLinks, type LinkedPage } from './links.js';
import { isTranslation, localeConfig, localeInstance, localeNames, pageSources, type LocaleInstance } from './locales.js';
import { placePages, type Placement } from './navigation.js';
import { CONFIG_FILE, configPlace, frontMatterPlace, type ConfigLink, type LoosePlace, type PlacedSiteGraph } from './places.js';
import { firstLinkOf, type GeneratedIndex } from './sidebars.js';
import { buildToc } from './toc.js';
import { withoutRepeats } from './repeats.js';
import { twinKey, Twins } from './twins.js';
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
  /** The label files of each locale, by locale (a locale without any shows the labels as written). */
  translations?: Readonly<Record<string, LocaleTranslations>>;
}

export const SEARCH_ROUTE = '/search';
export const NOT_FOUND_ROUTE = '/404';

/** "Edit this page" leads to the file as written in the site's own folders (a translation's original, as Docusaurus does). */
function editUrlOf(config: SiteConfig, doc: DocInfo, version: DocsVersion): string | undefined {
  const custom = doc.page.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return config.docs.editUrl ? `${config.docs.editUrl.replace(/\/+$/, '')}/${version.contentDir}/${doc.relPath}` : undefined;
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
  /** The origin of a route from a Markdown source: its `slug` line when front matter chose the route. */
  const sourceOrigin = (file: string, page: ParsedPage | undefined, hasSlug: boolean): Origin => {
    const chosen = hasSlug ? frontMatterPlace(page, 'slug') : undefined;
    return { name: file, place: chosen ?? { file, line: 1, column: 1 }, chosen, fix: FIX_SOURCE };
  };
  return { routes, add, sourceOrigin };
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

/** What every part of one locale's routes shares. */
interface LocaleBuild {
  /** The configuration as the locale shows it. */
  config: SiteConfig;
  instance: LocaleInstance;
  table: RouteTable;
  twins: Twins;
  /** Source path (a file of the site's own folders, or a translation's own path) → its route in this locale, for `.md` links. */
  routeOfSource: Map<string, string>;
  /** The routes with content, whose links are rewritten. */
  content: LinkedPage[];
  diagnostics: Diagnostic[];
}

interface DocRoutesInput extends LocaleBuild {
  version: BuiltVersion;
  /** Every version built, for the doc's counterparts in the others. */
  built: readonly BuiltVersion[];
  placements: ReadonlyMap<string, Placement>;
}

/** The route of each doc of a version: its place in the sidebars, previous/next (or what its front matter names), TOC. */
function addDocRoutes(input: DocRoutesInput): void {
  const { config, version, built, placements, table, diagnostics, instance } = input;
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
      editUrl: editUrlOf(config, doc, version.version),
      unlisted: doc.unlisted,
      image: fm.image,
      keywords: fm.keywords ?? [],
    };
    const original = `${version.version.contentDir}/${doc.relPath}`;
    input.routeOfSource.set(original, doc.route);
    input.routeOfSource.set(doc.source, doc.route);
    input.content.push({ route: doc.route, page: doc.page, sourcePath: original });
    input.twins.add(twinKey.doc(version.version.name, doc.relPath), instance.locale, route, !instance.isDefault && !isTranslation(instance, doc.source));
    table.add(route, table.sourceOrigin(doc.source, doc.page, fm.slug !== undefined));
  }
}

/** The route of each standalone page (Markdown or a React module), drafts left out unless asked for. */
function addPageRoutes(input: GraphInput, build: LocaleBuild): void {
  const { config, instance, table } = build;
  for (const source of pageSources(instance, config.pagesDir, input.sources, build.diagnostics)) {
    const path = inLocale(instance.routeBase, pageRoute(source.relPath));
    const page = input.pages[source.path];
    const isModule = /\.[jt]sx$/i.test(source.path);
    if (!isModule && !page) continue;
    if (page?.frontMatter.draft && !input.includeDrafts) continue;
    const fm = page?.frontMatter;
    const route: StandalonePageRoute = {
      kind: 'page',
      path: fm?.slug ? inLocale(instance.routeBase, fm.slug) : path,
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
    const original = `${config.pagesDir.replace(/\/+$/, '')}/${source.relPath}`;
    build.routeOfSource.set(original, route.path);
    build.routeOfSource.set(source.path, route.path);
    if (page) build.content.push({ route: route.path, page, sourcePath: original });
    build.twins.add(twinKey.page(source.relPath), instance.locale, route, !instance.isDefault && !isTranslation(instance, source.path));
    table.add(route, table.sourceOrigin(source.path, page, fm?.slug !== undefined));
  }
}

/** The built-in pages, then the redirects (which may not replace a page). */
function addBuiltInAndRedirects({ config, table, diagnostics, instance, twins }: LocaleBuild): void {
  const builtIn = (name: string): Origin => ({
    name,
    place: { file: CONFIG_FILE },
    fix: `docgen makes ${name} at this route itself: give this page another slug or file name.`,
  });
  const search: Route = { kind: 'search', path: inLocale(instance.routeBase, SEARCH_ROUTE), title: 'Search the documentation' };
  const notFound: Route = { kind: 'not-found', path: inLocale(instance.routeBase, NOT_FOUND_ROUTE), title: 'Page Not Found' };
  twins.add(twinKey.special('search'), instance.locale, search);
  twins.add(twinKey.special('not-found'), instance.locale, notFound);
  table.add(search, builtIn('the search page'));
  table.add(notFound, builtIn('the not-found page'));
  // Each locale has the redirects, from and to its own pages.
  for (const written of config.redirects) {
    const redirect = { ...written, from: inLocale(instance.routeBase, written.from), to: instance.localize(written.to) };
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
      { kind: 'redirect', path: redirect.from, to: redirect.to, locale: instance.locale },
      { name: `the redirect at ${formatPlace(place)}`, place, chosen: redirect.place, fix: FIX_REDIRECT },
    );
  }
}

/** What the graph gathers from every locale. */
interface Gathered {
  sidebars: Record<string, SidebarItem[]>;
  configLinks: ConfigLink[];
  linkTargets: Record<string, Record<string, string>>;
  locales: LocaleRoutes[];
  /** The labels of each version's label file, for translators (`docgen write-translations`), by version name. */
  docsMessages: Record<string, TranslationFileContent>;
}

/** One locale's docs, pages, built-in pages and redirects, into the route table; its link targets and sidebars into `out`. */
function buildLocale(input: GraphInput, versionList: readonly DocsVersion[], build: Omit<LocaleBuild, 'config'>, out: Gathered): void {
  const { instance, diagnostics } = build;
  const config = localeConfig(input.config, instance);
  const locale: LocaleBuild = { ...build, config };
  const { built, diagnostics: versionProblems } = buildVersions({ ...input, versions: versionList, instance });
  diagnostics.push(...versionProblems);
  const placements = new Map<string, Placement>();
  for (const version of built) {
    Object.assign(out.sidebars, version.sidebars.sidebars);
    for (const [route, placement] of placePages(version.sidebars.sidebars)) if (!placements.has(route)) placements.set(route, placement);
    out.configLinks.push(...version.sidebars.links);
    // The labels as written, for translators (the default locale's own label file may translate them too).
    const original = versionList.find((v) => v.name === version.version.name) ?? version.version;
    if (instance.isDefault)
      out.docsMessages[version.version.name] = {
        'version.label': { message: original.label, description: `The label for version ${version.version.name}` },
        ...version.sidebars.messages,
      };
  }
  if (instance.isDefault)
    diagnostics.push(
      ...checkMainDoc(
        input.config,
        built.find((v) => v.version.name === 'current'),
      ),
    );
  // Each version's docs and generated index pages; a clash across versions is a duplicate route like any other.
  for (const version of built) {
    addDocRoutes({ ...locale, version, built, placements });
    addGeneratedIndexRoutes({ ...locale, version, built, placements }, out.configLinks);
  }
  addPageRoutes(input, locale);
  addBuiltInAndRedirects(locale);
  // Pages that are not built (drafts) still have their `.md` links checked, once.
  if (instance.isDefault) {
    const built = new Set(locale.content.map((c) => c.page.source));
    for (const page of Object.values(input.pages)) {
      // Translations are built by their own locale.
      if (!built.has(page.source) && !page.source.startsWith(`${I18N_DIR}/`)) locale.content.push({ route: undefined, page, sourcePath: page.source });
    }
  }
  const routesByPath = new Map([...locale.table.routes.values()].map((r) => [r.route.path, r.route]));
  const rewrite = rewriteLinks(locale.content, locale.routeOfSource, {
    onBrokenMarkdownLinks: input.config.onBrokenMarkdownLinks,
    roots: contentRoots(input.config, versionList),
    localize: instance.localize,
    isGeneratedFile: (sitePath) => isGeneratedFile({ config: input.config }, routesByPath, sitePath),
  });
  diagnostics.push(...rewrite.diagnostics);
  Object.assign(out.linkTargets, rewrite.targets);
  const versions: VersionRoutes[] = built.map((version) => ({
    version: version.version,
    mainDocPath: version.mainDocPath,
    docPaths: Object.fromEntries(version.docs.map((doc) => [doc.id, doc.route])),
  }));
  const codeMessages = instance.translations.code?.messages ?? {};
  out.locales.push({ locale: instance.locale, routeBase: instance.routeBase, config, versions, codeMessages });
}

export function buildGraph(input: GraphInput): PlacedSiteGraph {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const versionList = input.versions ?? defaultVersions(config, diagnostics);
  const table = routeTable(config, diagnostics);
  const twins = new Twins();
  const out: Gathered = { sidebars: {}, configLinks: [], linkTargets: {}, locales: [], docsMessages: {} };
  // The default locale first: the other locales localize the site paths that are its pages.
  let defaultRoutes: Set<string> | undefined;
  const names = localeNames(config);
  for (const name of names) {
    const instance = localeInstance(config, name, input.translations?.[name], defaultRoutes);
    buildLocale(input, versionList, { instance, table, twins, routeOfSource: new Map(), content: [], diagnostics }, out);
    defaultRoutes ??= new Set(table.routes.keys());
  }
  twins.apply(names.length);
  for (const page of Object.values(input.pages)) diagnostics.push(...page.diagnostics);

  const own = out.locales[0];
  const last = own.versions.find((v) => v.version.isLast);
  return {
    config,
    locales: out.locales,
    versions: own.versions,
    routes: [...table.routes.values()].map((r) => r.route).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    sidebars: out.sidebars,
    docPaths: last?.docPaths ?? {},
    pages: input.pages,
    linkTargets: out.linkTargets,
    diagnostics: withoutRepeats(diagnostics),
    configLinks: out.configLinks.filter((l) => !isExternalHref(l.href)),
    excludedVersionRoutes: [...(input.excludedVersionRoutes ?? [])],
    docsMessages: out.docsMessages,
  };
}

/** The generated index page of each category link of a version's sidebars, with its cards. */
function addGeneratedIndexRoutes(input: DocRoutesInput, configLinks: ConfigLink[]): void {
  const { config, version, built, placements, table, diagnostics, instance } = input;
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
    const route = categoryRoute(index, placements, cards.cards, versionPaths);
    input.twins.add(twinKey.index(version.version.name, inVersion), instance.locale, route);
    table.add(route, origin);
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
