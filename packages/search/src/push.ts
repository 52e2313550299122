/**
 * `docgen search push`: uploads the records to the hosted index through Algolia's REST API, in batches, replacing
 * the index atomically: the live index's settings, rules and synonyms are copied to a temporary index, DocSearch's
 * settings (`INDEX_SETTINGS`) are set on it, the records are uploaded to it, and it is moved over the live index.
 * Setting them on every push means a fresh index works at once (contextual search filters on `language` and
 * `docusaurus_tag`, which must be facets), which the client's `replaceAllObjects` alone does not do: it only copies
 * the settings of an existing index.
 *
 * The five requests it takes are made with `fetch`, as the official client makes them (its hosts in its order, its
 * retries and time limits, waiting for each task to be published), instead of installing the algoliasearch
 * client and its thirteen `@algolia/*` packages (22 MB) for every site that never pushes.
 */
import type { SearchRecord } from './records.js';

export interface PushOptions {
  appId: string;
  /** A key with write rights (never the public search key). */
  adminKey: string;
  indexName: string;
  records: readonly SearchRecord[];
  batchSize?: number;
  /** Another host than Algolia's (a proxy, or a test server): `http://127.0.0.1:8080`. */
  host?: string;
}

export class PushError extends Error {
  override name = 'PushError';
}

/**
 * The settings DocSearch's crawler gives a Docusaurus index, adapted to these records: the facets the site's
 * contextual search filters on, the hierarchy then the content as searchable attributes, one hit per URL, records
 * of higher levels and earlier positions first, and typo tolerance from five letters as the local index has it.
 */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  minProximity: 1,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} as const;

/** An answer of the search service other than 2xx: its status and message. */
class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Host {
  url: string;
  /** Requests are tried on the hosts in this order; a host that failed is not tried again by the same request. */
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * Algolia's hosts for an application, as its clients use them: reads from the distributed search network, writes
 * to the main cluster, then the three fallbacks (in a random order) for both.
 */
export function serviceHosts(appId: string, host?: string): Host[] {
  if (host) return [{ url: host.replace(/\/+$/, ''), accept: 'readWrite' }];
  const fallbacks = [1, 2, 3].map((n) => ({ url: `https://${appId}-${n}.algolianet.com`, accept: 'readWrite' as const }));
  for (let i = fallbacks.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [fallbacks[i], fallbacks[j]] = [fallbacks[j], fallbacks[i]];
  }
  return [{ url: `https://${appId}-dsn.algolia.net`, accept: 'read' }, { url: `https://${appId}.algolia.net`, accept: 'write' }, ...fallbacks];
}

/** The official client's time limits: a read, and a write (which may carry thousands of records). */
const READ_TIMEOUT_MS = 5_000;
const WRITE_TIMEOUT_MS = 30_000;
/** How often a host that answers 429 (rate limited) is asked again, after the wait it names. */
const RATE_LIMIT_RETRIES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait a 429 answer asks for (`Retry-After` in seconds), else one second. */
function retryAfterMs(value: string | null): number {
  const seconds = value && /^\d+$/.test(value.trim()) ? Number(value) : 0;
  return seconds > 0 ? seconds * 1000 : 1000;
}

/** The message of an error answer: Algolia's JSON `{ message }`, else its text. */
async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return text || `HTTP ${response.status}`;
}

type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<{ taskID?: number; status?: string }>;

/**
 * A request to the service with the official clients' retry rules: a host that cannot be reached, times out or
 * answers 5xx makes the request go to the next host (with a longer time limit after a timeout); 429 waits and asks
 * the same host again; any other answer is final (4xx an error with the service's message).
 */
function createSender(appId: string, apiKey: string, hosts: Host[]): Send {
  const headers = { 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey, 'content-type': 'application/json' };
  const agent = `docgen; Node.js (${process.versions.node})`;
  return async (method, path, body) => {
    const read = method === 'GET';
    const candidates = hosts.filter((h) => h.accept === 'readWrite' || h.accept === (read ? 'read' : 'write'));
    const failures: string[] = [];
    let timeouts = 0;
    let rateLimitRetries = RATE_LIMIT_RETRIES;
    for (let i = 0; i < candidates.length; i++) {
      const host = candidates[i];
      const limit = (read ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS) * (timeouts === 0 ? 1 : timeouts + 3);
      let response: Response;
      try {
        response = await fetch(`${host.url}${path}?x-algolia-agent=${encodeURIComponent(agent)}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(limit),
        });
      } catch (e) {
        const error = e as Error & { cause?: { code?: string; message?: string } };
        const timedOut = error.name === 'TimeoutError';
        if (timedOut) timeouts++;
        failures.push(`${host.url}: ${timedOut ? `no answer within ${limit / 1000} s` : (error.cause?.code ?? error.cause?.message ?? error.message)}`);
        continue;
      }
      if (response.status === 429 && rateLimitRetries > 0) {
        rateLimitRetries--;
        await response.body?.cancel();
        await sleep(retryAfterMs(response.headers.get('retry-after')));
        i--;
        continue;
      }
      if (response.ok) return (await response.json()) as { taskID?: number; status?: string };
      const message = await errorMessage(response);
      if (response.status >= 400 && response.status < 500) throw new ServiceError(message, response.status);
      failures.push(`${host.url}: HTTP ${response.status} ${message}`);
    }
    throw new ServiceError(`the search service could not be reached (${failures.join('; ')})`, 0);
  };
}

const indexPath = (indexName: string, rest = '') => `/1/indexes/${encodeURIComponent(indexName)}${rest}`;

/** Waits until the service has published the task (the client's `waitForTask`: checks spaced 200 ms more each time, up to 5 s). */
async function waitForTask(send: Send, indexName: string, taskID: number | undefined, maxChecks = 100): Promise<void> {
  if (taskID === undefined) throw new ServiceError('the search service answered without a task id', 0);
  for (let check = 1; ; check++) {
    const task = await send('GET', indexPath(indexName, `/task/${taskID}`));
    if (task.status === 'published') return;
    if (check >= maxChecks)
      throw new ServiceError(`task ${taskID} of index "${indexName}" was not published after ${maxChecks} checks; it may still complete`, 0);
    await sleep(Math.min(check * 200, 5_000));
  }
}

export async function pushRecords(options: PushOptions): Promise<{ count: number; batches: number }> {
  if (!options.appId) throw new PushError('no search application id: set search.appId in site.config.yaml (or its environment variable).');
  if (!options.adminKey)
    throw new PushError('no admin API key: set DOCSEARCH_ADMIN_API_KEY in the environment (a key with write rights, never the public search key).');
  const send = createSender(options.appId, options.adminKey, serviceHosts(options.appId, options.host));
  const batchSize = options.batchSize ?? 500;
  const { indexName } = options;
  const temporary = `${indexName}_tmp_${Math.floor(Math.random() * 1e6) + 1e5}`;
  let created = false;
  try {
    // What the site's owner set on the live index (settings, rules, synonyms) carries over; a missing index copies as empty.
    const copy = await send('POST', indexPath(indexName, '/operation'), {
      operation: 'copy',
      destination: temporary,
      scope: ['settings', 'rules', 'synonyms'],
    });
    created = true;
    await waitForTask(send, temporary, copy.taskID);
    const settings = await send('PUT', indexPath(temporary, '/settings'), INDEX_SETTINGS);
    await waitForTask(send, temporary, settings.taskID);
    // All batches are sent, then each one's task is awaited (the client's `chunkedBatch` with `waitForTasks`).
    const tasks: Array<number | undefined> = [];
    for (let start = 0; start < options.records.length; start += batchSize) {
      const requests = options.records.slice(start, start + batchSize).map((record) => ({ action: 'addObject', body: record }));
      tasks.push((await send('POST', indexPath(temporary, '/batch'), { requests })).taskID);
    }
    for (const taskID of tasks) await waitForTask(send, temporary, taskID);
    const move = await send('POST', indexPath(temporary, '/operation'), { operation: 'move', destination: indexName });
    created = false;
    await waitForTask(send, temporary, move.taskID);
  } catch (e) {
    if (created) await send('DELETE', indexPath(temporary)).catch(() => undefined);
    const error = e as Error & { status?: number };
    if (error.status === 401 || error.status === 403) {
      throw new PushError(
        `the search service rejected the admin API key (HTTP ${error.status}): check DOCSEARCH_ADMIN_API_KEY and its rights on index "${indexName}".`,
      );
    }
    throw new PushError(`uploading to index "${indexName}" failed: ${error.message}`);
  }
  return { count: options.records.length, batches: Math.ceil(options.records.length / batchSize) };
}
