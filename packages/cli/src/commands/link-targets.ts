/**
 * Which files a problem concerns, for `check-links <files>`: the file it is written in, and the file whose page its
 * link points at. Renaming a heading in `run.md` breaks `[x](./run.md#old)` in `run-log.md`: that problem is
 * written in run-log.md but caused by run.md, so `check-links run.md` reports it.
 */
import path from 'node:path';
import { canonicalRoute as canonicalPath, isExternalHref, pathOfHref as pathPart, safeDecode, type Diagnostic, type Route, type SiteGraph } from '@docgen/core';

const MARKDOWN_FILE = /\.mdx?$/i;

// Process-wide memoisation (deliberate) of a pure function of the graph, which is never changed once built: its routes
// by path, made once per graph instead of once per problem; a graph no longer used takes its index with it.
const routeIndexes = new WeakMap<SiteGraph, Map<string, Route>>();

/** The source file of the page a site-absolute href leads to (through one redirect), if any. */
function sourceOfHref(graph: SiteGraph, href: string): string | undefined {
  let routes = routeIndexes.get(graph);
  if (!routes) {
    routes = new Map(graph.routes.map((r) => [r.path, r]));
    routeIndexes.set(graph, routes);
  }
  const p = pathPart(href);
  if (p === '' || isExternalHref(href)) return undefined;
  let route = routes.get(canonicalPath(p));
  if (route?.kind === 'redirect') route = routes.get(canonicalPath(pathPart(route.to)));
  return route && 'source' in route ? route.source : undefined;
}

const fileRoutes = new WeakMap<SiteGraph, Map<string, string>>();

/** The route that shows a file: in the default locale when it shows it there, else in its translation's locale. */
function routeOfFile(graph: SiteGraph, file: string): string | undefined {
  let routes = fileRoutes.get(graph);
  if (!routes) {
    routes = new Map();
    const defaultLocale = graph.config.i18n.defaultLocale;
    const isDefault = (route: SiteGraph['routes'][number]) => route.locale === undefined || route.locale === defaultLocale;
    for (const route of [...graph.routes.filter(isDefault), ...graph.routes.filter((r) => !isDefault(r))]) {
      if ('source' in route && !routes.has(route.source)) routes.set(route.source, route.path);
    }
    fileRoutes.set(graph, routes);
  }
  return routes.get(file);
}

/** The file the link of a problem points at: a page's source file (or a missing `.md` file's path). */
export function linkedFile(graph: SiteGraph, d: Diagnostic): string | undefined {
  const href = d.target ?? d.link;
  if (href === undefined || href === '') return undefined;
  if (isExternalHref(href)) return undefined;
  if (graph.pages[d.file]) {
    if (href.startsWith('#')) return d.file;
    if (MARKDOWN_FILE.test(pathPart(href))) return path.posix.normalize(path.posix.join(path.posix.dirname(d.file), safeDecode(pathPart(href))));
    // Relative routes were made absolute by the graph.
    const route = routeOfFile(graph, d.file);
    return sourceOfHref(graph, (route !== undefined ? graph.linkTargets[route]?.[href] : undefined) ?? href);
  }
  return sourceOfHref(graph, href);
}

/** Every file a problem concerns: where it is written, and where its cause may be. */
export function concernedFiles(graph: SiteGraph, d: Diagnostic): string[] {
  const files = [d.file];
  const linked = linkedFile(graph, d);
  if (linked) files.push(linked);
  // The other file of a duplicate route or doc id.
  for (const place of d.related ?? []) if (place.file !== d.file) files.push(place.file);
  return files;
}
