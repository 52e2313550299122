/** Search output of a build: the DocSearch-shaped records, the local index, and what the browser needs to know. */
import { buildCompactIndex, buildRecords } from '@docgen/search';
import type { SiteGraph } from '@docgen/core';
import type { OutputFile } from './assets.js';
import { contentHash } from './hash.js';

/** Where the records for `docgen search push` are written, relative to the output folder. */
export const RECORDS_FILE = '_search/records.json';

/** Search settings handed to the browser: the hosted service, or the local index. */
export type ClientSearchConfig =
  | { provider: 'local'; indexUrl: string }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string; facetFilters: Array<string | string[]> };

/** The browser's search settings; `indexUrl` is where the local index is served. */
export function clientSearchConfig(graph: SiteGraph, indexUrl: string): ClientSearchConfig {
  const { config } = graph;
  const { appId, apiKey, indexName, contextualSearch, host } = config.search;
  const facetFilters = contextualSearch ? [`language:${config.i18n.defaultLocale}`, [`docusaurus_tag:default`, `docusaurus_tag:docs-default-${config.docs.version.name}`]] : [];
  return appId && apiKey ? { provider: 'algolia', appId, apiKey, indexName, host: host || undefined, facetFilters } : { provider: 'local', indexUrl };
}

/** Records and the local index of a build (the index named by its content hash), and the browser's settings. */
export function searchFiles(graph: SiteGraph): { files: OutputFile[]; client: ClientSearchConfig } {
  const records = buildRecords(graph);
  const index = JSON.stringify(buildCompactIndex(records));
  const indexPath = `_search/index.${contentHash(index)}.json`;
  const files: OutputFile[] = [
    { path: RECORDS_FILE, data: JSON.stringify(records) },
    { path: indexPath, data: index },
  ];
  return { files, client: clientSearchConfig(graph, `/${indexPath}`) };
}
