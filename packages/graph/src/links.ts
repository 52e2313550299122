/**
 * Rewriting links written in content: `.md` file paths become routes, relative routes become absolute
 * (so they mean the same on `/deploy` and `/deploy/quickstart`, and under client navigation).
 */
import path from 'node:path';
import { pathOfHref, safeDecode, type Diagnostic, type ParsedPage, type ReportLevel, type SiteConfig } from '@docgen/core';

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

/**
 * The folders a `.md` link may be resolved from besides its own (Docusaurus's content roots): the docs folder, each
 * docs version's folder and the pages folder, site-root relative.
 */
export function contentRoots(config: Pick<SiteConfig, 'docs' | 'pagesDir'>, versions: readonly { contentDir: string }[] = []): string[] {
  const trimmed = (dir: string) => path.posix.normalize(dir).replace(/\/+$/, '');
  return [...new Set([config.docs.path, config.pagesDir, ...versions.map((v) => v.contentDir)].map(trimmed))];
}

/**
 * The site-root relative files a `.md` link written in `source` may point at, in the order Docusaurus tries them:
 * `./x.md` and `../x.md` from the file's folder only; `/x.md` from the file's content root (the longest of `roots`
 * holding it), then from the site root (`/docs/x.md`); a bare `x.md` from the file's folder, then the content root,
 * then the site root.
 */
export function markdownTargets(source: string, href: string, roots: readonly string[] = []): string[] {
  const written = safeDecode(pathOfHref(href));
  const from = (base: string) => path.posix.normalize(path.posix.join(base, written)).replace(/^\/+/, '');
  const folder = from(path.posix.dirname(source));
  if (written.startsWith('./') || written.startsWith('../')) return [folder];
  const root = roots.filter((r) => source.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0];
  const fromRoots = root === undefined ? [from('.')] : [from(root), from('.')];
  return [...new Set(written.startsWith('/') ? fromRoots : [folder, ...fromRoots])];
}

/** The file a `.md` link leads to: the first of `markdownTargets` that `exists`, else the first (to name in a message). */
export function markdownTarget(source: string, href: string, roots: readonly string[], exists: (file: string) => boolean): string {
  const candidates = markdownTargets(source, href, roots);
  return candidates.find(exists) ?? candidates[0];
}

export interface RewriteOptions {
  /** How a `.md` link to no file is reported. */
  onBrokenMarkdownLinks: ReportLevel;
  /** The folders `/x.md` links are resolved from (`contentRoots`). */
  roots?: readonly string[];
  /** Turns a site path of the default locale into this locale's (the identity in the default locale). */
  localize?: (href: string) => string;
  /** Whether a site path names a file the build writes besides the pages (a page's Markdown version, `/x.md`). */
  isGeneratedFile?: (sitePath: string) => boolean;
}

/**
 * `routeOfSource` maps a site-root relative source path (`docs/a/b.md`, and a translation's own path) to its route in
 * the locale being rewritten.
 */
export function rewriteLinks(pages: Iterable<LinkedPage>, routeOfSource: ReadonlyMap<string, string>, options: RewriteOptions): LinkRewrite {
  const { onBrokenMarkdownLinks, roots = [], localize = (href: string) => href, isGeneratedFile = () => false } = options;
  const exists = (file: string) => routeOfSource.has(file);
  const targets: Record<string, Record<string, string>> = {};
  const diagnostics: Diagnostic[] = [];
  for (const { route: own, page, sourcePath } of pages) {
    const map: Record<string, string> = {};
    for (const link of page.links) {
      const { pathPart, suffix } = split(link.href);
      if (link.kind === 'markdown') {
        // A translation's links lead where the file it translates leads, else from its own place.
        const written = markdownTarget(page.source, link.href, roots, exists);
        const translated = sourcePath === page.source ? undefined : routeOfSource.get(markdownTarget(sourcePath, link.href, roots, exists));
        const route = translated ?? routeOfSource.get(written);
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
            hint: 'Link to an existing .md file: a path relative to this file, or from the docs folder when it starts with /.',
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
