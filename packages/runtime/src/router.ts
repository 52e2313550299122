import { cleanPath, localeOfPath } from '@docgen/core/browser';

/**
 * Pure URL logic of the client router, tested in Node: which clicks to take over, where a route's data lives,
 * and how `.html` URLs are cleaned.
 */

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The resolved `href` property (absolute URL). */
  href: string;
  /** The raw attribute, to tell `href="#x"` from `href="/page#x"`. */
  rawHref: string | null;
  target: string;
  download: boolean;
  rel: string;
}

/** Paths the router never takes over: files, not pages. */
const FILE_PATH = /\/[^/]+\.(?!html?$)[a-z0-9]{1,8}$/i;

/**
 * Whether a click on a link should become a client navigation. Guard list as in preact-iso: modifier keys and
 * non-primary buttons, other origins, `target`, `download`, `rel="external"`, hash-only links on the same page,
 * and links to files.
 */
export function shouldIntercept(click: ClickInfo, anchor: AnchorInfo, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.download || (anchor.target && anchor.target !== '_self') || /\bexternal\b/.test(anchor.rel)) return false;
  if (anchor.rawHref === null || anchor.rawHref.startsWith('#')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return false;
  if (FILE_PATH.test(url.pathname) || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/_data/')) return false;
  return true;
}

// Shared with the build (which writes page data where these say) and the link check.
export { cleanPath, pageDataUrl, sidebarDataUrl } from '@docgen/core/browser';

/**
 * Whether a path is a page of another locale than the one shown: following it loads the page in full, since the
 * whole shell (texts, `lang`, direction) changes. `locales` lists the default locale first.
 */
export function leavesLocale(pathname: string, site: { locale: string; locales: ReadonlyArray<{ name: string; routeBase: string }> }): boolean {
  if (site.locales.length < 2) return false;
  const bases = Object.fromEntries(site.locales.map((l) => [l.name, l.routeBase]));
  return localeOfPath(cleanPath(pathname), bases, site.locales[0].name) !== site.locale;
}

/** Prefetching is skipped for readers who asked to save data or are on a 2g connection. */
export function prefetchAllowed(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}
