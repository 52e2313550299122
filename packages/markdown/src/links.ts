/** Classifying hrefs as written in content. Pure string logic, shared with later stages. */
import { isExternalHref, type LinkKind } from '@docgen/core';

export { safeDecode } from '@docgen/core';

export function classifyHref(href: string): LinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (isExternalHref(href)) return 'external';
  return /\.mdx?$/i.test(splitHref(href).path) ? 'markdown' : 'route';
}

/** `a/b.md?x=1#frag` → { path: 'a/b.md', suffix: '?x=1#frag', hash: 'frag' }. */
export function splitHref(href: string): { path: string; suffix: string; hash: string } {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const hashAt = href.indexOf('#');
  return { path, suffix, hash: hashAt === -1 ? '' : href.slice(hashAt + 1) };
}

/** A URL written relative to the page (`./img/a.png`, `img/a.png`, `../x.pdf`), not site-absolute. */
export function isRelativeUrl(href: string): boolean {
  return href !== '' && !href.startsWith('/') && !href.startsWith('#') && classifyHref(href) !== 'external';
}
