/**
 * One search client for the modal and the /search page: the hosted service through the algoliasearch client, or
 * the local index through the same `search({ requests })` interface, answering with Algolia-shaped results.
 */
import { liteClient } from 'algoliasearch/lite';
import type { ClientSearchConfig } from '@docgen/core/browser';
import { MANIFEST_FILE, NotCached, openIndex, type SearchOptions, type SearchResponse } from '@docgen/search/engine';

/** The settings the page embeds (`EmbeddedData.search`). */
export type SearchConfig = ClientSearchConfig;

export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  [param: string]: unknown;
}

/** A hit as both backends answer it: a DocSearch record, with its highlighted and snippeted parts. */
export interface SearchHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
  _snippetResult?: { content?: { value: string } };
}

export interface SearchClient {
  search(input: { requests: SearchRequest[] }): Promise<{ results: Array<{ hits: SearchHit[]; nbHits: number; nbPages?: number; page?: number }> }>;
}

/** The failure DocSearch recognises as "could not reach the search service". */
function retryError(cause: unknown): Error {
  const error = new Error('Unable to fetch results', { cause });
  error.name = 'RetryError';
  return error;
}

/** Content hits (of the first ones in a response) whose snippet is completed from the section's full text. */
const COMPLETED_HITS = 10;
/**
 * How long a query must stay the latest before files are read for it (shards, pages of hits, full texts): a reader
 * typing on makes each query obsolete sooner, and reading files for every key would cost more than the answer to
 * the query typed. Queries the files already read can answer are answered at once.
 */
const QUIET_MS = 200;
/** How long a search then waits for full texts before answering with the snippets the index keeps. */
const TEXT_WAIT_MS = 400;

/** Reads a file of the index: a failed request rejects (and the next search asks again). */
export type FetchFile = (url: string, init?: { cache: 'no-cache' }) => Promise<Response>;

/** The local index's entry file: the folder of the index's files, and its manifest. */
interface IndexEntry {
  folder: string;
  manifest: unknown;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The local index through the `search({ requests })` interface. The manifest is read when the client is made
 * (opening search); a query then reads the shards its words need and the pages of the hits it shows, each file
 * once per page load (the browser caches them for good: their folder is named by their content). The index keeps
 * only part of each section's text; when a text match of one of the first hits lies beyond it and the query has
 * settled, the page's full section texts are read so that the snippet shows the match, waiting at most
 * `TEXT_WAIT_MS`; what arrives later serves the next searches.
 */
export function localClient(
  indexUrl: string,
  fetchFile: FetchFile = (url, init) => fetch(url, init),
  clock: { sleep(ms: number): Promise<void> } = { sleep },
): SearchClient {
  const readJson = (url: string, init?: { cache: 'no-cache' }) =>
    (init ? fetchFile(url, init) : fetchFile(url)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  // The entry file (revalidated: its name never changes) names the index's folder and holds its manifest; every
  // other file is read from that folder, which changes name with the content.
  const base = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  let entry: Promise<IndexEntry> | undefined;
  const openEntry = () =>
    (entry ??= (readJson(indexUrl, { cache: 'no-cache' }) as Promise<IndexEntry>).catch((e: unknown) => {
      entry = undefined;
      throw e;
    }));
  const index = openIndex(async (path) => {
    const { folder, manifest } = await openEntry();
    return path === MANIFEST_FILE ? manifest : readJson(`${base}${folder}/${path}`);
  });
  // Opening search is the sign that a query is coming: the manifest loads meanwhile.
  index.warm().catch(() => undefined);
  let latest = 0;
  return {
    async search({ requests }) {
      const generation = ++latest;
      // Whether this search is still the latest after a quiet time (else its answer is never shown).
      const stillLatest = () => clock.sleep(QUIET_MS).then(() => generation === latest);
      try {
        const results = await Promise.all(
          requests.map(async (request) => {
            const query = request.query ?? '';
            const options: SearchOptions = { page: request.page, hitsPerPage: request.hitsPerPage, version: versionOfFilters(request.facetFilters) };
            let result: SearchResponse;
            let quiet = false;
            try {
              result = await index.search(query, { ...options, cachedOnly: true });
            } catch (e) {
              if (!(e instanceof NotCached)) throw e;
              if (!(await stillLatest())) return { hits: [], nbHits: 0, page: 0, nbPages: 0 };
              quiet = true;
              result = await index.search(query, options);
            }
            const missing = new Set(
              result.hits
                .slice(0, COMPLETED_HITS)
                .filter((hit) => hit.type === 'content' && !hit._snippetResult.content?.value.includes('<mark>'))
                .map((hit) => hit.url.split('#')[0]),
            );
            if (missing.size > 0 && (quiet || (await stillLatest()))) {
              await Promise.race([index.readTexts(missing).catch(() => undefined), clock.sleep(TEXT_WAIT_MS)]);
              result = await index.search(query, options);
            }
            return result;
          }),
        );
        return { results };
      } catch (e) {
        throw retryError(e);
      }
    },
  };
}

export function hostedClient(config: Extract<SearchConfig, { provider: 'algolia' }>): SearchClient {
  const options = config.host
    ? { hosts: [{ url: new URL(config.host).host, protocol: new URL(config.host).protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const }] }
    : undefined;
  // Cast: algoliasearch's lite client declares generic overloads of search that TypeScript cannot match to this one-method
  // interface; the hosted index holds DocSearch records, so its hits are `SearchHit`s.
  return liteClient(config.appId, config.apiKey, options) as SearchClient;
}

/**
 * The local clients by index URL, which the app keeps for the page's lifetime and hands to the search islands: the
 * modal (each time it opens) and the /search page share one client per index, and so the files it has read.
 */
export type LocalSearchClients = Map<string, SearchClient>;

export function createSearchClient(config: SearchConfig, localClients: LocalSearchClients): SearchClient {
  if (config.provider !== 'local') return hostedClient(config);
  let client = localClients.get(config.indexUrl);
  if (!client) localClients.set(config.indexUrl, (client = localClient(config.indexUrl)));
  return client;
}

/** Hits on this site's own host become paths, followed with client navigation; other URLs stay as they are. */
export function localizeUrl(url: string, origin = location.origin, siteUrl?: string): string {
  try {
    const parsed = new URL(url, origin);
    const own = parsed.origin === origin || (siteUrl !== undefined && parsed.origin === new URL(siteUrl).origin);
    return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}

const VERSION_TAG = 'docusaurus_tag:docs-default-';

/**
 * Request parameters: the contextual filters (language, docs version) of the hosted index, with the docs version the
 * reader is on when there is one; the local index reads the same version filter.
 */
export function searchParameters(config: SearchConfig, version?: string): Record<string, unknown> {
  if (config.provider === 'local')
    return config.contextualSearch !== false && version !== undefined ? { facetFilters: [['docusaurus_tag:default', `${VERSION_TAG}${version}`]] } : {};
  if (!config.facetFilters.length) return {};
  if (version === undefined) return { facetFilters: config.facetFilters };
  const withVersion = (filter: string) => (filter.startsWith(VERSION_TAG) ? `${VERSION_TAG}${version}` : filter);
  return { facetFilters: config.facetFilters.map((f) => (Array.isArray(f) ? f.map(withVersion) : withVersion(f))) };
}

/** The docs version a request's facet filters ask for (`docusaurus_tag:docs-default-<version>`), if any. */
export function versionOfFilters(filters: unknown): string | undefined {
  const flat = Array.isArray(filters) ? (filters as unknown[]).flat() : [];
  const tag = flat.find((f): f is string => typeof f === 'string' && f.startsWith(VERSION_TAG));
  return tag?.slice(VERSION_TAG.length);
}
