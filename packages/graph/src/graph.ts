/**
 * The graph stage: parsed pages + configuration → SiteGraph (routes, sidebars, navigation, link targets). For each
 * locale, every content kind makes its instances (see content/kind.ts); the graph puts their routes in one table
 * (a second route at a path is a duplicate), relates the same page across locales, and rewrites the links of their
 * pages. It knows no kind of content by name.
 */
import {
  I18N_DIR,
  isExternalHref,
  type Diagnostic,
  type LocaleRoutes,
  type Route,
  type SidebarItem,
  type SiteConfig,
  type TranslationFileContent,
  type VersionRoutes,
} from '@docgen/core';
import { builtInKind } from './content/built-in.js';
import { docsKind } from './content/docs.js';
import type { ContentInstance, ContentKind, InstanceRoute, Origin } from './content/kind.js';
import { pagesKind } from './content/pages.js';
import type { GraphInput } from './graph-input.js';
import { isGeneratedFile } from './check-links.js';
import { rewriteLinks, type LinkedPage } from './links.js';
import { localeConfig, localeInstance, localeNames } from './locales.js';
import type { ConfigLink, PlacedSiteGraph } from './places.js';
import { withoutRepeats } from './repeats.js';
import { Twins } from './twins.js';
import path from 'node:path';

export type { GraphInput } from './graph-input.js';
export { SEARCH_ROUTE, NOT_FOUND_ROUTE } from './content/built-in.js';

/** The kinds of content, in the order their routes are added (the built-in pages last: a redirect gives way to a page). */
const KINDS: readonly ContentKind[] = [docsKind, pagesKind, builtInKind];

/** The routes as they are added, each with its origin; a second route at a path is reported as a duplicate. */
function routeTable(config: SiteConfig, diagnostics: Diagnostic[]) {
  const routes = new Map<string, { route: Route; origin: Origin }>();
  const add = ({ route, origin, givesWay }: InstanceRoute): boolean => {
    const existing = routes.get(route.path);
    if (!existing) {
      routes.set(route.path, { route, origin });
      return true;
    }
    if (givesWay) {
      diagnostics.push(givesWay(existing.origin));
      return false;
    }
    if (config.onDuplicateRoutes === 'ignore') return false;
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
    return false;
  };
  return { routes, add };
}

type RouteTable = ReturnType<typeof routeTable>;

/** What the graph gathers from every locale. */
interface Gathered {
  sidebars: Record<string, SidebarItem[]>;
  configLinks: ConfigLink[];
  linkTargets: Record<string, Record<string, string>>;
  locales: LocaleRoutes[];
  /** The labels each instance's label file holds, for translators (`docgen write-translations`), by its key. */
  messages: Record<string, TranslationFileContent>;
}

/** The folders `/x.md` links resolve from, site-root relative, without a trailing slash, once each. */
function uniqueRoots(instances: readonly ContentInstance[]): string[] {
  return [...new Set(instances.flatMap((i) => i.roots).map((dir) => path.posix.normalize(dir).replace(/\/+$/, '')))];
}

/** One locale: every kind's instances into the route table; their link targets, sidebars and labels into `out`. */
function buildLocale(
  input: GraphInput,
  table: RouteTable,
  twins: Twins,
  instance: ReturnType<typeof localeInstance>,
  diagnostics: Diagnostic[],
  out: Gathered,
): void {
  const config = localeConfig(input.config, instance);
  const context = { input, config, instance, translations: instance.translations };
  const instances = KINDS.flatMap((kind) => {
    const made = kind.instances(context);
    // Each instance's routes go in before the next kind makes its own: a redirect sees the pages already there.
    for (const one of made) {
      diagnostics.push(...one.diagnostics);
      for (const entry of one.routes) {
        if (entry.twin !== undefined) twins.add(entry.twin, instance.locale, entry.route, entry.untranslated);
        table.add(entry);
      }
    }
    return made;
  });
  const content: LinkedPage[] = instances.flatMap((i) => i.content);
  const routeOfSource = new Map(instances.flatMap((i) => i.sourceRoutes));
  for (const one of instances) {
    Object.assign(out.sidebars, one.sidebars);
    out.configLinks.push(...one.configLinks);
    if (one.messages) out.messages[one.messages.key] = one.messages.content;
  }
  // Pages that are not built (drafts) still have their `.md` links checked, once.
  if (instance.isDefault) {
    const built = new Set(content.map((c) => c.page.source));
    for (const page of Object.values(input.pages)) {
      // Translations are built by their own locale.
      if (!built.has(page.source) && !page.source.startsWith(`${I18N_DIR}/`)) content.push({ route: undefined, page, sourcePath: page.source });
    }
  }
  const routesByPath = new Map([...table.routes.values()].map((r) => [r.route.path, r.route]));
  const rewrite = rewriteLinks(content, routeOfSource, {
    onBrokenMarkdownLinks: input.config.onBrokenMarkdownLinks,
    roots: uniqueRoots(instances),
    localize: instance.localize,
    isGeneratedFile: (sitePath) => isGeneratedFile({ config: input.config }, routesByPath, sitePath),
  });
  diagnostics.push(...rewrite.diagnostics);
  Object.assign(out.linkTargets, rewrite.targets);
  const versions: VersionRoutes[] = instances.flatMap((i) => (i.version ? [i.version] : []));
  out.locales.push({ locale: instance.locale, routeBase: instance.routeBase, config, versions, codeMessages: instance.translations.code?.messages ?? {} });
}

export function buildGraph(input: GraphInput): PlacedSiteGraph {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const table = routeTable(config, diagnostics);
  const twins = new Twins();
  const out: Gathered = { sidebars: {}, configLinks: [], linkTargets: {}, locales: [], messages: {} };
  // The default locale first: the other locales localize the site paths that are its pages.
  let defaultRoutes: Set<string> | undefined;
  const names = localeNames(config);
  for (const name of names) {
    const instance = localeInstance(config, name, input.translations?.[name], defaultRoutes);
    buildLocale(input, table, twins, instance, diagnostics, out);
    defaultRoutes ??= new Set(table.routes.keys());
  }
  twins.apply(names.length);
  for (const page of Object.values(input.pages)) for (const diagnostic of page.diagnostics) diagnostics.push(diagnostic);

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
    docsMessages: out.messages,
  };
}
