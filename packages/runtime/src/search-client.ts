/**
 * One search client for the modal and the /search page: the hosted service through the algoliasearch client, or
 * the local index through the same `search({ requests })` interface, answering with Algolia-shaped results.
 */
import { liteClient } from 'algoliasearch/lite';
import { searchIndex, type CompactIndex } from '@docgen/search/engine';

export type SearchConfig =
  | { provider: 'local'; indexUrl: string }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string; facetFilters: Array<string | string[]> };

export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  [param: string]: unknown;
}

export interface SearchClient {
  search(input: { requests: SearchRequest[] }): Promise<{ results: Array<{ hits: Array<Record<string, unknown>>; nbHits: number; nbPages?: number; page?: number }> }>;
}

/** The failure DocSearch recognises as "could not reach the search service". */
function retryError(cause: unknown): Error {
  const error = new Error('Unable to fetch results', { cause });
  error.name = 'RetryError';
  return error;
}

export function localClient(indexUrl: string): SearchClient {
  let index: Promise<CompactIndex> | undefined;
  const load = () =>
    (index ??= fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<CompactIndex>;
    })).catch((e: unknown) => {
      index = undefined;
      throw retryError(e);
    });
  return {
    async search({ requests }) {
      const loaded = await load();
      return {
        results: requests.map((request) => {
          const result = searchIndex(loaded, request.query ?? '', { page: request.page, hitsPerPage: request.hitsPerPage });
          return result as unknown as { hits: Array<Record<string, unknown>>; nbHits: number; nbPages: number; page: number };
        }),
      };
    },
  };
}

export function hostedClient(config: Extract<SearchConfig, { provider: 'algolia' }>): SearchClient {
  const options = config.host
    ? { hosts: [{ url: new URL(config.host).host, protocol: new URL(config.host).protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const }] }
    : undefined;
  return liteClient(config.appId, config.apiKey, options) as unknown as SearchClient;
}

export function createSearchClient(config: SearchConfig): SearchClient {
  return config.provider === 'local' ? localClient(config.indexUrl) : hostedClient(config);
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

/** Request parameters for the hosted index: the contextual filters (language, docs version). */
export function searchParameters(config: SearchConfig): Record<string, unknown> {
  return config.provider === 'algolia' && config.facetFilters.length ? { facetFilters: config.facetFilters } : {};
}
