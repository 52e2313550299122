import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocRoute, HastRoot, SiteGraph } from '@docgen/core';
import {
  buildRecords,
  buildSearchIndex,
  recordsOfPage,
  decodePostings,
  decodeTerms,
  dictionaryFiles,
  encodePostings,
  encodeTerms,
  INDEX_SETTINGS,
  normalizeWord,
  openIndex,
  pushRecords,
  serviceHosts,
  tokenize,
  typoDistance,
  typosAllowed,
  type Manifest,
  type LocalIndex,
  type SearchHit,
  type SearchOptions,
  type SearchRecord,
} from '@docgen/search';
import { startFakeAlgolia, type FakeAlgolia } from './fake-algolia.js';
import { loadSiteWithTrees } from './site-trees.js';

const root = fileURLToPath(new URL('..', import.meta.url));
let records: SearchRecord[];
let index: LocalIndex;
let graph: SiteGraph;
let trees: Map<string, HastRoot>;

beforeAll(async () => {
  ({ graph, trees } = await loadSiteWithTrees(root));
  records = buildRecords(graph, (source) => trees.get(source));
  const files = new Map(buildSearchIndex(records).map((f) => [f.path, f.data]));
  index = openIndex(async (path) => JSON.parse(files.get(path)!));
}, 120_000);

const searchIndex = (query: string, options?: SearchOptions) => index.search(query, options);
const top = async (query: string, n = 3) => (await searchIndex(query, { hitsPerPage: n })).hits.map((h) => h.url);
/** Sections' full texts, as the browser reads them from page data. */
const textOf = (path: string, anchor: string) => records.find((r) => r.objectID === `${path}#${anchor}`)?.content ?? undefined;
const marks = (hits: SearchHit[]) =>
  [...JSON.stringify(hits.map((h) => [h._highlightResult, h._snippetResult])).matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]);
const pagesIn = (hits: SearchHit[]) => new Set(hits.map((h) => h.url.split('#')[0])).size;

describe('search records', () => {
  it('have the shape of hosted DocSearch records, one per heading section', async () => {
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
    // One main record (lvl1) per page.
    expect(records.filter((r) => r.type === 'lvl1')).toHaveLength(new Set(records.map((r) => r.url_without_anchor)).size);
    expect(records.filter((r) => r.type === 'lvl1').length).toBeGreaterThan(120);
  });

  it('are made page by page: the records of each page are what recordsOfPage gives for it alone', () => {
    const route = graph.routes.find((r) => r.path === '/deploy/quickstart')!;
    const page = recordsOfPage({ route: route as DocRoute, tree: trees.get((route as DocRoute).source)!, config: graph.config });
    expect(page).toEqual(records.filter((r) => r.url_without_anchor === 'https://docs.tensoropera.ai/deploy/quickstart'));
    expect(page[0].type).toBe('lvl1');
  });
});

describe('local search relevance on this site', () => {
  it('finds pages by their titles first', async () => {
    expect((await top('deploy quickstart'))[0]).toBe('/deploy/quickstart');
    expect(await top('yaml reference')).toContain('/deploy/yaml_ref');
    expect((await top('storage cli'))[0]).toMatch(/^\/(storage\/cli|open-source\/cli\/storage)/);
  });

  it('ranks title and heading matches above body matches', async () => {
    const hits = (await searchIndex('krum', { hitsPerPage: 50 })).hits;
    const firstBodyOnly = hits.findIndex((h) => h.type === 'content');
    const lastHeading = hits.map((h) => h.type !== 'content').lastIndexOf(true);
    expect(hits[0].url).toContain('krum');
    if (firstBodyOnly !== -1) expect(firstBodyOnly).toBeGreaterThan(lastHeading);
  });

  it('matches the last word as a prefix', async () => {
    expect((await top('quicks'))[0]).toBe('/deploy/quickstart');
    expect((await top('fedml logi', 5)).some((u) => u.includes('login'))).toBe(true);
  });

  it('tolerates a typo in words of five letters or more, not in shorter ones', async () => {
    expect((await top('federatd learnin'))[0]).toMatch(/^\/federate/);
    expect((await top('autoscalng')).some((u) => u.includes('deploy'))).toBe(true);
    expect((await searchIndex('krun')).nbHits).toBe(0);
  });

  it('highlights matches and finds nothing for nonsense', async () => {
    const [hit] = (await searchIndex('byzantine', { hitsPerPage: 1 })).hits;
    expect(JSON.stringify(hit._highlightResult)).toContain('<mark>Byzantine</mark>');
    expect((await searchIndex('zzqxv')).nbHits).toBe(0);
  });
});

describe('local search: text matches', () => {
  it('land on the section whose text holds the words, not on the page intro', async () => {
    expect(await top('kubernetes')).toEqual(['/deploy#when-to-use-deploy', '/deploy/advanced_features#geo-distributed-deployment']);
    for (const word of ['kubernetes', 'vllm', 'foolsgold', 'mpirun', 'grpc', 'triton']) {
      const { hits } = await searchIndex(word, { hitsPerPage: 50 });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        const record = records.find((r) => r.objectID === hit.objectID)!;
        expect([record.content, ...Object.values(record.hierarchy)].join(' ').toLowerCase(), `${word}: ${hit.objectID}`).toContain(word);
      }
    }
  });

  it("show the match in the snippet: from the text the index keeps, or from the section's full text", async () => {
    const krum = (await searchIndex('krum', { hitsPerPage: 5 })).hits.find((h) => h.objectID === '/federate/security/overview#byzantine-robust-aggregation')!;
    expect(krum.type).toBe('content');
    expect(krum._snippetResult.content!.value).toMatch(/^<mark>Krum<\/mark> scores every update/);
    const kubernetes = (await searchIndex('kubernetes', { textOf })).hits;
    expect(kubernetes.map((h) => h._snippetResult.content!.value)).toEqual([
      expect.stringMatching(/^….{0,60}<mark>Kubernetes<\/mark>/),
      expect.stringMatching(/^….{0,60}<mark>Kubernetes<\/mark>/),
    ]);
    for (const word of ['vllm', 'foolsgold', 'mpirun', 'grpc']) {
      for (const hit of (await searchIndex(word, { hitsPerPage: 10, textOf })).hits) {
        if (hit.type === 'content') expect(hit._snippetResult.content!.value, `${word}: ${hit.objectID}`).toContain('<mark>');
      }
    }
  });

  it('mark only words that match a query word: the last one as a prefix, never stopwords or single letters', async () => {
    const autoscaling = (await searchIndex('autoscalng', { hitsPerPage: 20 })).hits;
    expect(autoscaling[0].url).toBe('/deploy/advanced_features#autoscaling');
    expect(new Set(marks(autoscaling).map((m) => m.toLowerCase()))).toEqual(new Set(['autoscaling']));
    const init = (await searchIndex('fedml.init', { hitsPerPage: 20 })).hits;
    expect(init[0].url).toBe('/federate/api/api-fedml-api#fedmlinit');
    expect(
      marks(init).every((m) => /^(fedml|init\w*)$/i.test(m)),
      marks(init).join(' '),
    ).toBe(true);
    // "in" is a stopword; "a" a single letter.
    expect(marks((await searchIndex('a in the fedml', { hitsPerPage: 20 })).hits).every((m) => m.toLowerCase() === 'fedml')).toBe(true);
  });
});

describe('local search: results across pages', () => {
  it('spreads the first results of a common word over many pages', async () => {
    for (const word of ['deploy', 'federated', 'fedml']) {
      const { hits } = await searchIndex(word, { hitsPerPage: 20 });
      expect(pagesIn(hits), word).toBeGreaterThanOrEqual(10);
    }
  });

  it("gives page-title words full weight on the page's main record only", async () => {
    const hits = (await searchIndex('krum', { hitsPerPage: 20 })).hits.map((h) => h.objectID);
    expect(hits.slice(0, 2).sort()).toEqual([
      '/federate/security/Examples/mpi_fedavg_byzantine_krum_mnist_lr_example#',
      '/federate/security/Examples/mqtt_s3_fedavg_byzantine_krum_mnist_lr_example#',
    ]);
    expect(hits[2]).toBe('/federate/security/overview#byzantine-robust-aggregation');
    // A section of a krum page that says nothing about Krum itself ranks below sections that do.
    const nextSteps = hits.indexOf('/federate/security/Examples/mpi_fedavg_byzantine_krum_mnist_lr_example#next-steps');
    expect(nextSteps === -1 || nextSteps > 8).toBe(true);
  });

  it("ranks the sections of the page a query names above other pages' mentions", async () => {
    expect(await top('deploy quickstart', 4)).toEqual([
      '/deploy/quickstart',
      '/deploy/quickstart_docker',
      '/deploy/quickstart#step-4-deploy-to-a-serverless-gpu',
      '/deploy/quickstart_docker#step-4-deploy-on-a-serverless-gpu',
    ]);
    expect(await top('storage cli', 2)).toEqual(['/storage/cli', '/open-source/cli/storage']);
  });
});

describe('local search: typos', () => {
  it('counts a swap of two letters as one typo (Damerau), from five letters', async () => {
    for (const query of ['docekr', 'dokcer']) expect((await top(query))[0], query).toMatch(/docker/);
    expect((await top('sotrage'))[0]).toMatch(/storage/);
    expect(marks((await searchIndex('modle', { hitsPerPage: 5 })).hits).map((m) => m.toLowerCase())).toContain('model');
    expect(marks((await searchIndex('modle', { hitsPerPage: 5 })).hits).map((m) => m.toLowerCase())).not.toContain('module');
    // One typo up to eight letters, two from nine.
    expect((await searchIndex('kuberentse')).nbHits).toBeGreaterThan(0);
    expect((await searchIndex('dcoekr')).nbHits).toBe(0);
  });

  it('ranks exact matches above typo matches, also when both exist', async () => {
    const hits = (await searchIndex('model ', { hitsPerPage: 1000 })).hits;
    const exact = (h: SearchHit) => {
      const record = records.find((r) => r.objectID === h.objectID)!;
      return tokenize([record.content, ...Object.values(record.hierarchy)].join(' ')).includes('model');
    };
    const firstTypo = hits.findIndex((h) => !exact(h));
    expect(firstTypo).toBeGreaterThan(0);
    expect(hits.slice(firstTypo).some(exact)).toBe(false);
  });
});

describe('sharded index: a query reads what its words need', () => {
  /** An index over this site's records with small shards and a split dictionary, and every file it reads. */
  function reading(options: Parameters<typeof buildSearchIndex>[1]) {
    const files = new Map(buildSearchIndex(records, options).map((f) => [f.path, f.data]));
    const read: string[] = [];
    const opened = openIndex(async (path) => {
      read.push(path);
      return JSON.parse(files.get(path)!);
    });
    const manifest = JSON.parse(files.get('manifest.json')!) as Manifest;
    const bounds = decodeTerms(manifest.shards);
    const shardOf = (key: string) => `s${bounds.findLastIndex((b) => b <= key)}.json`;
    const allTerms = [...files]
      .filter(([path]) => /^s\d+\.json$/.test(path))
      .flatMap(([, data]) => decodeTerms(JSON.parse(data).keys))
      .filter((key) => !key.endsWith('*'));
    return { files, read, index: opened, manifest, bounds, shardOf, allTerms };
  }

  it('reads the manifest, the layout, the shard of each word and of each word within its typos, and the pages of the hits shown', async () => {
    const { read, index: sharded, shardOf, allTerms, bounds, files } = reading({ shardSize: 2_000, dictionaryPartSize: 200 });
    expect(bounds.length).toBeGreaterThan(50);
    expect([...files.keys()].some((path) => /^d\d+[fls]\d+\.json$/.test(path))).toBe(true);
    const before = new Set<string>();
    for (const query of ['krum ', 'kubernetes ', 'deploy model ', 'sotrage ']) {
      read.length = 0;
      const result = await sharded.search(query, { hitsPerPage: 5 });
      const words = tokenize(query);
      // What the words need: each word's shard, and the shards of the terms within its typos (found by brute force).
      const near = words.flatMap((word) => allTerms.filter((term) => term !== word && typoDistance(word, term, typosAllowed(word)) <= typosAllowed(word)));
      const shards = read.filter((path) => /^s\d+\.json$/.test(path));
      // Each once, and none an earlier query read already.
      expect(new Set(shards), query).toEqual(new Set([...words, ...near].map(shardOf).filter((shard) => !before.has(shard))));
      expect(new Set(shards).size, query).toBe(shards.length);
      for (const path of read) before.add(path);
      // Dictionary files only for words that may have typos, and only of lengths within their typos.
      const lengths = read.filter((path) => path.startsWith('d')).map((path) => Number(/^d(\d+)/.exec(path)![1]));
      for (const length of lengths)
        expect(
          words.some((w) => typosAllowed(w) > 0 && Math.abs(w.length - length) <= typosAllowed(w)),
          `${query}: d${length}`,
        ).toBe(true);
      if (words.every((w) => typosAllowed(w) === 0)) expect(lengths).toEqual([]);
      // Pages: one file per page of the hits shown.
      const pages = read.filter((path) => path.startsWith('p/'));
      expect(pages.length, query).toBe(new Set(result.hits.map((h) => h.url.split('#')[0])).size);
      expect(read.filter((path) => path.startsWith('t/'))).toEqual([]);
    }
    // A later query reads only what the earlier ones did not.
    read.length = 0;
    await sharded.search('krum ', { hitsPerPage: 5 });
    expect(read).toEqual([]);
  });

  it('reads the union of a two- or three-letter prefix as one key, and the keys of the words a longer prefix begins', async () => {
    const short = reading({ shardSize: 2_000 });
    await short.index.search('dep', { hitsPerPage: 5 });
    expect(short.read.filter((path) => /^s\d+/.test(path))).toEqual([...new Set([short.shardOf('dep'), short.shardOf('dep*')])]);
    const long = reading({ shardSize: 2_000 });
    await long.index.search('deplo', { hitsPerPage: 5 });
    const completions = long.allTerms.filter((term) => term.startsWith('deplo'));
    expect(completions.length).toBeGreaterThan(2);
    for (const term of completions) expect(long.read).toContain(long.shardOf(term));
    // The union key holds the words' lists, not the words: `dep*` is no term.
    expect(long.allTerms).not.toContain('dep*');
  });

  it('finds words whose typo puts them in another shard and another dictionary group, at either end of the word', async () => {
    const { index: sharded, shardOf, manifest } = reading({ shardSize: 2_000, dictionaryPartSize: 120 });
    // First letter changed (one typo), and first and last letters changed (two typos in a word of ten letters).
    for (const [typed, meant] of [
      ['eocker', 'docker'],
      ['gubernetez', 'kubernetes'],
      ['sotrage', 'storage'],
    ]) {
      const term = normalizeWord(meant);
      expect(shardOf(typed), typed).not.toBe(shardOf(term));
      expect(typeof manifest.dictionary[term.length], term).toBe('object');
      const { hits } = await sharded.search(typed, { hitsPerPage: 10 });
      const holds = (hit: SearchHit) =>
        tokenize(
          [records.find((r) => r.objectID === hit.objectID)!.content, ...Object.values(records.find((r) => r.objectID === hit.objectID)!.hierarchy)].join(' '),
        ).includes(term);
      expect(hits.length, typed).toBeGreaterThan(0);
      expect(holds(hits[0]), typed).toBe(true);
    }
  });

  it('keeps in the dictionary files a lookup reads every term within the typos of a word, however the dictionary is split', () => {
    // Brute force over this site's terms and words made from them with random typos at random places.
    const { files, manifest, allTerms } = reading({ dictionaryPartSize: 60 });
    const termsOf = (path: string) => decodeTerms(JSON.parse(files.get(path)!).terms);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const edit = (word: string) => {
      const at = Math.floor(random() * word.length);
      const letter = letters[Math.floor(random() * 26)];
      const kind = Math.floor(random() * 4);
      if (kind === 0) return word.slice(0, at) + letter + word.slice(at + 1);
      if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
      if (kind === 2) return word.slice(0, at) + letter + word.slice(at);
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    };
    const long = allTerms.filter((term) => term.length >= 5 && /^[a-z]+$/.test(term));
    let checked = 0;
    for (let n = 0; n < 400; n++) {
      const base = long[Math.floor(random() * long.length)];
      const word = random() < 0.5 ? edit(base) : edit(edit(base));
      const typos = typosAllowed(word);
      if (typos === 0) continue;
      const reachable = new Set(dictionaryFiles(manifest, word, typos).flatMap(termsOf));
      for (const term of allTerms) {
        if (term.length >= 4 && typoDistance(word, term, typos) <= typos) {
          expect(reachable.has(term), `${word} → ${term}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('compact index encoding', () => {
  it('round-trips postings and terms', async () => {
    for (const ids of [[0], [3, 4, 40], [31, 32, 33, 1000, 1023, 1024, 40_000], Array.from({ length: 400 }, (_, i) => i * 2)]) {
      expect(decodePostings(encodePostings(ids, 1200))).toEqual(ids);
    }
    expect(encodePostings([3, 4, 40], 1200)).toBe('DAhD');
    const terms = [
      '1',
      '10',
      '100x',
      'deploy',
      'deployment',
      'deploymentsupercalifragilisticexpialidocious',
      'deploymentsupercalifragilisticexpialidociousz',
      'é',
    ];
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });
});

describe("docgen search push, through Algolia's REST API against a local server", () => {
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
      if (r.path.endsWith('/operation') || r.path.endsWith('/settings')) return { status: 200, body: { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' } };
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

  it("sets DocSearch's index settings on the temporary index before the move, so a fresh index filters by language and version", async () => {
    fake.requests.length = 0;
    fake.respond = (r) => {
      if (r.path.includes('/task/')) return { status: 200, body: { status: 'published' } };
      if (r.path.endsWith('/batch')) return { status: 200, body: { taskID: 2, objectIDs: [] } };
      if (r.path.endsWith('/settings')) return { status: 200, body: { taskID: 3, updatedAt: '2026-01-01T00:00:00Z' } };
      if (r.path.endsWith('/operation')) return { status: 200, body: { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' } };
      return { status: 200, body: {} };
    };
    await pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 10), host: fake.url });
    const writes = fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    const temporary = /fedml_tmp_\d+/.exec(writes.find((w) => w.includes('/batch'))!)![0];
    expect(writes).toEqual([
      `POST /1/indexes/fedml/operation`,
      `PUT /1/indexes/${temporary}/settings`,
      `POST /1/indexes/${temporary}/batch`,
      `POST /1/indexes/${temporary}/operation`,
    ]);
    const [copy, settings] = fake.requests.filter((r) => r.method !== 'GET');
    // What the live index has (rules, synonyms, settings of its own) is copied first; a missing index copies as empty.
    expect(copy.body).toEqual({ operation: 'copy', destination: temporary, scope: ['settings', 'rules', 'synonyms'] });
    expect(settings.body).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag']),
      searchableAttributes: [...INDEX_SETTINGS.searchableAttributes],
      attributeForDistinct: 'url',
      distinct: true,
    });
    expect((settings.body as { searchableAttributes: string[] }).searchableAttributes).toEqual(
      expect.arrayContaining(['unordered(hierarchy.lvl1)', 'content']),
    );
  });

  it('removes the temporary index when the upload fails', async () => {
    fake.requests.length = 0;
    fake.respond = (r) => {
      if (r.path.includes('/task/')) return { status: 200, body: { status: 'published' } };
      if (r.path.endsWith('/batch')) return { status: 400, body: { message: 'Record too big', status: 400 } };
      if (r.method === 'DELETE') return { status: 200, body: { taskID: 4, deletedAt: '2026-01-01T00:00:00Z' } };
      return { status: 200, body: { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' } };
    };
    await expect(pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 3), host: fake.url })).rejects.toThrow(
      /uploading to index "fedml" failed: Record too big/,
    );
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([expect.stringMatching(/^\/1\/indexes\/fedml_tmp_\d+$/)]);
    expect(fake.requests.some((r) => r.path.endsWith('/operation') && (r.body as { operation: string }).operation === 'move')).toBe(false);
  });

  it('waits for each task to be published, and asks again after the wait a rate-limited answer names', async () => {
    fake.requests.length = 0;
    const checks = new Map<string, number>();
    let limited = false;
    fake.respond = (r) => {
      if (r.path.includes('/task/')) {
        // Each task is published on its third check.
        const seen = (checks.get(r.path) ?? 0) + 1;
        checks.set(r.path, seen);
        return { status: 200, body: { status: seen < 3 ? 'notPublished' : 'published' } };
      }
      if (r.path.endsWith('/batch') && !limited) {
        limited = true;
        return { status: 429, body: { message: 'Too many requests', status: 429 } };
      }
      if (r.path.endsWith('/batch')) return { status: 200, body: { taskID: 7, objectIDs: [] } };
      if (r.path.endsWith('/settings')) return { status: 200, body: { taskID: 2, updatedAt: '2026-01-01T00:00:00Z' } };
      const operation = (r.body as { operation?: string } | undefined)?.operation;
      return { status: 200, body: { taskID: operation === 'move' ? 3 : 1, updatedAt: '2026-01-01T00:00:00Z' } };
    };
    await pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 3), host: fake.url });
    expect(fake.requests.filter((r) => r.path.endsWith('/batch'))).toHaveLength(2);
    expect([...checks.keys()].map((p) => p.replace(/.*\/task\//, '')).sort()).toEqual(['1', '2', '3', '7']);
    expect([...checks.values()]).toEqual([3, 3, 3, 3]);
    // The move is sent only once the records' task is published.
    const order = fake.requests.map((r) =>
      r.path.endsWith('/operation') ? (r.body as { operation: string }).operation : r.path.includes('/task/7') ? 'batch task' : '',
    );
    expect(order.lastIndexOf('batch task')).toBeLessThan(order.indexOf('move'));
  });

  it('names the hosts it tried when the service cannot be reached', async () => {
    fake.respond = () => ({ status: 503, body: { message: 'Service unavailable' } });
    await expect(pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 3), host: fake.url })).rejects.toThrow(
      `uploading to index "fedml" failed: the search service could not be reached (${fake.url}: HTTP 503 Service unavailable)`,
    );
    const closed = await startFakeAlgolia();
    await closed.close();
    await expect(pushRecords({ appId: 'APP', adminKey: 'ADMIN', indexName: 'fedml', records: records.slice(0, 3), host: closed.url })).rejects.toThrow(
      `the search service could not be reached (${closed.url}: ECONNREFUSED)`,
    );
  });

  it("tries Algolia's hosts as its clients do: writes on the main cluster, reads on the search network, then the fallbacks", () => {
    const hosts = serviceHosts('APP');
    expect(hosts.slice(0, 2)).toEqual([
      { url: 'https://APP-dsn.algolia.net', accept: 'read' },
      { url: 'https://APP.algolia.net', accept: 'write' },
    ]);
    expect(
      hosts
        .slice(2)
        .map((h) => h.url)
        .sort(),
    ).toEqual(['https://APP-1.algolianet.com', 'https://APP-2.algolianet.com', 'https://APP-3.algolianet.com']);
    expect(serviceHosts('APP', 'http://127.0.0.1:8080/')).toEqual([{ url: 'http://127.0.0.1:8080', accept: 'readWrite' }]);
  });

  it('explains a missing or rejected admin key', async () => {
    await expect(pushRecords({ appId: 'APP', adminKey: '', indexName: 'fedml', records })).rejects.toThrow(/DOCSEARCH_ADMIN_API_KEY/);
    fake.respond = () => ({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
    await expect(pushRecords({ appId: 'APP', adminKey: 'WRONG', indexName: 'fedml', records: records.slice(0, 3), host: fake.url })).rejects.toThrow(
      /rejected the admin API key \(HTTP 403\)/,
    );
  });
});
