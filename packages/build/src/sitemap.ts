/** sitemap.xml and robots.txt. */
import type { Route, SiteConfig } from '@docgen/core';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function listed(route: Route): boolean {
  if (route.kind === 'redirect' || route.kind === 'not-found') return false;
  if ((route.kind === 'doc' || route.kind === 'page') && route.unlisted) return false;
  return true;
}

export function renderSitemap(config: SiteConfig, routes: readonly Route[]): string {
  const urls = routes.filter(listed).map((route) => {
    const lastmod = route.kind === 'doc' && route.lastUpdated ? `<lastmod>${new Date(route.lastUpdated).toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(config.url + route.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`;
}
