/**
 * The render context of each locale: what every page of a locale shares (its configuration as its pages show it, its
 * shell with its texts, its search index), so a build and the dev server render a locale's pages the same way.
 */
import type { Route, SidebarItem, SiteGraph } from '@docgen/core';
import type { RenderContext } from '@docgen/theme';
import { localeStrings, shellSite } from '@docgen/theme/shell-site';
import { clientSearchConfig } from '../output/search-files.js';

/** What every locale's pages share: the asset URLs, the islands, the components, KaTeX's stylesheet. */
export type SharedContext = Omit<RenderContext, 'config' | 'site' | 'search' | 'strings'>;

/** The site's locales, the default one first. */
export function localesOf(graph: Pick<SiteGraph, 'config' | 'locales'>): string[] {
  return graph.locales?.map((l) => l.locale) ?? [graph.config.i18n.defaultLocale];
}

export function localeRenderContext(graph: SiteGraph, locale: string, shared: SharedContext): RenderContext {
  const instance = graph.locales?.find((l) => l.locale === locale);
  return {
    ...shared,
    config: instance?.config ?? graph.config,
    site: shellSite(graph, locale),
    strings: localeStrings(graph, locale),
    search: clientSearchConfig(graph, undefined, locale),
  };
}

/** The locale a route's page is in. */
export function localeOfRoute(graph: Pick<SiteGraph, 'config'>, route: Route): string {
  return route.locale ?? graph.config.i18n.defaultLocale;
}

/** A locale's sidebars (keys without `~<locale>` are the default locale's): what its pages' render context carries. */
export function sidebarsOfLocale(graph: Pick<SiteGraph, 'config' | 'sidebars'>, locale: string): Record<string, SidebarItem[]> {
  const isDefault = locale === graph.config.i18n.defaultLocale;
  return Object.fromEntries(Object.entries(graph.sidebars).filter(([key]) => (isDefault ? !key.includes('~') : key.endsWith(`~${locale}`))));
}
