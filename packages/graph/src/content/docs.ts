/**
 * The docs: one instance per docs version in each locale, each with its docs (ids are per version), sidebars,
 * generated index pages, previous/next and TOCs. The versions of a locale are made together, since a page links to
 * the same page in the other versions and a doc listed in another version's sidebar is placed by it.
 */
import {
  closest,
  formatPlace,
  type CategoryCard,
  type CategoryIndexRoute,
  type Diagnostic,
  type DocRoute,
  type DocsVersion,
  type SidebarItem,
  type SiteConfig,
  type SourcePlace,
} from '@docgen/core';
import type { DocInfo } from '../docs.js';
import { isTranslation } from '../locales.js';
import { placePages, type Placement } from '../navigation.js';
import { configPlace, frontMatterPlace, type ConfigLink } from '../places.js';
import { firstLinkOf, type GeneratedIndex } from '../sidebars.js';
import { buildToc } from '../toc.js';
import { twinKey } from '../twins.js';
import { buildVersions, counterparts, defaultVersions, type BuiltVersion } from '../versions.js';
import { emptyInstance, type ContentInstance, type ContentKind, type LocaleContext, type Origin } from './kind.js';

export const FIX_SOURCE = 'Change the "slug" in the front matter of one of them, or rename one file.';
const FIX_CATEGORY = 'Give one of the categories another label, or its generated-index link another "slug".';

/** The origin of a route from a Markdown source: its `slug` line when front matter chose the route. */
export function sourceOrigin(
  file: string,
  page: { source: string; frontMatterPlaces: Record<string, { line: number; column: number }> } | undefined,
  hasSlug: boolean,
): Origin {
  const chosen = hasSlug ? frontMatterPlace(page, 'slug') : undefined;
  return { name: file, place: chosen ?? { file, line: 1, column: 1 }, chosen, fix: FIX_SOURCE };
}

/** The docs versions a site builds: those given, else the current docs alone (with the docs options' settings). */
export function docsVersions(input: LocaleContext['input'], diagnostics: Diagnostic[]): readonly DocsVersion[] {
  return input.versions ?? defaultVersions(input.config, diagnostics);
}

export const docsKind: ContentKind = {
  name: 'docs',
  instances(locale) {
    const { input, instance } = locale;
    const versionProblems: Diagnostic[] = [];
    const versions = docsVersions(input, versionProblems);
    const { built, diagnostics } = buildVersions({ ...input, versions, instance });
    const placements = new Map<string, Placement>();
    for (const version of built) {
      for (const [route, placement] of placePages(version.sidebars.sidebars)) if (!placements.has(route)) placements.set(route, placement);
    }
    const instances = built.map((version) => versionInstance(locale, version, built, placements, versions));
    if (!instances.length) instances.push(emptyInstance('docs'));
    // The version list's problems and the main doc's are the site's, reported once (with the default locale).
    const own = instance.isDefault
      ? checkMainDoc(
          input.config,
          built.find((v) => v.version.name === 'current'),
        )
      : [];
    instances[0].diagnostics.unshift(...(instance.isDefault ? versionProblems : []), ...diagnostics, ...own);
    return instances;
  },
};

function versionInstance(
  locale: LocaleContext,
  version: BuiltVersion,
  built: readonly BuiltVersion[],
  placements: ReadonlyMap<string, Placement>,
  versions: readonly DocsVersion[],
): ContentInstance {
  const out = emptyInstance(`docs@${version.version.name}`);
  out.sidebars = version.sidebars.sidebars;
  out.configLinks.push(...version.sidebars.links);
  out.roots = [locale.input.config.docs.path, ...versions.map((v) => v.contentDir)];
  out.version = {
    version: version.version,
    mainDocPath: version.mainDocPath,
    docPaths: Object.fromEntries(version.docs.map((doc) => [doc.id, doc.route])),
  };
  if (locale.instance.isDefault) {
    // The labels as written, for translators (the default locale's own label file may translate them too).
    const original = versions.find((v) => v.name === version.version.name) ?? version.version;
    out.messages = {
      key: version.version.name,
      content: { 'version.label': { message: original.label, description: `The label for version ${version.version.name}` }, ...version.sidebars.messages },
    };
  }
  addDocRoutes(locale, out, version, built, placements);
  addGeneratedIndexRoutes(locale, out, version, built, placements);
  return out;
}

/** "Edit this page" leads to the file as written in the site's own folders (a translation's original, as Docusaurus does). */
function editUrlOf(config: SiteConfig, doc: DocInfo, version: DocsVersion): string | undefined {
  const custom = doc.page.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return config.docs.editUrl ? `${config.docs.editUrl.replace(/\/+$/, '')}/${version.contentDir}/${doc.relPath}` : undefined;
}

/** The route of each doc of a version: its place in the sidebars, previous/next (or what its front matter names), TOC. */
function addDocRoutes(
  { config, instance }: LocaleContext,
  out: ContentInstance,
  version: BuiltVersion,
  built: readonly BuiltVersion[],
  placements: ReadonlyMap<string, Placement>,
): void {
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
      out.diagnostics.push({
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
      ...(doc.unlisted ? {} : { search: true as const }),
      markdown: true,
    };
    const original = `${version.version.contentDir}/${doc.relPath}`;
    out.sourceRoutes.push([original, doc.route], [doc.source, doc.route]);
    out.content.push({ route: doc.route, page: doc.page, sourcePath: original });
    out.routes.push({
      route,
      origin: sourceOrigin(doc.source, doc.page, fm.slug !== undefined),
      twin: twinKey.doc(version.version.name, doc.relPath),
      untranslated: !instance.isDefault && !isTranslation(instance, doc.source),
    });
  }
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

/** The generated index page of each category link of a version's sidebars, with its cards. */
function addGeneratedIndexRoutes(
  { config }: LocaleContext,
  out: ContentInstance,
  version: BuiltVersion,
  built: readonly BuiltVersion[],
  placements: ReadonlyMap<string, Placement>,
): void {
  for (const index of version.sidebars.generatedIndexes) {
    const cards = cardsOf(index, version.byId, version.sidebars.itemPlaces, config);
    out.diagnostics.push(...cards.diagnostics);
    out.configLinks.push(...cards.links);
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
    out.routes.push({ route: categoryRoute(index, placements, cards.cards, versionPaths), origin, twin: twinKey.index(version.version.name, inVersion) });
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
    markdown: true,
  };
}

/** `docs.version.mainDoc` names a doc of the current docs (older versions fall back to their root doc: see buildVersions). */
function checkMainDoc(config: SiteConfig, current: BuiltVersion | undefined): Diagnostic[] {
  const mainDoc = config.docs.version.mainDoc;
  if (!current || current.byId.has(mainDoc)) return [];
  const near = closest(mainDoc, current.byId.keys());
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
