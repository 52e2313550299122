/**
 * Rewriting links written in content: `.md` file paths become routes, relative routes become absolute
 * (so they mean the same on `/deploy` and `/deploy/quickstart`, and under client navigation).
 */
import path from 'node:path';
import { pathOfHref, safeDecode, type Diagnostic, type ParsedPage, type ReportLevel } from '@docgen/core';

export interface LinkRewrite {
  /** Per source path: href as written → final href. Only rewritten hrefs are listed. */
  targets: Record<string, Record<string, string>>;
  diagnostics: Diagnostic[];
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
 * `routeOfSource` maps a site-root relative source path (`docs/a/b.md`) to its route; `pageRoutes` maps each
 * parsed page's source to the route it is shown at (for resolving relative routes).
 */
export function rewriteLinks(
  pages: Iterable<ParsedPage>,
  routeOfSource: ReadonlyMap<string, string>,
  onBrokenMarkdownLinks: ReportLevel,
  /** Whether a site path names a file the build writes besides the pages (a page's Markdown version, `/x.md`). */
  isGeneratedFile: (sitePath: string) => boolean = () => false,
): LinkRewrite {
  const targets: Record<string, Record<string, string>> = {};
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const own = routeOfSource.get(page.source);
    const map: Record<string, string> = {};
    for (const link of page.links) {
      const { pathPart, suffix } = split(link.href);
      if (link.kind === 'markdown') {
        const target = markdownTarget(page.source, link.href);
        const route = routeOfSource.get(target);
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
            message: `no such file (${target})`,
            hint: 'Link to an existing .md file with a path relative to this file.',
            ruleId: 'links/broken-markdown-link',
          });
        }
      } else if (link.kind === 'route' && pathPart !== '' && !pathPart.startsWith('/') && own !== undefined) {
        // Resolve like a browser would against the page's own URL.
        const resolved = new URL(link.href, `https://site.invalid${own}`);
        map[link.href] = resolved.pathname.replace(/(.)\/+$/, '$1') + resolved.search + resolved.hash;
      }
    }
    if (Object.keys(map).length) targets[page.source] = map;
  }
  return { targets, diagnostics };
}
