import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExternalLinks, globToRegExp, parseRetryAfter, type ExternalLink } from './index.js';

// A local server with one path per behaviour; `hits` counts requests per path and method.
let server: Server;
let base: string;
const hits = new Map<string, number>();
const sleeps: number[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  const key = `${req.method} ${req.url}`;
  hits.set(key, (hits.get(key) ?? 0) + 1);
  const count = [...hits].filter(([k]) => k.endsWith(` ${req.url}`)).reduce((a, [, n]) => a + n, 0);
  switch (req.url) {
    case '/ok':
      return res.writeHead(200).end('ok');
    case '/missing':
      return res.writeHead(404).end('gone');
    case '/r1':
      return res.writeHead(301, { location: '/r2' }).end();
    case '/r2':
      return res.writeHead(302, { location: `${base}/ok` }).end();
    case '/limited':
      // Rate limited on the first request only.
      return count === 1 ? res.writeHead(429, { 'retry-after': '1' }).end() : res.writeHead(200).end();
    case '/no-head':
      return req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200).end('body');
    case '/flaky':
      return res.writeHead(503).end();
    case '/slow':
      return; // never answers
    default:
      return res.writeHead(500).end();
  }
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const link = (p: string, line = 1): ExternalLink => ({ url: `${base}${p}`, places: [{ file: 'docs/a.md', line, column: 1 }] });
// A time limit that an answering local server meets on any machine; the test of a server that never answers has its own.
const options = {
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 1,
  perHostIntervalMs: 0,
  sleep: async (ms: number) => {
    sleeps.push(ms);
  },
};

describe('external link checking against a local server', () => {
  it('passes a 200 quietly and fails a 404', async () => {
    const result = await checkExternalLinks([link('/ok', 1), link('/missing', 2)], options);
    expect(result).toEqual([
      expect.objectContaining({ severity: 'error', file: 'docs/a.md', line: 2, link: `${base}/missing`, message: 'broken external link (HTTP 404)' }),
    ]);
  });

  it('follows a redirect chain and reports it', async () => {
    const [d] = await checkExternalLinks([link('/r1')], options);
    expect(d).toMatchObject({ severity: 'warning', message: `redirects 2 times: 301 ${base}/r2 → 302 ${base}/ok`, hint: `Link to ${base}/ok directly.` });
  });

  it('waits as Retry-After says on a 429, then succeeds', async () => {
    sleeps.length = 0;
    const result = await checkExternalLinks([link('/limited')], options);
    expect(result).toEqual([]);
    expect(sleeps).toContain(1000);
    expect(hits.get('HEAD /limited')).toBe(2);
  });

  it('falls back from HEAD to GET when HEAD is refused', async () => {
    expect(await checkExternalLinks([link('/no-head')], options)).toEqual([]);
    expect(hits.get('GET /no-head')).toBe(1);
  });

  it('retries server errors with backoff, then reports the link as unreachable', async () => {
    sleeps.length = 0;
    const [d] = await checkExternalLinks([link('/flaky')], options);
    expect(d).toMatchObject({ severity: 'warning', message: 'could not be checked: server error (503)' });
    expect(hits.get('HEAD /flaky')).toBe(3);
    expect(sleeps).toEqual([1, 2]);
  });

  it('gives up on a server that does not answer in time', async () => {
    const [d] = await checkExternalLinks([link('/slow')], { ...options, timeoutMs: 300, retries: 0 });
    expect(d).toMatchObject({ severity: 'warning', message: 'could not be checked: no answer within 300 ms' });
  });

  it('skips excluded hosts and URLs', async () => {
    const before = hits.get('HEAD /missing');
    expect(await checkExternalLinks([link('/missing')], { ...options, exclude: ['127.0.0.*'] })).toEqual([]);
    expect(await checkExternalLinks([link('/missing')], { ...options, exclude: ['*/missing'] })).toEqual([]);
    expect(hits.get('HEAD /missing')).toBe(before);
  });

  it('caches definite results in a file for the TTL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docgen-ext-'));
    try {
      const cacheFile = path.join(dir, 'cache.json');
      let now = 1_000_000;
      const cached = { ...options, cacheFile, cacheTtlMs: 60_000, now: () => now };
      await checkExternalLinks([link('/missing')], cached);
      const count = hits.get('HEAD /missing');
      expect(JSON.parse(await readFile(cacheFile, 'utf8'))[`${base}/missing`]).toMatchObject({ checkedAt: 1_000_000, result: { kind: 'broken', status: 404 } });
      const again = await checkExternalLinks([link('/missing')], cached);
      expect(again[0].message).toBe('broken external link (HTTP 404)');
      expect(hits.get('HEAD /missing')).toBe(count);
      now += 61_000;
      await checkExternalLinks([link('/missing')], cached);
      expect(hits.get('HEAD /missing')).toBe(count! + 1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('never has more than one request in flight per host', async () => {
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight--;
      }
    };
    await checkExternalLinks(
      ['/ok', '/no-head', '/r2', '/missing'].map((p) => link(p)),
      { ...options, fetch: counting, concurrency: 8 },
    );
    expect(most).toBe(1);
  });
});

describe('helpers', () => {
  it('parses Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('turns globs into anchored patterns', () => {
    expect(globToRegExp('*.example.com').test('docs.example.com')).toBe(true);
    expect(globToRegExp('*.example.com').test('example.org')).toBe(false);
  });
});

describe('the global concurrency limit', () => {
  // Several local servers: each port is a host of its own, so the per-host limit does not hide the global one.
  const servers: Server[] = [];
  const bases: string[] = [];
  const events: string[] = [];
  let inFlight = 0;
  let most = 0;
  // Requests are held until `expected` are in flight at once (and 50 ms more, to see any beyond), or for 2 s: they
  // overlap however slowly the checker sends them, where a fixed delay would need it to send them within the delay.
  let expected = 1;
  const held: Array<() => void> = [];
  let fallback: NodeJS.Timeout | undefined;
  const answerHeld = () => {
    clearTimeout(fallback);
    fallback = undefined;
    for (const answer of held.splice(0)) answer();
  };

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      const s = createServer((req, res) => {
        inFlight++;
        most = Math.max(most, inFlight);
        events.push(`${i} ${req.method} ${req.url}`);
        if (req.url === '/limited' && !events.includes(`${i} answered /limited`)) {
          events.push(`${i} answered /limited`);
          inFlight--;
          return res.writeHead(429, { 'retry-after': '1' }).end();
        }
        held.push(() => {
          inFlight--;
          res.writeHead(200).end();
        });
        if (inFlight >= expected) setTimeout(answerHeld, 50);
        else fallback ??= setTimeout(answerHeld, 2000);
      });
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      const address = s.address();
      servers.push(s);
      bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }
  });
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  const links = () => bases.flatMap((b) => ['/a', '/b'].map((p): ExternalLink => ({ url: `${b}${p}`, places: [{ file: 'docs/a.md', line: 1, column: 1 }] })));

  it('never has more requests in flight than --concurrency, over all hosts', async () => {
    most = 0;
    expected = 2;
    expect(await checkExternalLinks(links(), { ...options, concurrency: 2 })).toEqual([]);
    expect(most).toBe(2);
  });

  it('still runs one request per host at once when the global limit is higher', async () => {
    most = 0;
    expected = 4;
    expect(await checkExternalLinks(links(), { ...options, concurrency: 8 })).toEqual([]);
    expect(most).toBe(4);
  });

  it('does not hold a request slot while a host is waited out after a 429', async () => {
    events.length = 0;
    expected = 1;
    // While host 0 waits, host 1 gets the only slot: the wait ends once host 1 has asked (or after 2 s, too late).
    const sleep = async () => {
      for (let waited = 0; !events.includes('1 HEAD /a') && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    };
    const two = [`${bases[0]}/limited`, `${bases[1]}/a`].map((url): ExternalLink => ({ url, places: [{ file: 'docs/a.md', line: 1, column: 1 }] }));
    expect(await checkExternalLinks(two, { ...options, sleep, concurrency: 1 })).toEqual([]);
    const requests = events.filter((e) => !e.includes('answered'));
    expect(requests.indexOf('1 HEAD /a')).toBeLessThan(requests.lastIndexOf('0 HEAD /limited'));
    expect(requests.filter((e) => e === '0 HEAD /limited')).toHaveLength(2);
  });
});
