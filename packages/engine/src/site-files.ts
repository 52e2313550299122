/**
 * The files of a site besides its pages, and the shared per-build render context: one module that `docgen build`
 * and `docgen serve --watch` both assemble the site with, so the two cannot drift apart.
 */
import { pageDataUrl, sidebarDataPath, type Route, type SiteConfig, type SiteGraph } from '@docgen/core';
import type { OutputFile } from './assets.js';

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

/** Every page of every docs version is listed, but those of a version marked `noIndex` (and unlisted pages). */
function listed(route: Route, config: SiteConfig): boolean {
  if (route.kind === 'redirect' || route.kind === 'not-found') return false;
  if ((route.kind === 'doc' || route.kind === 'page') && route.unlisted) return false;
  if ((route.kind === 'doc' || route.kind === 'category-index') && config.docs.versions?.[route.version]?.noIndex) return false;
  return true;
}

export function renderSitemap(config: SiteConfig, routes: readonly Route[]): string {
  const urls = routes
    .filter((route) => listed(route, config))
    .map((route) => {
      const lastmod = route.kind === 'doc' && route.lastUpdated ? `<lastmod>${new Date(route.lastUpdated).toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(config.url + route.path)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`;
}

/** The site-wide files that follow from the graph alone: sidebars' JSON, sitemap.xml and robots.txt. */
export function graphFiles(graph: Pick<SiteGraph, 'config' | 'routes' | 'sidebars'>): OutputFile[] {
  const files: OutputFile[] = Object.entries(graph.sidebars).map(([id, items]) => ({ path: sidebarDataFile(id), data: JSON.stringify(items) }));
  files.push({ path: 'sitemap.xml', data: renderSitemap(graph.config, graph.routes) });
  files.push({ path: 'robots.txt', data: renderRobots(graph.config) });
  return files;
}
