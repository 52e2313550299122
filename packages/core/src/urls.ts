/** Small URL helpers shared by every stage and the browser runtime (no Node APIs). */
import { normalizeRoute } from './paths.js';
import type { SidebarItem } from './pipeline-types.js';

/** An href that starts with a scheme: `https:`, `mailto:`, `data:`. */
export const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An href with a scheme or protocol-relative (`//host/x`): it leaves the site's own routes and files. */
export function isExternalHref(href: string): boolean {
  return URL_SCHEME.test(href) || href.startsWith('//');
}

/** An href to another host: `https://x`, `//x` (not `mailto:` or `data:`, which have no host). */
export function isNetworkHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href);
}

/** `decodeURIComponent`, or the value as it is when it is not valid percent-encoding (`100%`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `/x.html`, `/x/index.html` and `/x/` → `/x`; `/index.html` → `/`: the server, the link check and the router agree. */
export function cleanPath(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The route a site path means, decoded: `/x.html`, `/x/index.html`, `/x/` and `//x` all mean `/x`. */
export function canonicalRoute(pathname: string): string {
  return normalizeRoute(cleanPath(safeDecode(pathname)));
}

/** The path part of an href (no query, no hash). */
export function pathOfHref(href: string): string {
  return href.split(/[?#]/)[0];
}

/** The page a sidebar opens first: its first item with an href of this site, depth first. */
export function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href && !(item.type === 'link' && item.external)) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The index of the site for AI readers (llmstxt.org), and every page's Markdown in one file. */
export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';

/**
 * Where a route's Markdown is served: the route with `.md` appended (`/deploy/quickstart` → `/deploy/quickstart.md`),
 * as llmstxt.org proposes; the home page `/` beside its `index.html`, at `/index.md`.
 */
export function markdownUrl(route: string): string {
  return route === '/' || route === '' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The route a Markdown URL (`markdownUrl`) belongs to, or undefined when the path is no such URL. */
export function routeOfMarkdownUrl(pathname: string): string | undefined {
  if (!pathname.endsWith('.md') || pathname.length < 5) return undefined;
  return pathname === '/index.md' ? '/' : pathname.slice(0, -'.md'.length);
}
