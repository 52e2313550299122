/**
 * The target of a Docusaurus navbar or footer link as docgen writes it: `href` for an http(s) URL, `to` for a path of
 * the site (base URL taken off). Other schemes, paths to pages that are not carried over, and a `?query#hash` are
 * reported at `where`, in the words of the item kind (`what`: "navbar", "footer").
 */
import type { ImportNotes, Place } from './notes.js';
import { hasScheme, isHttpUrl, sitePath, splitHash } from './paths.js';

export interface LinkTargetContext {
  notes: ImportNotes;
  baseUrl: string;
  /** What a site path was in Docusaurus when the import does not carry it; else undefined. */
  lost?: (route: string) => string | undefined;
}

export function linkTarget(
  target: string,
  label: string,
  what: string,
  where: Place,
  ctx: LinkTargetContext,
): { label: string; to?: string; href?: string } | undefined {
  if (isHttpUrl(target)) return { label, href: target };
  if (hasScheme(target) && !target.startsWith('pathname://')) {
    ctx.notes.add(
      where,
      `${what} link "${label}" to ${target}`,
      `docgen ${what} links go to a path of the site or an http(s) URL; link a page that carries this address instead.`,
    );
    return undefined;
  }
  const to = sitePath(target, ctx.baseUrl);
  const lost = ctx.lost?.(to);
  if (lost) {
    ctx.notes.add(where, `${what} link "${label}" to ${to}`, `It leads to ${lost}, which is not carried over; add the link again once the page exists.`);
    return undefined;
  }
  const hash = splitHash(target);
  if (hash)
    ctx.notes.add(
      where,
      `the "${hash}" of ${what} link "${label}"`,
      `docgen ${what} links go to a page without a query or #anchor; the link goes to the page.`,
    );
  return { label, to };
}
