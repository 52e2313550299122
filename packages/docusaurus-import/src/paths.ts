/** Turning Docusaurus link values into docgen's: site paths without the base URL, and external URLs. */
import { normalizeRoute } from '@docgen/core';

/** `https://…`, `http://…`: a URL docgen's `href` accepts. */
export const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** Has a scheme (`mailto:`, `tel:`, `ftp:`, `pathname:`) or is protocol-relative (`//cdn…`). */
export const hasScheme = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//');

/**
 * A site path as docgen writes it: leading `/`, no trailing slash, without the Docusaurus base URL (docgen serves
 * from `/`), without query or hash (kept apart, see `splitHash`). `pathname:///x` (Docusaurus's escape for static
 * files) is `/x`.
 */
export function sitePath(value: string, baseUrl: string): string {
  let p = value.replace(/^pathname:\/\//, '');
  const base = baseUrl.replace(/\/+$/, '');
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length);
  return normalizeRoute(p.replace(/[?#].*$/, ''));
}

/** The `?query#hash` part of a link, if any. */
export function splitHash(value: string): string | undefined {
  const at = value.search(/[?#]/);
  return at === -1 ? undefined : value.slice(at);
}
