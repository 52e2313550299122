/**
 * `docgen search push`: uploads the records to the hosted index with the algoliasearch client, in batches,
 * replacing the index atomically: the live index's settings, rules and synonyms are copied to a temporary index,
 * DocSearch's settings (`INDEX_SETTINGS`) are set on it, the records are uploaded to it, and it is moved over the
 * live index. Setting them on every push means a fresh index works at once (contextual search filters on
 * `language` and `docusaurus_tag`, which must be facets), which `replaceAllObjects` alone does not do: it only
 * copies the settings of an existing index.
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

export function clientOptions(host: string | undefined) {
  if (!host) return undefined;
  const url = new URL(host);
  return { hosts: [{ url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const }] };
}

export async function pushRecords(options: PushOptions): Promise<{ count: number; batches: number }> {
  if (!options.appId) throw new PushError('no search application id: set search.appId in site.config.yaml (or its environment variable).');
  if (!options.adminKey)
    throw new PushError('no admin API key: set DOCSEARCH_ADMIN_API_KEY in the environment (a key with write rights, never the public search key).');
  const client = algoliasearch(options.appId, options.adminKey, clientOptions(options.host));
  const batchSize = options.batchSize ?? 500;
  const { indexName } = options;
  const temporary = `${indexName}_tmp_${Math.floor(Math.random() * 1e6) + 1e5}`;
  let created = false;
  try {
    // What the site's owner set on the live index (settings, rules, synonyms) carries over; a missing index copies as empty.
    const copy = await client.operationIndex({
      indexName,
      operationIndexParams: { operation: 'copy', destination: temporary, scope: ['settings', 'rules', 'synonyms'] },
    });
    created = true;
    await client.waitForTask({ indexName: temporary, taskID: copy.taskID });
    const settings = await client.setSettings({
      indexName: temporary,
      indexSettings: { ...INDEX_SETTINGS, attributesForFaceting: [...INDEX_SETTINGS.attributesForFaceting] } as never,
    });
    await client.waitForTask({ indexName: temporary, taskID: settings.taskID });
    // Cast: algoliasearch types objects as records; SearchRecord is an interface without an index signature.
    await client.chunkedBatch({
      indexName: temporary,
      objects: options.records as unknown as Array<Record<string, unknown>>,
      action: 'addObject',
      waitForTasks: true,
      batchSize,
    });
    const move = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName } });
    created = false;
    await client.waitForTask({ indexName: temporary, taskID: move.taskID });
  } catch (e) {
    if (created) await client.deleteIndex({ indexName: temporary }).catch(() => undefined);
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
