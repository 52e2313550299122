/**
 * The files of a site besides its pages, and the shared per-build render context: one module that `docgen build`
 * and `docgen serve --watch` both assemble the site with, so the two cannot drift apart.
 */
import { localeRouteBase, pageDataUrl, sidebarDataPath, type Route, type SiteConfig, type SiteGraph } from '@docgen/core';
import type { OutputFile } from '../bundle/assets.js';

/** `/` → `_data/index.json`, `/a/b` → `_data/a/b.json`: the file the runtime fetches as `pageDataUrl(route)`. */
export function pageDataFile(route: string): string {
  return pageDataUrl(route).slice(1);
}

/** `_data/sidebars/<id>.json`: a sidebar a client navigation fetches when it enters another docs area. */
export function sidebarDataFile(id: string): string {
  return sidebarDataPath(id).slice(1);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Every page of every docs version is listed, but those of a version marked `noIndex`, unlisted pages, and pages shown
 * untranslated (their canonical URL is the default locale's page they show).
 */
function listed(route: Route, config: SiteConfig): boolean {
  if (route.kind === 'redirect' || route.kind === 'not-found') return false;
  if ((route.kind === 'doc' || route.kind === 'page') && route.unlisted) return false;
  if ((route.kind === 'doc' || route.kind === 'category-index') && config.docs.versions?.[route.version]?.noIndex) return false;
  if (route.locale !== undefined && route.untranslated?.includes(route.locale)) return false;
  return true;
}

/** The locale a route is of (the default one when it does not say). */
const localeOf = (route: Route, config: SiteConfig) => route.locale ?? config.i18n.defaultLocale;

/** The same page in the locales that have it written in their language, and x-default, as sitemap links. */
function alternateLinks(route: Route, config: SiteConfig): string {
  if (route.kind === 'redirect' || !route.localePaths) return '';
  const links = Object.entries(route.localePaths)
    .filter(([locale]) => !route.untranslated?.includes(locale))
    .map(([locale, path]) => [config.i18n.localeConfigs[locale]?.htmlLang ?? locale, path]);
  const byDefault = route.localePaths[config.i18n.defaultLocale];
  if (byDefault !== undefined) links.push(['x-default', byDefault]);
  return links.map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(config.url + path)}"/>`).join('');
}

/** The sitemap of one locale's pages (default: the default locale), each with its alternates in the other locales. */
export function renderSitemap(config: SiteConfig, routes: readonly Route[], locale = config.i18n.defaultLocale): string {
  const urls = routes
    .filter((route) => localeOf(route, config) === locale && listed(route, config))
    .map((route) => {
      const lastmod = route.kind === 'doc' && route.lastUpdated ? `<lastmod>${new Date(route.lastUpdated).toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(config.url + route.path)}</loc>${lastmod}${alternateLinks(route, config)}</url>`;
    });
  const xhtml = config.i18n.locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** Where a locale's sitemap is: `sitemap.xml` at its root (`fr/sitemap.xml`). */
export function sitemapFile(config: Pick<SiteConfig, 'i18n'>, locale: string): string {
  const base = localeRouteBase(config, locale);
  return base ? `${base.slice(1)}/sitemap.xml` : 'sitemap.xml';
}

export function renderRobots(config: SiteConfig): string {
  const sitemaps = config.i18n.locales.map((locale) => `Sitemap: ${config.url}/${sitemapFile(config, locale)}`);
  return `User-agent: *\nAllow: /\n\n${[...new Set(sitemaps)].join('\n')}\n`;
}

/** The site-wide files that follow from the graph alone: sidebars' JSON, each locale's sitemap.xml and robots.txt. */
export function graphFiles(graph: Pick<SiteGraph, 'config' | 'routes' | 'sidebars'>): OutputFile[] {
  const files: OutputFile[] = Object.entries(graph.sidebars).map(([id, items]) => ({ path: sidebarDataFile(id), data: JSON.stringify(items) }));
  for (const locale of graph.config.i18n.locales)
    files.push({ path: sitemapFile(graph.config, locale), data: renderSitemap(graph.config, graph.routes, locale) });
  files.push({ path: 'robots.txt', data: renderRobots(graph.config) });
  return files;
}
