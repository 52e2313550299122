/**
 * Link and anchor validation over the whole graph: content links (Markdown, raw HTML, `.md` paths), embedded
 * files, navbar, sidebars, redirects, generated-index cards, the announcement bar, and the static files the site
 * configuration names (favicon, social card, logos). Each problem is reported where its link is written (see
 * places.ts). Pure: the files that exist are passed in.
 */
import {
  canonicalRoute as canonicalPath,
  closest,
  firstHref,
  hasMarkdownVersion,
  isExternalHref,
  LLMS_FULL_TXT_PATH,
  LLMS_TXT_PATH,
  routeOfMarkdownUrl,
  safeDecode,
  sidebarIdOfKey,
  SuggestionIndex,
  type ConfigLink,
  type Diagnostic,
  type NavbarItem,
  type ReportLevel,
  type Route,
  type SidebarItem,
  type SiteGraph,
} from '@docgen/core';
import { contentRoots, markdownTarget } from './links.js';
import { CONFIG_FILE, configPlace, placeInString, SIDEBARS_FILE, type LoosePlace, type PlacedSiteGraph } from './places.js';
import { withoutRepeats } from './repeats.js';

export interface LinkCheckInput {
  graph: SiteGraph;
  /** Site-root relative paths of the files in the docs, pages and static folders. */
  files: ReadonlySet<string>;
}

/** Files every build writes besides the routes. */
const GENERATED_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/**
 * Whether a site path (decoded) names a file the build writes besides the pages: the sitemap and robots.txt, and with
 * `llms.enabled` llms.txt, llms-full.txt and each page's Markdown version (`/x.md`).
 */
export function isGeneratedFile(graph: Pick<SiteGraph, 'config'>, routes: ReadonlyMap<string, Route>, sitePath: string): boolean {
  if (GENERATED_FILES.has(sitePath)) return true;
  if (!graph.config.llms?.enabled) return false;
  if (sitePath === LLMS_TXT_PATH || sitePath === LLMS_FULL_TXT_PATH) return true;
  const route = routeOfMarkdownUrl(sitePath);
  const target = route === undefined ? undefined : routes.get(route);
  return target !== undefined && hasMarkdownVersion(target);
}

interface Target {
  path: string;
  hash: string;
}

function splitTarget(href: string): Target {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const q = beforeHash.indexOf('?');
  return { path: q === -1 ? beforeHash : beforeHash.slice(0, q), hash: hashAt === -1 ? '' : href.slice(hashAt + 1) };
}

/** Sidebar links and card links, without places, for a graph that was not made by `buildGraph`. */
function linksWithoutPlaces(graph: SiteGraph): ConfigLink[] {
  const out: ConfigLink[] = [];
  for (const [id, items] of Object.entries(graph.sidebars)) {
    const visit = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link' && !item.external && !item.docId)
          out.push({ href: item.href, place: { file: SIDEBARS_FILE }, link: `${item.href} (sidebar "${id}")` });
        if (item.type === 'category') visit(item.items);
      }
    };
    visit(items);
  }
  for (const route of graph.routes) {
    if (route.kind !== 'category-index') continue;
    for (const card of route.cards)
      if (card.href && !isExternalHref(card.href)) out.push({ href: card.href, place: { file: SIDEBARS_FILE }, link: `${card.href} (card on ${route.path})` });
  }
  return out;
}

/** A link as a problem shows it: the href itself, or a text that adds where it is written. */
type LinkRef = string | { shown: string; target: string };
type Advice = Pick<Diagnostic, 'hint' | 'expected'>;

interface Anchors {
  ids: Set<string>;
  suggestions?: SuggestionIndex;
}

const NO_ANCHORS: Anchors = { ids: new Set() };

/** The anchor ids of pages, collected once per page, with a did-you-mean index built on first need. */
function anchorIndex(graph: SiteGraph) {
  const anchorsOfPage = new Map<string, Anchors>();
  const ofPage = (source: string): Anchors | undefined => {
    let anchors = anchorsOfPage.get(source);
    if (!anchors) {
      const page = graph.pages[source];
      if (!page) return undefined;
      anchors = { ids: new Set([...page.headings.map((h) => h.id), ...page.anchorIds]) };
      anchorsOfPage.set(source, anchors);
    }
    return anchors;
  };
  /** Anchor ids of a route's page; undefined when they cannot be known (module pages, redirects). */
  const ofRoute = (route: Route): Anchors | undefined => {
    if (route.kind === 'doc' || (route.kind === 'page' && route.format === 'markdown')) return ofPage(route.source);
    if (route.kind === 'category-index' || route.kind === 'search' || route.kind === 'not-found') return NO_ANCHORS;
    return undefined;
  };
  return { ofPage, ofRoute };
}

type Report = ReturnType<typeof reporter>;

/** Adds a problem at the level the configuration sets for its kind (none for `ignore`). */
function reporter(diagnostics: Diagnostic[]) {
  /** `link` as shown; `target` the href as written, when the shown link adds to it (`/x (sidebar "guide")`). */
  return (level: ReportLevel, place: LoosePlace, link: LinkRef, message: string, ruleId: string, advice: Advice = {}): void => {
    if (level === 'ignore') return;
    const { shown, target } = typeof link === 'string' ? { shown: link, target: link } : link;
    const { hint, expected } = advice;
    diagnostics.push({
      severity: level === 'throw' ? 'error' : 'warning',
      ...place,
      link: shown,
      target,
      message,
      ruleId,
      ...(hint ? { hint } : {}),
      ...(expected ? { expected } : {}),
    });
  };
}

/** Checks a file of the static folder named in site.config.yaml (favicon, social card, logo). */
function staticFileChecker(config: SiteGraph['config'], files: ReadonlySet<string>, staticPrefix: string, report: Report) {
  return (value: string | undefined, place: LoosePlace, what: string): void => {
    if (!value || isExternalHref(value) || value.startsWith('data:')) return;
    const file = staticPrefix + safeDecode(splitTarget(value).path).replace(/^\/+/, '');
    if (files.has(file)) return;
    report(config.onBrokenLinks, place, value, `${what}: file not found (looked for ${file})`, 'links/missing-file', {
      hint: `Paths in site.config.yaml are relative to the static folder (${staticPrefix}); add the file or fix the path.`,
    });
  };
}

/** What every part of the check shares: the routes, the files, and where problems are reported. */
type Checker = ReturnType<typeof createChecker>;

function createChecker(graph: SiteGraph, files: ReadonlySet<string>) {
  const { config } = graph;
  const diagnostics: Diagnostic[] = [];
  const routes = new Map<string, Route>(graph.routes.map((r) => [r.path, r]));
  const staticPrefix = `${config.staticDir.replace(/\/+$/, '')}/`;
  const excluded = (graph as Partial<PlacedSiteGraph>).excludedVersionRoutes ?? [];
  // Did-you-mean answers come from indexes built once: a page of 50,000 broken links must not compare each with every
  // route (or every heading) of the site.
  const routeSuggestions = new SuggestionIndex(graph.routes.filter((r) => r.kind !== 'redirect' && r.kind !== 'not-found').map((r) => r.path));
  const anchors = anchorIndex(graph);

  const report = reporter(diagnostics);
  const translations = translationGaps(graph, routes, anchors);

  const checkAnchor = (route: Route, hash: string, place: LoosePlace, link: LinkRef, targetSource?: string) => {
    if (!hash) return;
    // A link to a Markdown file is checked against that file, even when another file won its route.
    const found = (targetSource ? anchors.ofPage(targetSource) : undefined) ?? anchors.ofRoute(route);
    const id = safeDecode(hash);
    if (!found || found.ids.has(id)) return;
    if (translations.lacks(route, id)) return;
    found.suggestions ??= new SuggestionIndex(found.ids);
    const near = found.suggestions.closest(id);
    report(config.onBrokenAnchors, place, link, `no heading or element with id "${id}" on ${route.path}`, 'links/broken-anchor', {
      expected: near ? [`#${near}`] : undefined,
    });
  };

  /** Checks a site-absolute href (after rewriting). */
  const checkInternal = (href: string, place: LoosePlace, link: LinkRef = href, ownRoute?: Route, targetSource?: string) => {
    const { path, hash } = splitTarget(href);
    if (path === '') {
      if (ownRoute) checkAnchor(ownRoute, hash, place, link);
      return;
    }
    const canonical = canonicalPath(path);
    const route = routes.get(canonical);
    if (route) {
      checkAnchor(route.kind === 'redirect' ? (routes.get(route.to) ?? route) : route, hash, place, link, targetSource);
      return;
    }
    if (isGeneratedFile(graph, routes, canonical) || files.has(staticPrefix + safeDecode(path).replace(/^\/+/, ''))) return;
    if (excluded.some((base) => canonical === base || canonical.startsWith(`${base}/`))) return;
    const near = routeSuggestions.closest(canonical);
    report(
      config.onBrokenLinks,
      place,
      link,
      `broken link: no page or file at ${canonical}`,
      'links/broken-link',
      near ? { expected: [near] } : { hint: 'Link to an existing page (its route) or to a file in the static folder.' },
    );
  };
  const checkStaticFile = staticFileChecker(config, files, staticPrefix, report);

  // The folders `/x.md` links are resolved from, as the rewrite resolved them.
  const roots = contentRoots(
    config,
    (graph.versions ?? []).map((v) => v.version),
  );
  return { graph, config, files, routes, diagnostics, report, anchors, roots, translations, checkAnchor, checkInternal, checkStaticFile };
}

/**
 * Anchors a translation lacks while the page it translates has them: a translation in progress (a translator works
 * page by page), not a broken link. Every link of the locale to such an anchor (from pages shown untranslated, from
 * other translations, from the translation itself) is the same fault, the translation's: it is collected here and
 * reported once per translated file, naming the ids, as a warning, so that the build goes on.
 */
function translationGaps(graph: SiteGraph, routes: ReadonlyMap<string, Route>, anchors: ReturnType<typeof anchorIndex>) {
  const { defaultLocale } = graph.config.i18n;
  /** By translated file: the file it translates and the ids it lacks. */
  const gaps = new Map<string, { original: string; ids: Set<string> }>();
  /** The translation a route shows and the default locale's file it translates; undefined for a route that shows the file itself. */
  const translationOf = (route: Route): { file: string; original: string } | undefined => {
    if (!('source' in route) || !route.locale || route.locale === defaultLocale) return undefined;
    const twin = route.localePaths?.[defaultLocale];
    const original = twin === undefined ? undefined : routes.get(twin);
    return original && 'source' in original && original.source !== route.source ? { file: route.source, original: original.source } : undefined;
  };
  return {
    /** Whether `id`, missing from `route`'s page, is one its original has (and so is noted, not reported). */
    lacks(route: Route, id: string): boolean {
      if (graph.config.onBrokenAnchors === 'ignore') return false;
      const translation = translationOf(route);
      if (!translation || !anchors.ofPage(translation.original)?.ids.has(id)) return false;
      let gap = gaps.get(translation.file);
      if (!gap) gaps.set(translation.file, (gap = { original: translation.original, ids: new Set() }));
      gap.ids.add(id);
      return true;
    },
    /** One warning per translated file (in the order of their paths), its ids in the order of the original page. */
    diagnostics(): Diagnostic[] {
      const language = graph.config.i18n.localeConfigs[defaultLocale]?.label ?? defaultLocale;
      return [...gaps]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([file, { original, ids }]) => {
          const ordered = [...(anchors.ofPage(original)?.ids ?? [])].filter((id) => ids.has(id));
          const headings = new Set(graph.pages[original]?.headings.map((h) => h.id));
          const kind = ordered.every((id) => headings.has(id)) ? 'heading id' : 'id';
          const count = `${ordered.length} ${kind}${ordered.length === 1 ? '' : 's'}`;
          return {
            severity: 'warning',
            file,
            line: 1,
            column: 1,
            message: `this translation lacks ${count} of its ${language} page ${original} that links point at: ${ordered.map((id) => `#${id}`).join(', ')}`,
            hint:
              ordered.length === 1
                ? `Translate that heading with the same id ({#${ordered[0]}} after its text), or give an element of the page that id (<a id="${ordered[0]}"></a>); until then the links lead to the top of the page.`
                : `Translate those headings with the same ids ({#${ordered[0]}} after the text of each), or give elements of the page those ids (<a id="${ordered[0]}"></a>); until then the links lead to the top of the page.`,
            ruleId: 'i18n/missing-anchor',
            related: [{ file: original }],
          };
        });
    },
  };
}

/**
 * Links and embedded files written in the content of docs and Markdown pages, in every locale that shows them: a
 * file shown untranslated in another locale links into that locale's pages, which may lack an anchor its own have.
 * The default locale's pages first, so a problem of every locale is reported as the default locale has it.
 */
function checkContent({ graph, config, files, report, anchors, roots, checkAnchor, checkInternal }: Checker): void {
  const defaultLocale = config.i18n.defaultLocale;
  const isDefault = (route: Route) => !('locale' in route) || route.locale === undefined || route.locale === defaultLocale;
  const routes = [...graph.routes.filter(isDefault), ...graph.routes.filter((r) => !isDefault(r))];
  const filesChecked = new Set<string>();
  for (const own of routes) {
    if (!('source' in own)) continue;
    const page = graph.pages[own.source];
    if (!page) continue;
    const targets = graph.linkTargets[own.path] ?? {};
    for (const link of page.links) {
      const place = { file: page.source, line: link.line, column: link.column };
      if (link.kind === 'external') continue;
      if (link.kind === 'anchor') {
        checkAnchor(own, link.href.slice(1), place, link.href);
        continue;
      }
      const target = targets[link.href];
      // A .md link to a missing file was reported when links were rewritten.
      if (link.kind === 'markdown' && target === undefined) continue;
      // A link to a Markdown file is checked against that file's anchors; in another locale, against the page it became.
      const targetSource =
        link.kind === 'markdown' && isDefault(own) ? markdownTarget(page.source, link.href, roots, (file) => anchors.ofPage(file) !== undefined) : undefined;
      checkInternal(target ?? link.href, place, link.href, own, targetSource);
    }
    // Embedded files are the file's, whatever the locale.
    if (filesChecked.has(page.source)) continue;
    filesChecked.add(page.source);
    for (const asset of page.assets) {
      if (files.has(asset.path)) continue;
      report(
        config.onBrokenLinks,
        { file: page.source, line: asset.line, column: asset.column },
        asset.src,
        `file not found (looked for ${asset.path})`,
        'links/missing-file',
        { hint: 'Fix the path, relative to this Markdown file, or add the missing file.' },
      );
    }
  }
}

/** The navbar's items: the sidebars and docs they name, and their links. */
function checkNavbar({ graph, config, report, checkInternal }: Checker): void {
  const navbarPlace = (item: NavbarItem): LoosePlace => item.place ?? { file: 'site.config.yaml' };
  /** `key` is the item's path in the configuration (`navbar.items[2]`), for the place of one of its values. */
  const checkItem = (item: NavbarItem, key: string) => {
    if (item.type === 'docSidebar') {
      // The item opens the sidebar in the version being read, else the preferred one, else the last: every version
      // that has the sidebar must have a page in it, and one version at least must have it.
      const keys = Object.keys(graph.sidebars).filter((key) => sidebarIdOfKey(key) === item.sidebarId);
      if (keys.length === 0) {
        const ids = [...new Set(Object.keys(graph.sidebars).map(sidebarIdOfKey))];
        const near = closest(item.sidebarId, ids);
        report(
          'throw',
          navbarPlace(item),
          item.sidebarId,
          `navbar item "${item.label}" names an unknown sidebar`,
          'navbar/unknown-sidebar',
          near ? { expected: [near] } : { hint: `Sidebars: ${ids.join(', ')}` },
        );
      } else if (keys.some((key) => firstHref(graph.sidebars[key]) === undefined)) {
        report(
          'throw',
          navbarPlace(item),
          item.sidebarId,
          `navbar item "${item.label}" opens sidebar "${item.sidebarId}", which has no page to open`,
          'navbar/empty-sidebar',
          { hint: 'Put a doc in the sidebar (in sidebars.yaml, or in the folder it is generated from), or remove the navbar item.' },
        );
      }
    } else if (item.type === 'doc' && !(graph.versions ?? []).some((v) => v.docPaths[item.docId]) && !graph.docPaths[item.docId]) {
      const near = closest(item.docId, Object.keys(graph.docPaths));
      report('throw', navbarPlace(item), item.docId, `navbar item "${item.label}" names an unknown doc id`, 'navbar/unknown-doc', {
        expected: near ? [near] : undefined,
      });
    } else if (item.type === 'link' && item.to) {
      const place = configPlace(config, `${key}.to`);
      checkInternal(item.to, 'line' in place ? place : navbarPlace(item));
    } else if (item.type === 'docsVersion' && item.to) {
      const place = configPlace(config, `${key}.to`);
      checkInternal(item.to, 'line' in place ? place : navbarPlace(item));
    } else if (item.type === 'docsVersionDropdown') {
      const links = [...item.dropdownItemsBefore, ...item.dropdownItemsAfter];
      for (const link of links) if (link.to) checkInternal(link.to, link.place ?? navbarPlace(item));
    } else if (item.type === 'dropdown') {
      item.items.forEach((child, i) => checkItem(child, `${key}.items[${i}]`));
    }
  };
  config.navbar.items.forEach((item, i) => checkItem(item, `navbar.items[${i}]`));
}

/** Files and links of the site configuration: footer links, favicon, social card, logos, announcement bar. */
function checkSiteFiles({ config, checkInternal, checkStaticFile }: Checker): void {
  for (const column of config.footer.links ?? []) {
    for (const link of column.items) if (link.to) checkInternal(link.to, link.place ?? { file: CONFIG_FILE });
  }
  checkStaticFile(config.favicon, configPlace(config, 'favicon'), 'favicon');
  checkStaticFile(config.image, configPlace(config, 'image'), 'social card image');
  for (const [key, logo] of [
    ['navbar.logo', config.navbar.logo],
    ['footer.logo', config.footer.logo],
  ] as const) {
    if (!logo) continue;
    checkStaticFile(logo.src, configPlace(config, `${key}.src`, key), `${key}.src`);
    checkStaticFile(logo.srcDark, configPlace(config, `${key}.srcDark`, key), `${key}.srcDark`);
    if (!isExternalHref(logo.href)) checkInternal(logo.href, configPlace(config, `${key}.href`, key));
  }
  const bar = config.announcementBar;
  if (bar) {
    const contentPlace = configPlace(config, 'announcementBar.content', 'announcementBar');
    for (const match of bar.content.matchAll(/\bhref=(["'])([^"']*)\1/g)) {
      const href = match[2];
      if (isExternalHref(href) || !href.startsWith('/')) continue;
      checkInternal(href, placeInString(contentPlace, match.index + match[0].indexOf(href)));
    }
  }
}

/** Links written in sidebars and generated-index cards; a card repeats its sidebar item, so each place is checked once. */
function checkConfigLinks({ graph, checkInternal }: Checker): void {
  const seen = new Set<string>();
  for (const link of graph.configLinks ?? linksWithoutPlaces(graph)) {
    const key = `${link.place.file}:${link.place.line}:${link.place.column} ${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    checkInternal(link.href, link.place, { shown: link.link, target: link.href });
  }
}

/** Redirect targets: a page, not another redirect. */
function checkRedirects({ config, routes, report, checkInternal }: Checker): void {
  config.redirects.forEach((redirect, i) => {
    const written = configPlace(config, `redirects[${i}].to`);
    const place = 'line' in written ? written : (redirect.place ?? written);
    const target = routes.get(canonicalPath(splitTarget(redirect.to).path));
    if (target?.kind === 'redirect') {
      report(config.onBrokenLinks, place, redirect.to, `redirect from ${redirect.from} leads to another redirect`, 'redirects/chain', {
        hint: `Point it at ${target.to} directly.`,
      });
    } else {
      checkInternal(redirect.to, place);
    }
  });
}

export function checkLinks({ graph, files }: LinkCheckInput): Diagnostic[] {
  const checker = createChecker(graph, files);
  checkContent(checker);
  checkNavbar(checker);
  checkSiteFiles(checker);
  checkConfigLinks(checker);
  checkRedirects(checker);
  return withoutRepeats([...checker.diagnostics, ...checker.translations.diagnostics()]);
}
