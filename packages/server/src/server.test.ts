import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequestPath, startStaticServer } from './index.js';

describe('resolveRequestPath', () => {
  it('maps clean URLs to html files', () => {
    expect(resolveRequestPath('/')).toEqual({ kind: 'candidates', files: ['index.html'] });
    expect(resolveRequestPath('/deploy/quickstart')).toEqual({
      kind: 'candidates',
      files: ['deploy/quickstart.html', 'deploy/quickstart/index.html', 'deploy/quickstart'],
    });
    expect(resolveRequestPath('/assets/a.css')).toEqual({ kind: 'candidates', files: ['assets/a.css', 'assets/a.css.html', 'assets/a.css/index.html'] });
  });

  it('redirects .html, index.html and trailing slashes to the clean URL, keeping the query', () => {
    expect(resolveRequestPath('/deploy.html', '?q=1')).toEqual({ kind: 'redirect', location: '/deploy?q=1' });
    expect(resolveRequestPath('/deploy/index.html')).toEqual({ kind: 'redirect', location: '/deploy' });
    expect(resolveRequestPath('/index.html')).toEqual({ kind: 'redirect', location: '/' });
    expect(resolveRequestPath('/deploy/')).toEqual({ kind: 'redirect', location: '/deploy' });
  });

  it('refuses paths that could leave the folder', () => {
    for (const p of ['/../etc/passwd', '/a/%2e%2e/%2e%2e/etc/passwd', '/a/..%2f..%2fetc', '/a%5c..%5cb', '/%00']) {
      expect(resolveRequestPath(p).kind, p).toBe('forbidden');
    }
    expect(resolveRequestPath('/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    // Double encoding decodes once, to a literal file name that cannot climb.
    expect(resolveRequestPath('/%252e%252e/x')).toEqual({ kind: 'candidates', files: ['%2e%2e/x.html', '%2e%2e/x/index.html', '%2e%2e/x'] });
  });
});

describe('static server', () => {
  let dir: string;
  let outside: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docgen-serve-'));
    outside = await mkdtemp(path.join(tmpdir(), 'docgen-outside-'));
    await mkdir(path.join(dir, 'deploy'), { recursive: true });
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
    await writeFile(path.join(dir, 'deploy.html'), '<h1>deploy</h1>');
    await writeFile(path.join(dir, 'deploy/quickstart.html'), '<h1>quickstart</h1>');
    await writeFile(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
    await writeFile(path.join(dir, 'assets/site.css'), 'body{}');
    await writeFile(path.join(outside, 'secret.txt'), 'secret');
    await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'link.txt'));
    server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const get = (p: string, init?: RequestInit) => fetch(base + p, { redirect: 'manual', ...init });

  it('serves clean URLs with the right content type', async () => {
    const res = await get('/deploy/quickstart');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>quickstart</h1>');
    expect((await get('/deploy')).status).toBe(200);
    expect((await get('/assets/site.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers .html, index.html and trailing-slash URLs with a 301 to the clean path', async () => {
    for (const [from, to] of [
      ['/deploy.html', '/deploy'],
      ['/deploy/index.html', '/deploy'],
      ['/deploy/', '/deploy'],
      ['/index.html', '/'],
    ]) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('answers HEAD and conditional requests', async () => {
    const head = await get('/deploy', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('15');
    const etag = head.headers.get('etag')!;
    expect((await get('/deploy', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('compresses text with brotli or gzip when the client accepts it', async () => {
    await writeFile(path.join(dir, 'assets/big.css'), `${'.rule { color: red; }\n'.repeat(200)}`);
    for (const encoding of ['br', 'gzip']) {
      const answer = await new Promise<{ encoding?: string; body: Buffer; vary?: string }>((resolve, reject) => {
        request(`${base}/assets/big.css`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks), vary: res.headers.vary }));
        })
          .on('error', reject)
          .end();
      });
      expect(answer.encoding, encoding).toBe(encoding);
      expect(answer.vary).toBe('Accept-Encoding');
      const plain = encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      expect(plain.toString()).toContain('.rule { color: red; }');
      expect(answer.body.length).toBeLessThan(plain.length / 10);
    }
  });

  // fetch() normalises dot segments away, so raw paths go through http.request.
  const rawStatus = (rawPath: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${base}/`, { path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('never serves files outside the folder', async () => {
    expect((await get('/link.txt')).status).toBe(404);
    for (const p of ['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/deploy/..%2f..%2fsecret.txt', '/..%5c..%5csecret.txt']) {
      expect(await rawStatus(p), p).toBe(403);
    }
    expect(await rawStatus('/%252e%252e/secret.txt')).toBe(404);
  });
});
