/**
 * `docgen search push`: uploads the records to the hosted index with the algoliasearch client, in batches,
 * replacing the index atomically (records go to a temporary index, which is then moved over the live one).
 */
import { algoliasearch } from 'algoliasearch';
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

export function clientOptions(host: string | undefined) {
  if (!host) return undefined;
  const url = new URL(host);
  return { hosts: [{ url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }] };
}

export async function pushRecords(options: PushOptions): Promise<{ count: number; batches: number }> {
  if (!options.appId) throw new PushError('no search application id: set search.appId in site.config.yaml (or its environment variable).');
  if (!options.adminKey) throw new PushError('no admin API key: set DOCSEARCH_ADMIN_API_KEY in the environment (a key with write rights, never the public search key).');
  const client = algoliasearch(options.appId, options.adminKey, clientOptions(options.host));
  const batchSize = options.batchSize ?? 500;
  try {
    await client.replaceAllObjects({ indexName: options.indexName, objects: options.records as unknown as Array<Record<string, unknown>>, batchSize });
  } catch (e) {
    const error = e as Error & { status?: number };
    if (error.status === 401 || error.status === 403) {
      throw new PushError(`the search service rejected the admin API key (HTTP ${error.status}): check DOCSEARCH_ADMIN_API_KEY and its rights on index "${options.indexName}".`);
    }
    throw new PushError(`uploading to index "${options.indexName}" failed: ${error.message}`);
  }
  return { count: options.records.length, batches: Math.ceil(options.records.length / batchSize) };
}
