/**
 * Rewriting links written in content: `.md` file paths become routes, relative routes become absolute
 * (so they mean the same on `/deploy` and `/deploy/quickstart`, and under client navigation).
 */
import path from 'node:path';
import { pathOfHref, safeDecode, type Diagnostic, type ParsedPage, type ReportLevel } from '@docgen/core';

export interface LinkRewrite {
  /** Per route: href as written → final href. Only rewritten hrefs are listed. */
  targets: Record<string, Record<string, string>>;
  diagnostics: Diagnostic[];
}

/** A route with content, whose links are rewritten. */
export interface LinkedPage {
  /** Undefined for a page that is not built (a draft): its `.md` links are still checked. */
  route: string | undefined;
  page: ParsedPage;
  /**
   * The file the page stands for among the site's own files: its own path, or for a translation the file it
   * translates, so that `.md` links written relative to the original lead to the same pages.
   */
  sourcePath: string;
}

function split(href: string): { pathPart: string; suffix: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { pathPart: href, suffix: '' } : { pathPart: href.slice(0, cut), suffix: href.slice(cut) };
}

/** The site-root relative file a `.md` link written in `source` points at. */
export function markdownTarget(source: string, href: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(source), safeDecode(pathOfHref(href))));
}

/**
 * `routeOfSource` maps a site-root relative source path (`docs/a/b.md`, and a translation's own path) to its route in
 * the locale being rewritten; `localize` turns a site path of the default locale into this locale's (the identity in
 * the default locale).
 */
export function rewriteLinks(
  pages: Iterable<LinkedPage>,
  routeOfSource: ReadonlyMap<string, string>,
  onBrokenMarkdownLinks: ReportLevel,
  localize: (href: string) => string = (href) => href,
  /** Whether a site path names a file the build writes besides the pages (a page's Markdown version, `/x.md`). */
  isGeneratedFile: (sitePath: string) => boolean = () => false,
): LinkRewrite {
  const targets: Record<string, Record<string, string>> = {};
  const diagnostics: Diagnostic[] = [];
  for (const { route: own, page, sourcePath } of pages) {
    const map: Record<string, string> = {};
    for (const link of page.links) {
      const { pathPart, suffix } = split(link.href);
      if (link.kind === 'markdown') {
        const written = markdownTarget(page.source, link.href);
        const route = routeOfSource.get(markdownTarget(sourcePath, link.href)) ?? routeOfSource.get(written);
        if (route !== undefined) {
          map[link.href] = route + suffix;
        } else if (pathPart.startsWith('/') && isGeneratedFile(safeDecode(pathPart))) {
          // `/deploy/quickstart.md`, written as it is served: the page's Markdown version, left as written.
        } else if (onBrokenMarkdownLinks !== 'ignore') {
          diagnostics.push({
            severity: onBrokenMarkdownLinks === 'throw' ? 'error' : 'warning',
            file: page.source,
            line: link.line,
            column: link.column,
            link: link.href,
            message: `no such file (${written})`,
            hint: 'Link to an existing .md file with a path relative to this file.',
            ruleId: 'links/broken-markdown-link',
          });
        }
      } else if (own === undefined) {
        continue;
      } else if (link.kind === 'route' && pathPart !== '' && !pathPart.startsWith('/')) {
        // Resolve like a browser would against the page's own URL.
        const resolved = new URL(link.href, `https://site.invalid${own}`);
        map[link.href] = resolved.pathname.replace(/(.)\/+$/, '$1') + resolved.search + resolved.hash;
      } else if (link.kind === 'route' && pathPart.startsWith('/')) {
        const localized = localize(link.href);
        if (localized !== link.href) map[link.href] = localized;
      }
    }
    if (own !== undefined && Object.keys(map).length) targets[own] = map;
  }
  return { targets, diagnostics };
}
