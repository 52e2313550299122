/**
 * Link and anchor validation over the whole graph: content links (Markdown, raw HTML, `.md` paths), embedded
 * files, navbar, sidebars, redirects, generated-index cards, the announcement bar, and the static files the site
 * configuration names (favicon, social card, logos). Each problem is reported where its link is written (see
 * places.ts). Pure: the files that exist are passed in.
 */
import path from 'node:path';
import { closest, normalizeRoute, sidebarIdOfKey, SuggestionIndex, type Diagnostic, type NavbarItem, type ReportLevel, type Route, type SidebarItem, type SiteGraph } from '@docgen/core';
import { configPlace, placeInString, SIDEBARS_FILE, type ConfigLink, type LoosePlace, type PlacedSiteGraph } from './places.js';

export interface LinkCheckInput {
  graph: SiteGraph;
  /** Site-root relative paths of the files in the docs, pages and static folders. */
  files: ReadonlySet<string>;
}

/** Files every build writes besides the routes. */
const GENERATED_FILES = new Set(['/sitemap.xml', '/robots.txt']);
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

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

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`, as the server and the client router treat them. */
function canonicalPath(path: string): string {
  let p = decode(path);
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return normalizeRoute(p);
}

/** The site-root relative file a `.md` link written in `source` points at. */
function markdownTarget(source: string, href: string): string {
  const pathPart = href.split(/[?#]/)[0];
  return path.posix.normalize(path.posix.join(path.posix.dirname(source), decode(pathPart)));
}

/** The page a navbar `docSidebar` item opens, as the theme picks it: the first page of the sidebar. */
function firstPageOf(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href && !(item.type === 'link' && item.external)) return item.href;
    if (item.type === 'category') {
      const inner = firstPageOf(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Sidebar links and card links, without places, for a graph that was not made by `buildGraph`. */
function linksWithoutPlaces(graph: SiteGraph): ConfigLink[] {
  const out: ConfigLink[] = [];
  for (const [id, items] of Object.entries(graph.sidebars)) {
    const visit = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link' && !item.external && !item.docId) out.push({ href: item.href, place: { file: SIDEBARS_FILE }, link: `${item.href} (sidebar "${id}")` });
        if (item.type === 'category') visit(item.items);
      }
    };
    visit(items);
  }
  for (const route of graph.routes) {
    if (route.kind !== 'category-index') continue;
    for (const card of route.cards) if (card.href && !SCHEME.test(card.href)) out.push({ href: card.href, place: { file: SIDEBARS_FILE }, link: `${card.href} (card on ${route.path})` });
  }
  return out;
}

export function checkLinks({ graph, files }: LinkCheckInput): Diagnostic[] {
  const { config } = graph;
  const diagnostics: Diagnostic[] = [];
  const routes = new Map<string, Route>(graph.routes.map((r) => [r.path, r]));
  const routePaths = graph.routes.filter((r) => r.kind !== 'redirect' && r.kind !== 'not-found').map((r) => r.path);
  const staticPrefix = `${config.staticDir.replace(/\/+$/, '')}/`;
  const excluded = (graph as Partial<PlacedSiteGraph>).excludedVersionRoutes ?? [];

  // Did-you-mean answers come from indexes built once: a page of 50,000 broken links must not compare each with every
  // route (or every heading) of the site.
  const routeSuggestions = new SuggestionIndex(routePaths);
  interface Anchors {
    ids: Set<string>;
    suggestions?: SuggestionIndex;
  }
  const anchorsOfPage = new Map<string, Anchors>();
  const pageAnchors = (source: string): Anchors | undefined => {
    let anchors = anchorsOfPage.get(source);
    if (!anchors) {
      const page = graph.pages[source];
      if (!page) return undefined;
      anchors = { ids: new Set([...page.headings.map((h) => h.id), ...page.anchorIds]) };
      anchorsOfPage.set(source, anchors);
    }
    return anchors;
  };
  const noAnchors: Anchors = { ids: new Set() };
  /** Anchor ids of a route's page; undefined when they cannot be known (module pages, redirects). */
  const anchorsOf = (route: Route): Anchors | undefined => {
    if (route.kind === 'doc' || (route.kind === 'page' && route.format === 'markdown')) return pageAnchors(route.source);
    if (route.kind === 'category-index' || route.kind === 'search' || route.kind === 'not-found') return noAnchors;
    return undefined;
  };

  const report = (level: ReportLevel, place: LoosePlace, link: string, message: string, ruleId: string, hint?: string) => {
    if (level === 'ignore') return;
    diagnostics.push({ severity: level === 'throw' ? 'error' : 'warning', ...place, link, message, ruleId, hint });
  };

  const checkAnchor = (route: Route, hash: string, place: LoosePlace, link: string, targetSource?: string) => {
    if (!hash) return;
    // A link to a Markdown file is checked against that file, even when another file won its route.
    const anchors = (targetSource ? pageAnchors(targetSource) : undefined) ?? anchorsOf(route);
    const id = decode(hash);
    if (!anchors || anchors.ids.has(id)) return;
    anchors.suggestions ??= new SuggestionIndex(anchors.ids);
    const near = anchors.suggestions.closest(id);
    report(config.onBrokenAnchors, place, link, `no heading or element with id "${id}" on ${route.path}`, 'links/broken-anchor', near ? `Did you mean "#${near}"?` : undefined);
  };

  /** Checks a site-absolute href (after rewriting). */
  const checkInternal = (href: string, place: LoosePlace, link = href, ownRoute?: Route, targetSource?: string) => {
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
    if (GENERATED_FILES.has(canonical) || files.has(staticPrefix + decode(path).replace(/^\/+/, ''))) return;
    if (excluded.some((base) => canonical === base || canonical.startsWith(`${base}/`))) return;
    const near = routeSuggestions.closest(canonical);
    report(config.onBrokenLinks, place, link, `broken link: no page or file at ${canonical}`, 'links/broken-link', near ? `Did you mean "${near}"?` : 'Link to an existing page (its route) or to a file in the static folder.');
  };

  // Content of docs and Markdown pages.
  const routeOfSource = new Map<string, Route>();
  for (const route of graph.routes) if ('source' in route) routeOfSource.set(route.source, route);
  for (const page of Object.values(graph.pages)) {
    const own = routeOfSource.get(page.source);
    if (!own) continue; // drafts
    const targets = graph.linkTargets[page.source] ?? {};
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
      const targetSource = link.kind === 'markdown' ? markdownTarget(page.source, link.href) : undefined;
      checkInternal(target ?? link.href, place, link.href, own, targetSource);
    }
    for (const asset of page.assets) {
      if (files.has(asset.path)) continue;
      report(config.onBrokenLinks, { file: page.source, line: asset.line, column: asset.column }, asset.src, `file not found (looked for ${asset.path})`, 'links/missing-file', 'Fix the path, relative to this Markdown file, or add the missing file.');
    }
  }

  /** A file of the static folder named in site.config.yaml (favicon, social card, logo). */
  const checkStaticFile = (value: string | undefined, place: LoosePlace, what: string) => {
    if (!value || SCHEME.test(value) || value.startsWith('data:')) return;
    const file = staticPrefix + decode(splitTarget(value).path).replace(/^\/+/, '');
    if (files.has(file)) return;
    report(config.onBrokenLinks, place, value, `${what}: file not found (looked for ${file})`, 'links/missing-file', `Paths in site.config.yaml are relative to the static folder (${staticPrefix}); add the file or fix the path.`);
  };

  // Navbar.
  const navbarPlace = (item: NavbarItem): LoosePlace => item.place ?? { file: 'site.config.yaml' };
  /** `key` is the item's path in the configuration (`navbar.items[2]`), for the place of one of its values. */
  const checkNavbarItem = (item: NavbarItem, key: string) => {
    if (item.type === 'docSidebar') {
      // The item opens the sidebar in the version being read, else the preferred one, else the last: every version
      // that has the sidebar must have a page in it, and one version at least must have it.
      const keys = Object.keys(graph.sidebars).filter((key) => sidebarIdOfKey(key) === item.sidebarId);
      if (keys.length === 0) {
        const ids = [...new Set(Object.keys(graph.sidebars).map(sidebarIdOfKey))];
        const near = closest(item.sidebarId, ids);
        report('throw', navbarPlace(item), item.sidebarId, `navbar item "${item.label}" names an unknown sidebar`, 'navbar/unknown-sidebar', near ? `Did you mean "${near}"?` : `Sidebars: ${ids.join(', ')}`);
      } else if (keys.some((key) => firstPageOf(graph.sidebars[key]) === undefined)) {
        report('throw', navbarPlace(item), item.sidebarId, `navbar item "${item.label}" opens sidebar "${item.sidebarId}", which has no page to open`, 'navbar/empty-sidebar', 'Put a doc in the sidebar (in sidebars.yaml, or in the folder it is generated from), or remove the navbar item.');
      }
    } else if (item.type === 'doc' && !(graph.versions ?? []).some((v) => v.docPaths[item.docId]) && !graph.docPaths[item.docId]) {
      const near = closest(item.docId, Object.keys(graph.docPaths));
      report('throw', navbarPlace(item), item.docId, `navbar item "${item.label}" names an unknown doc id`, 'navbar/unknown-doc', near ? `Did you mean "${near}"?` : undefined);
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
      item.items.forEach((child, i) => checkNavbarItem(child, `${key}.items[${i}]`));
    }
  };
  config.navbar.items.forEach((item, i) => checkNavbarItem(item, `navbar.items[${i}]`));

  // Files and links of the site configuration: favicon, social card, logos, announcement bar.
  checkStaticFile(config.favicon, configPlace(config, 'favicon'), 'favicon');
  checkStaticFile(config.image, configPlace(config, 'image'), 'social card image');
  for (const [key, logo] of [['navbar.logo', config.navbar.logo], ['footer.logo', config.footer.logo]] as const) {
    if (!logo) continue;
    checkStaticFile(logo.src, configPlace(config, `${key}.src`, key), `${key}.src`);
    checkStaticFile(logo.srcDark, configPlace(config, `${key}.srcDark`, key), `${key}.srcDark`);
    if (!SCHEME.test(logo.href)) checkInternal(logo.href, configPlace(config, `${key}.href`, key));
  }
  const bar = config.announcementBar;
  if (bar) {
    const contentPlace = configPlace(config, 'announcementBar.content', 'announcementBar');
    for (const match of bar.content.matchAll(/\bhref=(["'])([^"']*)\1/g)) {
      const href = match[2];
      if (SCHEME.test(href) || !href.startsWith('/')) continue;
      checkInternal(href, placeInString(contentPlace, match.index + match[0].indexOf(href)));
    }
  }

  // Links written in sidebars and generated-index cards; a card repeats its sidebar item, so each place is checked once.
  const seen = new Set<string>();
  for (const link of (graph as Partial<PlacedSiteGraph>).configLinks ?? linksWithoutPlaces(graph)) {
    const key = `${link.place.file}:${link.place.line}:${link.place.column} ${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    checkInternal(link.href, link.place, link.link);
  }

  // Redirect targets.
  config.redirects.forEach((redirect, i) => {
    const written = configPlace(config, `redirects[${i}].to`);
    const place = 'line' in written ? written : (redirect.place ?? written);
    const target = routes.get(canonicalPath(splitTarget(redirect.to).path));
    if (target?.kind === 'redirect') {
      report(config.onBrokenLinks, place, redirect.to, `redirect from ${redirect.from} leads to another redirect`, 'redirects/chain', `Point it at ${target.to} directly.`);
    } else {
      checkInternal(redirect.to, place);
    }
  });
  return diagnostics;
}
