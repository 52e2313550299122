/** The site-wide part of the shell props: plain data from the graph, computed once per build (no React here). */
import type { NavbarItem, SidebarItem, SiteGraph } from '@docgen/core';
import type { ShellSite } from './shell-props.js';

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href && !(item.type === 'link' && item.external)) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Config places are for messages at build time; the browser has no use for them. */
function withoutPlace(item: NavbarItem): NavbarItem {
  const { place: _place, ...rest } = item;
  return rest.type === 'dropdown' ? { ...rest, items: rest.items.map((i) => withoutPlace(i) as typeof i) } : rest;
}

function navbarDocIds(items: readonly NavbarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'doc' ? [i.docId] : i.type === 'dropdown' ? navbarDocIds(i.items) : []));
}

/** The site-wide part of the shell props, computed once per build. */
export function shellSite(graph: Pick<SiteGraph, 'config' | 'sidebars' | 'docPaths'>): ShellSite {
  const { config } = graph;
  const sidebarFirstLinks: Record<string, string> = {};
  for (const [id, items] of Object.entries(graph.sidebars)) {
    const href = firstHref(items);
    if (href) sidebarFirstLinks[id] = href;
  }
  const navbarDocPaths: Record<string, string> = {};
  for (const id of navbarDocIds(config.navbar.items)) if (graph.docPaths[id]) navbarDocPaths[id] = graph.docPaths[id];
  return {
    title: config.title,
    navbar: { title: config.navbar.title, logo: config.navbar.logo, items: config.navbar.items.map(withoutPlace) },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebar: { collapsible: config.docs.sidebar.collapsible, hideable: config.docs.sidebar.hideable },
    sidebarFirstLinks,
    navbarDocPaths,
    docsVersion: config.docs.version.name,
  };
}

