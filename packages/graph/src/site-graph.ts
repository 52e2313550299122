/**
 * The finished graph: routes, sidebars and link targets (`buildGraph`), with every problem of the site's content in
 * its diagnostics: the parse's, the graph's own, broken links and anchors, unknown components. What the engine hands
 * on is this, and nothing is added to it afterwards.
 */
import { CURRENT_VERSION, localizedDocsDir, localizedPagesDir, type ComponentEntry, type Diagnostic, type DocsVersion, type SiteConfig } from '@docgen/core';
import { checkComponents } from './check-components.js';
import { checkLinks } from './check-links.js';
import { buildGraph, type GraphInput } from './graph.js';
import { withOriginalAssets, type TranslatedFolder } from './locales.js';
import type { PlacedSiteGraph } from './places.js';

export interface SiteGraphInput extends GraphInput {
  /** Problems of the parse (before the graph's own, in that order). */
  parseDiagnostics?: readonly Diagnostic[];
  /** Site-root relative paths of the files of the site's folders: what links to files are checked against. */
  files: ReadonlySet<string>;
  /** The MDX component registry, and whether the site's components folder is missing (for the component check). */
  components: { registry: readonly ComponentEntry[]; missingFolder: boolean };
}

export function siteGraph(input: SiteGraphInput): PlacedSiteGraph {
  // A translation's images that are not beside it are the original page's.
  const pages = withOriginalAssets(input.pages, translatedFolders(input.config, input.versions ?? []), input.files);
  const graph = buildGraph({ ...input, pages });
  graph.diagnostics.unshift(...(input.parseDiagnostics ?? []));
  graph.diagnostics.push(...checkLinks({ graph, files: input.files }));
  const { registry, missingFolder } = input.components;
  graph.diagnostics.push(...checkComponents({ config: input.config, pages: Object.values(pages), registry, missingFolder }));
  return graph;
}

/** Each folder of translations and the folder it translates, for every locale and docs version. */
function translatedFolders(config: SiteConfig, versions: readonly DocsVersion[]): TranslatedFolder[] {
  const docs = versions.length ? versions.map((v) => ({ name: v.name, dir: v.contentDir })) : [{ name: CURRENT_VERSION, dir: config.docs.path }];
  return config.i18n.locales.flatMap((locale) => [
    ...docs.map((v) => ({ localized: localizedDocsDir(locale, v.name), original: v.dir.replace(/\/+$/, '') })),
    { localized: localizedPagesDir(locale), original: config.pagesDir.replace(/\/+$/, '') },
  ]);
}
