/** Search output of a build: the DocSearch-shaped records, the local index, and what the browser needs to know. */
import { createHash } from 'node:crypto';
import { buildRecords, buildSearchIndex, MANIFEST_FILE, type IndexOptions, type SearchRecord } from '@docgen/search';
import type { SiteConfig, SiteGraph } from '@docgen/core';
import type { OutputFile } from './assets.js';

/** Where the records for `docgen search push` are written, relative to the output folder. */
export const RECORDS_FILE = '_search/records.json';

/** Search settings handed to the browser: the hosted service, or the local index (the URL of its manifest). */
export type ClientSearchConfig =
  | { provider: 'local'; indexUrl: string }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string; facetFilters: Array<string | string[]> };

/** The browser's search settings; `indexUrl` is where the local index's manifest is served. */
export function clientSearchConfig(graph: Pick<SiteGraph, 'config'>, indexUrl: string): ClientSearchConfig {
  const { config } = graph;
  const { appId, apiKey, indexName, contextualSearch, host } = config.search;
  const facetFilters = contextualSearch ? [`language:${config.i18n.defaultLocale}`, [`docusaurus_tag:default`, `docusaurus_tag:docs-default-${config.docs.version.name}`]] : [];
  return appId && apiKey ? { provider: 'algolia', appId, apiKey, indexName, host: host || undefined, facetFilters } : { provider: 'local', indexUrl };
}

/**
 * The local index's files, in a folder named by a hash of their content (`_search/<hash>/`), so that every file
 * of it can be cached for good; `folder` names another folder (the dev server's, which serves no cache headers).
 */
export function localIndexFiles(records: Iterable<SearchRecord>, options: IndexOptions & { folder?: string } = {}): { files: OutputFile[]; manifestUrl: string } {
  const index = buildSearchIndex(records, options);
  let folder = options.folder;
  if (!folder) {
    const hash = createHash('sha256');
    for (const file of index) hash.update(file.path).update('\0').update(file.data).update('\0');
    folder = `_search/${hash.digest('base64url').replace(/[-_]/g, '').slice(0, 10).toLowerCase()}`;
  }
  return { files: index.map((file) => ({ path: `${folder}/${file.path}`, data: file.data })), manifestUrl: `/${folder}/${MANIFEST_FILE}` };
}

/**
 * Records and the local index of a site from its records (what a build that renders page by page collects with
 * `recordsOfPage`), and the browser's settings. With the hosted index, no local index is written.
 */
export function searchOutput(config: SiteConfig, records: readonly SearchRecord[], options: { folder?: string } = {}): { files: OutputFile[]; client: ClientSearchConfig } {
  const files: OutputFile[] = [{ path: RECORDS_FILE, data: JSON.stringify(records) }];
  const hosted = clientSearchConfig({ config }, '');
  if (hosted.provider === 'algolia') return { files, client: hosted };
  const local = localIndexFiles(records, options);
  return { files: [...files, ...local.files], client: clientSearchConfig({ config }, local.manifestUrl) };
}

/** Records and the local index of a graph whose parsed pages are in memory. */
export function searchFiles(graph: SiteGraph, options: { folder?: string } = {}): { files: OutputFile[]; client: ClientSearchConfig } {
  return searchOutput(graph.config, buildRecords(graph, (source) => graph.pages[source]?.hast), options);
}
