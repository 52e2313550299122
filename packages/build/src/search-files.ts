/**
 * Search output of a build: the DocSearch-shaped records (for `docgen search push`), the local index, and what the
 * browser needs to know. Records are made by the render stage, page by page; the index is built from them at the
 * end, or linked from the previous output when no page's records can have changed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route, SiteGraph } from '@docgen/core';
import type { SearchRecord } from '@docgen/search';
import type { OutputFile } from './assets.js';
import { keyOf, type RenderManifest } from './render-cache.js';

/** Where the records for `docgen search push` are written, relative to the output folder. */
export const RECORDS_FILE = '_search/records.json';

/** Search settings handed to the browser: the hosted service, or the local index. */
export type ClientSearchConfig =
  | { provider: 'local'; indexUrl: string }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string; facetFilters: Array<string | string[]> };

/** The browser's search settings; `indexUrl` is where the local index is served. */
export function clientSearchConfig(graph: Pick<SiteGraph, 'config'>, indexUrl: string): ClientSearchConfig {
  const { config } = graph;
  const { appId, apiKey, indexName, contextualSearch, host } = config.search;
  const facetFilters = contextualSearch ? [`language:${config.i18n.defaultLocale}`, [`docusaurus_tag:default`, `docusaurus_tag:docs-default-${config.docs.version.name}`]] : [];
  return appId && apiKey ? { provider: 'algolia', appId, apiKey, indexName, host: host || undefined, facetFilters } : { provider: 'local', indexUrl };
}

/** Routes with search records: docs and Markdown pages that are listed. */
export function hasSearchRecords(route: Route): boolean {
  return (route.kind === 'doc' || (route.kind === 'page' && route.format === 'markdown')) && !route.unlisted;
}

/**
 * A key of everything the records depend on (each listed page's route and content, the settings records carry, the
 * engine's code), known before anything renders: a build whose key is unchanged reuses the previous index.
 */
export function searchKey(graph: SiteGraph, engine: string): string {
  const pages = graph.routes.filter(hasSearchRecords).map((route) => [route, graph.pages[(route as { source: string }).source]?.contentKey]);
  const { url, i18n, docs } = graph.config;
  return keyOf(engine, url, i18n.defaultLocale, docs.version.name, pages);
}

/**
 * Where the local index is served. The name does not change with the content: every page embeds it, and a name
 * that followed the content would make an edit of one page change every page. Served to be revalidated (`no-cache`
 * with an ETag), not cached as immutable.
 */
export const INDEX_FILE = '_search/index.json';

export interface SearchFilesInput {
  graph: SiteGraph;
  key: string;
  /** Records of the pages rendered in this build, by route path. */
  records: ReadonlyMap<string, SearchRecord[]>;
  /** The previous output folder: records of pages not rendered again are read from its records file. */
  previousOutDir: string;
  manifest: RenderManifest;
  tempDir: string;
}

/**
 * The records file and the local index. When no page was rendered again and the key is unchanged, the previous
 * files are linked; otherwise records of reused pages come from the previous records file.
 */
export async function searchFiles(input: SearchFilesInput): Promise<OutputFile[]> {
  const { graph, key, records } = input;
  if (await input.manifest.reuse('/_search', key, input.tempDir)) return [];
  const previous = records.size < graph.routes.length ? await previousRecords(input.previousOutDir) : new Map<string, SearchRecord[]>();
  const all: SearchRecord[] = [];
  for (const route of graph.routes) {
    if (!hasSearchRecords(route)) continue;
    const found = records.get(route.path) ?? previous.get(route.path);
    if (!found) throw new Error(`no search records for ${route.path}: neither rendered nor in the previous output`);
    all.push(...found);
  }
  const { buildCompactIndex } = await import('@docgen/search');
  return [
    { path: RECORDS_FILE, data: JSON.stringify(all) },
    { path: INDEX_FILE, data: JSON.stringify(buildCompactIndex(all)) },
  ];
}

/** The records of the previous output by route path (objectID is `<route>#<anchor>`). */
async function previousRecords(outDir: string): Promise<Map<string, SearchRecord[]>> {
  const byRoute = new Map<string, SearchRecord[]>();
  let list: SearchRecord[];
  try {
    list = JSON.parse(await readFile(path.join(outDir, RECORDS_FILE), 'utf8')) as SearchRecord[];
  } catch {
    return byRoute;
  }
  for (const record of list) {
    const route = record.objectID.slice(0, record.objectID.lastIndexOf('#'));
    let group = byRoute.get(route);
    if (!group) byRoute.set(route, (group = []));
    group.push(record);
  }
  return byRoute;
}
