/** The site-wide part of the shell props: plain data from the graph, computed once per build (no React here). */
import { firstHref, sidebarIdOfKey, sidebarKey, type FooterColumn, type NavbarItem, type ShellSite, type ShellVersion, type SiteGraph } from '@docgen/core';

/** Config places are for messages at build time; the browser has no use for them. */
function withoutPlace(item: NavbarItem): NavbarItem {
  const { place: _place, ...rest } = item;
  if (rest.type === 'dropdown') return { ...rest, items: rest.items.map((i) => withoutPlace(i) as typeof i) };
  if (rest.type === 'docsVersionDropdown') {
    const strip = (links: typeof rest.dropdownItemsBefore) => links.map((i) => withoutPlace(i) as typeof i);
    return { ...rest, dropdownItemsBefore: strip(rest.dropdownItemsBefore), dropdownItemsAfter: strip(rest.dropdownItemsAfter) };
  }
  return rest;
}

function footerWithoutPlaces(columns: readonly FooterColumn[]): FooterColumn[] {
  return columns.map((column) => ({ ...column, items: column.items.map(({ place: _place, ...link }) => link) }));
}

function navbarDocIds(items: readonly NavbarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'doc' ? [i.docId] : i.type === 'dropdown' ? navbarDocIds(i.items) : []));
}

/** The site-wide part of the shell props, computed once per build. */
export function shellSite(graph: Pick<SiteGraph, 'config' | 'sidebars' | 'docPaths' | 'versions'>): ShellSite {
  const { config } = graph;
  const docIds = navbarDocIds(config.navbar.items);
  const sidebarIds = [...new Set(Object.keys(graph.sidebars).map(sidebarIdOfKey))];
  const versions = graph.versions.map(({ version, mainDocPath, docPaths }): ShellVersion => {
    const sidebarFirstLinks: Record<string, string> = {};
    for (const id of sidebarIds) {
      const items = graph.sidebars[sidebarKey(id, version)];
      const href = items && firstHref(items);
      if (href) sidebarFirstLinks[id] = href;
    }
    const navbarDocPaths: Record<string, string> = {};
    for (const id of docIds) if (docPaths[id]) navbarDocPaths[id] = docPaths[id];
    const { name, label, banner, badge, isLast } = version;
    return { name, label, mainDocPath, banner, badge, isLast, sidebarFirstLinks, navbarDocPaths };
  });
  return {
    title: config.title,
    navbar: { title: config.navbar.title, logo: config.navbar.logo, items: config.navbar.items.map(withoutPlace) },
    footer: { ...config.footer, links: footerWithoutPlaces(config.footer.links ?? []) },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebar: { collapsible: config.docs.sidebar.collapsible, hideable: config.docs.sidebar.hideable },
    versions,
  };
}
