/**
 * One search client for the modal and the /search page: the hosted service through the algoliasearch client, or
 * the local index through the same `search({ requests })` interface, answering with Algolia-shaped results.
 */
import { liteClient } from 'algoliasearch/lite';
import { openIndex, type SearchOptions } from '@docgen/search/engine';
import { pageDataUrl } from './router.js';

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

/** Content hits (of the first ones in a response) whose snippet is completed from their page's data. */
const COMPLETED_HITS = 10;
/** How long a search waits for page data before answering with the snippets the index has. */
const PAGE_TEXT_WAIT_MS = 400;

/** The text of each section of a page's content (by anchor, '' for the intro), as the search records have it. */
export function sectionTexts(html: string): Map<string, string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.querySelector('article .markdown, article.markdown') ?? doc.body;
  const blocks = 'p, li, td, th, pre, summary';
  const parts = new Map<string, string[]>([['', []]]);
  let current = parts.get('')!;
  for (const element of root.querySelectorAll(`h2, h3, h4, h5, h6, ${blocks}`)) {
    if (/^H[2-6]$/.test(element.tagName)) {
      if (element.id && !element.classList.contains('sr-only')) parts.set(element.id, (current = []));
    } else if (!element.parentElement?.closest(blocks) && !element.querySelector('h2, h3, h4, h5, h6')) {
      current.push(element.textContent ?? '');
    }
  }
  return new Map([...parts].map(([anchor, texts]) => [anchor, texts.join(' ').replace(/\s+/g, ' ').trim()]));
}

/** Reads a file of the index: a failed request rejects (and the next search asks again). */
export type FetchFile = (url: string) => Promise<Response>;

/**
 * The local index through the `search({ requests })` interface. The manifest is read when the client is made
 * (opening search); a query then reads the shards its words need, and the pages of the hits it shows, each file
 * once per page load (the browser caches them for good: their folder is named by their content). The index keeps
 * only part of each section's text; when a text match of one of the first hits lies beyond it, the section's text
 * is read from the page's data (`/_data/<path>.json`, which client navigation fetches too) so that the snippet
 * shows the match. A search waits for that at most `PAGE_TEXT_WAIT_MS`; what arrives later serves the next searches.
 */
export function localClient(indexUrl: string, fetchFile: FetchFile = (url) => fetch(url)): SearchClient {
  // The index's other files are beside its manifest.
  const folder = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const index = openIndex((path) =>
    fetchFile(folder + path).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
  );
  // Opening search is the sign that a query is coming: the manifest loads meanwhile.
  index.warm().catch(() => undefined);
  const pages = new Map<string, Promise<Map<string, string> | undefined>>();
  const loaded = new Map<string, Map<string, string>>();
  const pageTexts = (path: string) => {
    let texts = pages.get(path);
    if (!texts) {
      texts = fetchFile(pageDataUrl(path))
        .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then(({ html }) => {
          const sections = sectionTexts(html);
          loaded.set(path, sections);
          return sections;
        })
        .catch(() => {
          pages.delete(path);
          return undefined;
        });
      pages.set(path, texts);
    }
    return texts;
  };
  const textOf = (path: string, anchor: string) => loaded.get(path)?.get(anchor);
  return {
    async search({ requests }) {
      try {
        const results = await Promise.all(
          requests.map(async (request) => {
            const options: SearchOptions = { page: request.page, hitsPerPage: request.hitsPerPage, textOf };
            let result = await index.search(request.query ?? '', options);
            const missing = new Set(
              result.hits
                .slice(0, COMPLETED_HITS)
                .filter((hit) => hit.type === 'content' && !hit._snippetResult.content?.value.includes('<mark>'))
                .map((hit) => hit.url.split('#')[0])
                .filter((path) => !loaded.has(path)),
            );
            if (missing.size > 0) {
              let timer: ReturnType<typeof setTimeout> | undefined;
              await Promise.race([Promise.all([...missing].map(pageTexts)), new Promise((resolve) => (timer = setTimeout(resolve, PAGE_TEXT_WAIT_MS)))]);
              clearTimeout(timer);
              result = await index.search(request.query ?? '', options);
            }
            return result as unknown as { hits: Array<Record<string, unknown>>; nbHits: number; nbPages: number; page: number };
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
  return liteClient(config.appId, config.apiKey, options) as unknown as SearchClient;
}

/** One local client per index for the page's lifetime: the modal (each time it opens) and the /search page share the loaded index and page texts. */
const localClients = new Map<string, SearchClient>();

export function createSearchClient(config: SearchConfig): SearchClient {
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

/** Request parameters for the hosted index: the contextual filters (language, docs version). */
export function searchParameters(config: SearchConfig): Record<string, unknown> {
  return config.provider === 'algolia' && config.facetFilters.length ? { facetFilters: config.facetFilters } : {};
}
