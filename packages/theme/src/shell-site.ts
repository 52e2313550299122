/** The site-wide part of the shell props: plain data from the graph, computed once per build and locale (no React here). */
import {
  firstHref,
  localeRouteBase,
  localizedSidebarKey,
  sidebarIdOfKey,
  sidebarKey,
  type FooterColumn,
  type NavbarItem,
  type ShellLocale,
  type ShellSite,
  type ShellVersion,
  type SiteConfig,
  type SiteGraph,
} from '@docgen/core';
import { stringOverrides, translationTable } from './i18n/table.js';

/** Config places are for messages at build time; the browser has no use for them. */
function withoutPlace(item: NavbarItem): NavbarItem {
  const { place: _place, ...rest } = item;
  if (rest.type === 'dropdown') return { ...rest, items: rest.items.map((i) => withoutPlace(i) as typeof i) };
  if (rest.type === 'docsVersionDropdown' || rest.type === 'localeDropdown') {
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

/** The site's locales as the locale dropdown lists them, the default one first. */
export function shellLocales(config: SiteConfig): ShellLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  return [defaultLocale, ...locales.filter((l) => l !== defaultLocale)].map((name) => {
    const settings = localeConfigs[name];
    return {
      name,
      label: settings?.label ?? name,
      htmlLang: settings?.htmlLang ?? name,
      direction: settings?.direction ?? 'ltr',
      routeBase: localeRouteBase(config, name),
    };
  });
}

/** The site-wide part of the shell props of a locale (default: the default one), computed once per build. */
export function shellSite(graph: Pick<SiteGraph, 'config' | 'sidebars' | 'docPaths' | 'versions' | 'locales'>, locale?: string): ShellSite {
  const localeName = locale ?? graph.config.i18n.defaultLocale;
  const isDefault = localeName === graph.config.i18n.defaultLocale;
  const instance = graph.locales?.find((l) => l.locale === localeName);
  const config = instance?.config ?? graph.config;
  const docIds = navbarDocIds(config.navbar.items);
  const sidebarIds = [...new Set(Object.keys(graph.sidebars).map(sidebarIdOfKey))];
  const versions = (instance?.versions ?? graph.versions).map(({ version, mainDocPath, docPaths }): ShellVersion => {
    const sidebarFirstLinks: Record<string, string> = {};
    for (const id of sidebarIds) {
      const items = graph.sidebars[localizedSidebarKey(sidebarKey(id, version), localeName, isDefault)];
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
    locale: localeName,
    locales: shellLocales(graph.config),
    strings: stringOverrides(translationTable(localeName, instance?.codeMessages), { browser: true }),
  };
}

/** Every text of the theme in a locale (its code.json over its built-in language over English): what its pages' HTML is rendered with. */
export function localeStrings(graph: Pick<SiteGraph, 'config' | 'locales'>, locale?: string): Record<string, string> {
  const name = locale ?? graph.config.i18n.defaultLocale;
  return translationTable(name, graph.locales?.find((l) => l.locale === name)?.codeMessages);
}
