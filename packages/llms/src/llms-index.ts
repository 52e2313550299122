/**
 * Which pages `llms.txt` lists and `llms-full.txt` holds, in which order: every sidebar of the latest docs version
 * (Docusaurus's "last version", the one at the docs' root), in the order of the sidebars file, each flattened depth
 * first as the reader sees it; then the pages of no sidebar (standalone pages, docs outside every sidebar). Other
 * docs versions are left out, as a Docusaurus site's llms.txt lists its latest docs: their pages still have their
 * Markdown at `/<route>.md`; so are the other locales' pages (`/fr/…`, sidebars keyed `<id>~fr`), which have theirs
 * too. Unlisted pages are left out. Pure.
 */
import { canonicalRoute, hasMarkdownVersion, isExternalHref, markdownUrl, type NavbarItem, type Route, type SidebarItem, type SiteGraph } from '@docgen/core';

/** A page as llms.txt lists it. */
export interface LlmsEntry {
  route: Route & { title: string };
  title: string;
  /** One line: the front matter's description, else the page's first paragraph. */
  description: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

/** Descriptions longer than this are cut at a word, with an ellipsis: llms.txt is a summary. */
const DESCRIPTION_LIMIT = 300;

export function oneLine(text: string, limit = DESCRIPTION_LIMIT): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The version whose docs are listed: the last version (at the docs' root), else the newest built. */
export function listedVersion(graph: SiteGraph): string | undefined {
  return (graph.versions.find((v) => v.version.isLast) ?? graph.versions[0])?.version.name;
}

function listable(route: Route | undefined, version: string | undefined, defaultLocale: string | undefined): route is Route & { title: string } {
  if (!route || !hasMarkdownVersion(route)) return false;
  if ((route.kind === 'doc' || route.kind === 'page') && route.unlisted) return false;
  // The default locale's pages only.
  if (route.locale !== undefined && route.locale !== defaultLocale) return false;
  return !('version' in route) || route.version === version;
}

const entryOf = (route: Route & { title: string }): LlmsEntry => ({
  route,
  title: route.title,
  description: oneLine('description' in route ? route.description : ''),
});

/** The label the navbar gives each sidebar (its `docSidebar` item). */
function sidebarTitles(items: readonly NavbarItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.type === 'docSidebar' && item.label && !into.has(item.sidebarId)) into.set(item.sidebarId, item.label);
    if (item.type === 'dropdown') sidebarTitles(item.items as NavbarItem[], into);
  }
  return into;
}

export function llmsSections(graph: SiteGraph): LlmsSection[] {
  const version = listedVersion(graph);
  const defaultLocale = graph.config.i18n?.defaultLocale;
  const routes = new Map(graph.routes.map((r) => [r.path, r]));
  const titles = sidebarTitles(graph.config.navbar.items);
  const placed = new Set<string>();
  const sections: LlmsSection[] = [];

  for (const [key, items] of Object.entries(graph.sidebars)) {
    // Sidebars of other versions are keyed `<id>@<version>`, of other locales `<id>~<locale>`.
    if (key.includes('@') || key.includes('~')) continue;
    const entries: LlmsEntry[] = [];
    const seen = new Set<string>();
    const add = (href: string | undefined) => {
      if (!href || isExternalHref(href)) return;
      const route = routes.get(canonicalRoute(href.split(/[?#]/)[0]));
      if (!listable(route, version, defaultLocale) || seen.has(route.path)) return;
      seen.add(route.path);
      placed.add(route.path);
      entries.push(entryOf(route));
    };
    const visit = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link') {
          if (!item.external) add(item.href);
        } else {
          add(item.href);
          visit(item.items);
        }
      }
    };
    visit(items);
    // A sidebar the navbar does not name is named by its first page (the id is a key, not a title).
    if (entries.length) sections.push({ title: titles.get(key) ?? entries[0].title, entries });
  }

  const others = graph.routes
    .filter((route): route is Route & { title: string } => listable(route, version, defaultLocale) && !placed.has(route.path))
    .map(entryOf);
  if (others.length) sections.push({ title: 'Other pages', entries: others });
  return sections;
}

/** The absolute URL of a site path, from the site's `url` and base URL. */
export function absoluteUrl(graph: Pick<SiteGraph, 'config'>, sitePath: string): string {
  const base = `${graph.config.url.replace(/\/+$/, '')}${graph.config.baseUrl.replace(/\/+$/, '')}/`;
  // Parentheses would end a Markdown link's destination.
  return new URL(sitePath.replace(/^\/+/, ''), base).href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** The absolute URL of a route's Markdown version. */
export function markdownHref(graph: Pick<SiteGraph, 'config'>, route: string): string {
  return absoluteUrl(graph, markdownUrl(route));
}
