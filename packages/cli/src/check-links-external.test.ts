// `docgen check-links --external` through the real command, against local HTTP servers on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));

/** Runs docgen without blocking the test's own servers (spawnSync would stop them from answering). */
function docgen(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

interface Problem {
  file: string;
  line: number;
  column: number;
  link: string;
  severity: string;
  reason: string;
  hint: string | null;
}

// Four servers, so four hosts (host includes the port). Every request is counted; `inFlight` is across servers.
const servers: Server[] = [];
const bases: string[] = [];
const hits: string[] = [];
let inFlight = 0;
let most = 0;
/** For each request to /slow, the milliseconds from its arrival until the checker gave up on it (closed it). */
const slowTries: Array<Promise<number>> = [];
// Requests for /page-N are held until `expected` are in flight at once (and 50 ms more, to see any beyond), or for
// 2 s: they overlap however slowly the command sends them, where a fixed delay would need it to send them within it.
let expected = 1;
const held: Array<() => void> = [];
let fallback: NodeJS.Timeout | undefined;
const answerHeld = () => {
  clearTimeout(fallback);
  fallback = undefined;
  for (const answer of held.splice(0)) answer();
};

function startServer(index: number): Promise<void> {
  const server = createServer((req, res) => {
    hits.push(`${index} ${req.method} ${req.url}`);
    inFlight++;
    most = Math.max(most, inFlight);
    const answer = (status: number, headers: Record<string, string> = {}) => {
      inFlight--;
      res.writeHead(status, headers).end();
    };
    switch (req.url) {
      case '/ok':
        return answer(200);
      case '/missing':
        return answer(404);
      case '/moved':
        return answer(301, { location: '/ok' });
      case '/slow': {
        inFlight--;
        const arrived = performance.now();
        slowTries.push(new Promise((resolve) => req.socket.once('close', () => resolve(performance.now() - arrived))));
        return; // never answers
      }
      default:
        // /page-N: held, so requests overlap.
        held.push(() => answer(200));
        if (inFlight >= expected) setTimeout(answerHeld, 50);
        else fallback ??= setTimeout(answerHeld, 2000);
        return;
    }
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      bases[index] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      resolve();
    }),
  );
}

let site: string;
beforeAll(async () => {
  await Promise.all([0, 1, 2, 3].map(startServer));
  site = await mkdtemp(path.join(tmpdir(), 'docgen-external-'));
  await mkdir(path.join(site, 'docs'));
  await writeFile(
    path.join(site, 'site.config.yaml'),
    'title: External\nurl: https://external.test\nnavbar:\n  items: []\nfooter: {}\ndocs:\n  version: { mainDoc: links }\n',
  );
  await writeFile(path.join(site, 'sidebars.yaml'), 'guide:\n  - links\n  - many\n');
  const [b] = bases;
  await writeFile(
    path.join(site, 'docs/links.md'),
    ['# Links', '', `A [fine page](${b}/ok).`, '', `A [gone page](${b}/missing).`, '', `A [moved page](${b}/moved).`, '', `A [slow page](${b}/slow).`, ''].join(
      '\n',
    ),
  );
  // Two links on each of the four hosts.
  await writeFile(
    path.join(site, 'docs/many.md'),
    ['# Many hosts', '', ...bases.flatMap((base) => [`- [one](${base}/page-1)`, `- [two](${base}/page-2)`]), ''].join('\n'),
  );
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  await rm(site, { recursive: true, force: true });
});
beforeEach(async () => {
  hits.length = 0;
  // Results are cached between runs; each test starts without.
  await rm(path.join(site, '.docgen/cache/external-links.json'), { force: true });
});

const check = async (...args: string[]) => {
  const run = await docgen(['check-links', '--root', site, '--format', 'json', ...args]);
  return { status: run.status, stderr: run.stderr, report: JSON.parse(run.stdout) as { errors: number; warnings: number; problems: Problem[] } };
};
const rows = (problems: Problem[]) =>
  problems.map((p) => `${p.severity} ${p.file}:${p.line}:${p.column} ${p.link.replace(bases[0], 'B')} ${p.reason.replaceAll(bases[0], 'B')}`);

describe('docgen check-links --external against local servers', () => {
  it('makes no request without --external', async () => {
    const { status, report } = await check();
    expect(report.problems).toEqual([]);
    expect(status).toBe(0);
    expect(hits).toEqual([]);
  });

  it('reports a 404 as an error and a redirect as a warning, at their places; --exclude skips a URL pattern', async () => {
    const { status, report } = await check('--external', '--exclude', '*/slow', '*/page-*');
    expect(rows(report.problems)).toEqual([
      'error docs/links.md:5:3 B/missing broken external link (HTTP 404)',
      'warning docs/links.md:7:3 B/moved redirects once: 301 B/ok',
    ]);
    expect(report.problems[1].hint).toBe(`Link to ${bases[0]}/ok directly.`);
    expect(status).toBe(1);
    // Excluded links are never requested.
    expect(hits.filter((h) => h.includes('/slow') || h.includes('/page-'))).toEqual([]);
    expect(hits).toContain('0 HEAD /missing');
  });

  it('skips whole hosts with --exclude', async () => {
    const host = new URL(bases[0]).host;
    const { status, report } = await check('--external', '--exclude', host, '*/page-*');
    expect(report.problems).toEqual([]);
    expect(status).toBe(0);
    expect(hits).toEqual([]);
  });

  it('gives up on a link after --timeout, as a warning', async () => {
    slowTries.length = 0;
    const { status, report } = await check('--external', '--timeout', '150', '--exclude', '*/ok', '*/missing', '*/moved', '*/page-*');
    expect(rows(report.problems)).toEqual(['warning docs/links.md:9:3 B/slow could not be checked: no answer within 150 ms']);
    expect(status).toBe(0);
    // The first try and two retries, each cut at 150 ms, not at the default 10 s (timed from each try's
    // arrival, so the time the command takes to start and to read the site does not count).
    expect(hits.filter((h) => h === '0 HEAD /slow')).toHaveLength(3);
    for (const ms of await Promise.all(slowTries)) expect(ms).toBeLessThan(2000);
  });

  it('keeps at most --concurrency requests in flight over all hosts, and one per host', async () => {
    const only = ['--external', '--exclude', '*/ok', '*/missing', '*/moved', '*/slow'];
    most = 0;
    expected = 2;
    const two = await check(...only, '--concurrency', '2');
    expect(two.report.problems).toEqual([]);
    expect(hits.filter((h) => h.includes('/page-'))).toHaveLength(8);
    expect(most).toBe(2);

    await rm(path.join(site, '.docgen/cache/external-links.json'), { force: true });
    most = 0;
    expected = 4;
    await check(...only, '--concurrency', '8');
    // Eight links, but only four hosts: one request per host at a time.
    expect(most).toBe(4);
  });

  it('answers from its cache file on the next run', async () => {
    await check('--external', '--exclude', '*/slow', '*/page-*');
    const first = hits.length;
    expect(first).toBeGreaterThan(0);
    const again = await check('--external', '--exclude', '*/slow', '*/page-*');
    expect(again.report.errors).toBe(1);
    expect(hits.length).toBe(first);
  });
});
