/**
 * What a page's head says about its locale: its `lang` and `dir`, the canonical URL (a page shown untranslated
 * names the page it shows, in the default locale) and the hreflang alternates (the locales whose page is written
 * in their language, and x-default).
 */
import type { Route, ShellLocale, ShellSite, SiteConfig } from '@docgen/core';

export interface PageLocale {
  /** The locale of the pages rendered. */
  own: ShellLocale;
  /** Its home page: `/`, `/fr`. */
  home: string;
  /** A locale of the site by name. */
  of(name: string): ShellLocale;
}

/** A locale as the configuration describes it (for a shell made without the site's locale list). */
function fromConfig(config: SiteConfig, name: string): ShellLocale {
  const settings = config.i18n.localeConfigs[name];
  return {
    name,
    label: settings?.label ?? name,
    htmlLang: settings?.htmlLang ?? name,
    direction: settings?.direction ?? 'ltr',
    routeBase: name === config.i18n.defaultLocale ? '' : `/${settings?.path ?? name}`,
  };
}

export function pageLocale(config: SiteConfig, site: Pick<ShellSite, 'locale' | 'locales'>): PageLocale {
  const of = (name: string) => site.locales?.find((l) => l.name === name) ?? fromConfig(config, name);
  const own = of(site.locale ?? config.i18n.defaultLocale);
  return { own, home: own.routeBase || '/', of };
}

type LocalizedRoute = Exclude<Route, { kind: 'redirect' }>;

const isFallback = (route: LocalizedRoute) => route.locale !== undefined && route.untranslated?.includes(route.locale) === true;

/** The page's canonical path: its own, or for a page shown untranslated the default locale's page it shows. */
export function canonicalOf(config: SiteConfig, route: LocalizedRoute): string {
  return (isFallback(route) && route.localePaths?.[config.i18n.defaultLocale]) || route.path;
}

export interface Alternate {
  hreflang: string;
  path: string;
}

/** The hreflang alternates: each locale whose page is written in its language, then x-default (the default locale's). */
export function alternatesOf(config: SiteConfig, site: Pick<ShellSite, 'locale' | 'locales'>, route: LocalizedRoute): Alternate[] {
  const { defaultLocale } = config.i18n;
  const paths = route.localePaths ?? { [route.locale ?? defaultLocale]: route.path };
  const locale = pageLocale(config, site);
  const out: Alternate[] = [];
  for (const [name, path] of Object.entries(paths)) if (!route.untranslated?.includes(name)) out.push({ hreflang: locale.of(name).htmlLang, path });
  const byDefault = paths[defaultLocale];
  if (byDefault !== undefined) out.push({ hreflang: 'x-default', path: byDefault });
  return out;
}
