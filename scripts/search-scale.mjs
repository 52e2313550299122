// The 10,000-page search benchmark's parts, shared by `npm run bench:search` and tests/search-scale.test.ts:
// a deterministic site of records made from this site's, and queries typed through the real search client with
// every byte it fetches counted as served (gzip -9).
import { gzipSync } from 'node:zlib';

/** A small seeded generator (mulberry32), so the shuffled site is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `pages` pages of records made from `records` (a site's, in page order): copy n of a page lives under `/copy-n`,
 * its title ends with "(copy n)" and its intro with a sentence naming the copy. The pages are shuffled (seeded), as
 * a real site's sections are not in copies: gzip must not find a whole copy of the site in its window.
 */
export function scaleRecords(records, { pages = 10_000, seed = 1 } = {}) {
  const byPage = new Map();
  for (const record of records) {
    const list = byPage.get(record.url_without_anchor);
    if (list) list.push(record);
    else byPage.set(record.url_without_anchor, [record]);
  }
  const originals = [...byPage.values()];
  const copies = [];
  for (let n = 1; copies.length < pages; n++) {
    for (const page of originals) {
      if (copies.length === pages) break;
      copies.push({ page, n });
    }
  }
  const next = random(seed);
  for (let i = copies.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copies[i], copies[j]] = [copies[j], copies[i]];
  }
  const out = [];
  for (const { page, n } of copies) {
    const url = new URL(page[0].url_without_anchor);
    const base = `${url.origin}/copy-${n}${url.pathname === '/' ? '' : url.pathname}`;
    const title = `${page[0].hierarchy.lvl1} (copy ${n})`;
    page.forEach((record, i) => {
      const hierarchy = { ...record.hierarchy, lvl0: title, lvl1: title };
      const sentence = `This is copy ${n} of the page.`;
      const content = i === 0 ? (record.content ? `${record.content} ${sentence}` : sentence) : record.content;
      out.push({
        ...record,
        objectID: `${new URL(base).pathname}#${record.anchor ?? ''}`,
        url: record.anchor ? `${base}#${record.anchor}` : base,
        url_without_anchor: base,
        hierarchy,
        content,
      });
    });
  }
  return out;
}

export const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/**
 * The search island's bytes a page has not loaded yet (its styles are bundled in it): its entry and the chunks
 * the main entry does not import. `assets` maps URL paths of the runtime bundle to their code.
 */
export function islandBytes(assets, islandUrl, entryUrl) {
  const closure = (url, seen = new Set()) => {
    if (seen.has(url)) return seen;
    seen.add(url);
    const code = String(assets.get(url) ?? '');
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/(?:from|import)\s*\(?"\.\/(chunk\.[\w-]+\.js)"/g)) closure(folder + m[1], seen);
    return seen;
  };
  const loaded = closure(entryUrl);
  const files = [...closure(islandUrl)].filter((url) => !loaded.has(url));
  return { files, bytes: files.reduce((sum, url) => sum + gzipSize(assets.get(url)), 0) };
}

/**
 * A `fetch` over files held in memory (URL path → text), counting each response's gzip size; page data for
 * `/copy-n/…` is the original page's. Unknown URLs answer 404.
 */
export function countingFetch(files) {
  const sizes = new Map();
  const fetched = [];
  const fetchFile = async (url) => {
    const path = new URL(url, 'http://site.test').pathname;
    const data = files.get(path) ?? files.get(path.replace(/^\/_data\/copy-\d+(\/|\.json$)/, (_, end) => (end === '/' ? '/_data/' : '/_data/index.json')));
    if (data === undefined) return new Response('not found', { status: 404 });
    if (!sizes.has(path)) sizes.set(path, gzipSize(data));
    fetched.push(path);
    return new Response(data, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: fetchFile,
    /** Paths fetched since the last call, and their gzip bytes. */
    take() {
      const paths = fetched.splice(0);
      return { paths, bytes: paths.reduce((sum, path) => sum + sizes.get(path), 0) };
    },
  };
}

/** Keys a second a reader types (about 60 words a minute). */
export const KEYS_PER_SECOND = 6;

/** Lets the work that in-memory reads start (promises, stream ticks) run to its end. */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A clock the caller moves (`advance`), for the client's waits: which requests its quiet time drops then depends
 * on the keys typed, not on how busy the machine is.
 */
export function manualClock() {
  let now = 0;
  const timers = [];
  return {
    sleep: (ms) => new Promise((resolve) => timers.push({ at: now + ms, resolve })),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await settle();
        timers.sort((a, b) => a.at - b.at);
        if (!timers.length || timers[0].at > end) break;
        const timer = timers.shift();
        now = timer.at;
        timer.resolve();
      }
      now = end;
    },
  };
}

/**
 * Types `query` into a search client made with `clock` as DocSearch's modal does: a request (20 hits) at every key,
 * `KEYS_PER_SECOND` keys a second, whether or not the answer to the previous key has arrived. Returns the answer to
 * the whole query.
 */
export async function typeQuery(client, clock, query, keysPerSecond = KEYS_PER_SECOND) {
  const answers = [];
  for (let n = 1; n <= query.length; n++) {
    if (n > 1) await clock.advance(1000 / keysPerSecond);
    answers.push(client.search({ requests: [{ indexName: 'local', query: query.slice(0, n), hitsPerPage: 20 }] }));
  }
  const all = Promise.all(answers);
  await clock.advance(5_000);
  const [last] = (await all).at(-1).results;
  return last;
}

/** Queries a reader might type first; each later query is measured after one of these. */
export const FIRST_QUERIES = ['deploy quickstart', 'federated learning', 'kubernetes', 'autoscalng', 'fedml login', 'storage cli'];
export const LATER_QUERIES = ['model card', 'yaml reference', 'secure aggregation', 'docker image', 'api key', 'triton'];
