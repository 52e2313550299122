import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGraph } from '@docgen/build';
import { buildCompactIndex, buildRecords, pushRecords, searchIndex, type CompactIndex, type SearchRecord } from '@docgen/search';
import { startFakeAlgolia, type FakeAlgolia } from './fake-algolia.js';

const root = fileURLToPath(new URL('..', import.meta.url));
let records: SearchRecord[];
let index: CompactIndex;

beforeAll(async () => {
  const { graph } = await loadGraph({ root, cacheDir: false, git: false });
  records = buildRecords(graph);
  index = JSON.parse(JSON.stringify(buildCompactIndex(records)));
}, 120_000);

const top = (query: string, n = 3) => searchIndex(index, query, { hitsPerPage: n }).hits.map((h) => h.url);

describe('search records', () => {
  it('have the shape of hosted DocSearch records, one per heading section', () => {
    const record = records.find((r) => r.url === 'https://docs.tensoropera.ai/deploy/quickstart#what-you-need')!;
    expect(record).toMatchObject({
      objectID: '/deploy/quickstart#what-you-need',
      url_without_anchor: 'https://docs.tensoropera.ai/deploy/quickstart',
      anchor: 'what-you-need',
      type: 'lvl2',
      hierarchy: { lvl0: 'Deploy quickstart', lvl1: 'Deploy quickstart', lvl2: 'What you need', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(record.content).toContain('Python 3');
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records.filter((r) => r.type === 'lvl1')).toHaveLength(121);
  });

  it('fit the local index in 100 KB gzip', () => {
    expect(gzipSync(JSON.stringify(index), { level: 9 }).length).toBeLessThanOrEqual(100 * 1024);
  });
});

describe('local search relevance on this site', () => {
  it('finds pages by their titles first', () => {
    expect(top('deploy quickstart')[0]).toBe('/deploy/quickstart');
    expect(top('yaml reference')).toContain('/deploy/yaml_ref');
    expect(top('storage cli')[0]).toMatch(/^\/(storage\/cli|open-source\/cli\/storage)/);
  });

  it('ranks title and heading matches above body matches', () => {
    const hits = searchIndex(index, 'krum', { hitsPerPage: 50 }).hits;
    const firstBodyOnly = hits.findIndex((h) => h.type === 'content');
    const lastHeading = hits.map((h) => h.type !== 'content').lastIndexOf(true);
    expect(hits[0].url).toContain('krum');
    if (firstBodyOnly !== -1) expect(firstBodyOnly).toBeGreaterThan(lastHeading);
  });

  it('matches the last word as a prefix', () => {
    expect(top('quicks')[0]).toBe('/deploy/quickstart');
    expect(top('fedml logi', 5).some((u) => u.includes('login'))).toBe(true);
  });

  it('tolerates a typo in words of five letters or more, not in shorter ones', () => {
    expect(top('federatd learnin')[0]).toMatch(/^\/federate/);
    expect(top('autoscalng').some((u) => u.includes('deploy'))).toBe(true);
    expect(searchIndex(index, 'krun').nbHits).toBe(0);
  });

  it('highlights matches and finds nothing for nonsense', () => {
    const [hit] = searchIndex(index, 'byzantine', { hitsPerPage: 1 }).hits;
    expect(JSON.stringify(hit._highlightResult)).toContain('<mark>Byzantine</mark>');
    expect(searchIndex(index, 'zzqxv').nbHits).toBe(0);
  });
});

describe('docgen search push, with the algoliasearch client against a local server', () => {
  let fake: FakeAlgolia;
  beforeAll(async () => {
    fake = await startFakeAlgolia();
  });
  afterAll(() => fake.close());

  it('uploads in batches to a temporary index, then moves it over the live one', async () => {
    fake.requests.length = 0;
    fake.respond = (r) => {
      if (r.path.includes('/task/')) return { status: 200, body: { status: 'published' } };
      if (r.path.endsWith('/batch')) return { status: 200, body: { taskID: 2, objectIDs: [] } };
      if (r.path.endsWith('/operation')) return { status: 200, body: { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' } };
      return { status: 200, body: {} };
    };
    const result = await pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 250), batchSize: 100, host: fake.url });
    expect(result).toEqual({ count: 250, batches: 3 });
    const batches = fake.requests.filter((r) => r.path.endsWith('/batch'));
    expect(batches).toHaveLength(3);
    expect(batches[0].path).toMatch(/^\/1\/indexes\/fedml_tmp_\d+\/batch$/);
    expect((batches[0].body as { requests: unknown[] }).requests).toHaveLength(100);
    const move = fake.requests.filter((r) => r.path.endsWith('/operation')).at(-1)!;
    expect(move.path).toMatch(/^\/1\/indexes\/fedml_tmp_\d+\/operation$/);
    expect(move.body).toEqual({ operation: 'move', destination: 'fedml' });
    expect(fake.requests[0].headers['x-algolia-api-key'] ?? fake.requests[0].query.get('x-algolia-api-key')).toBe('ADMIN');
  });

  it('explains a missing or rejected admin key', async () => {
    await expect(pushRecords({ appId: 'APP', adminKey: '', indexName: 'fedml', records })).rejects.toThrow(/DOCSEARCH_ADMIN_API_KEY/);
    fake.respond = () => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
    await expect(pushRecords({ appId: 'APP', adminKey: 'WRONG', indexName: 'fedml', records: records.slice(0, 3), host: fake.url })).rejects.toThrow(
      /rejected the admin API key \(HTTP 403\)/,
    );
  });
});
