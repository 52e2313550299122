/** `docgen serve`: a small static server for a built site, with clean URLs and the site's 404 page. */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { createLimitedServer, type ServerLimits } from './http.js';
import { contentType, isCompressible } from './mime.js';
import { CompressionCache, pickEncoding, sendBody } from './respond.js';
import { resolveRequestPath, splitRequestTarget } from './resolve.js';

export interface StaticServerOptions {
  /** The built site folder. */
  dir: string;
  port: number;
  host: string;
  /** Time limits and connection caps (see `DEFAULT_SERVER_LIMITS`); tests shorten them. */
  limits?: Partial<ServerLimits>;
}

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

/** The first candidate that is a file inside `root` (a real path; symlinks are followed and must stay inside). */
export async function findFile(root: string, candidates: readonly string[]): Promise<Found | undefined> {
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    try {
      const real = await realpath(full);
      if (real !== root && !real.startsWith(root + path.sep)) continue;
      const info = await stat(real);
      if (info.isFile()) return { file: real, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      // Not there: try the next candidate.
    }
  }
  return undefined;
}

async function send(req: IncomingMessage, res: ServerResponse, found: Found, status: number, root: string, cache: CompressionCache): Promise<void> {
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  const rel = path.relative(root, found.file);
  const type = contentType(found.file);
  // Text files are small: compressed (and the result cached) when the client accepts it.
  if (isCompressible(type) && found.size < 8 * 1024 * 1024 && pickEncoding(req.headers['accept-encoding'] as string | undefined)) {
    const cacheControl = rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    sendBody(req, res, await readFile(found.file), { status, type, etag, cacheControl, cache });
    return;
  }
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Length', found.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(found.file).pipe(res);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

export async function createRequestHandler(dir: string): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
  const root = await realpath(path.resolve(dir));
  const cache = new CompressionCache();
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    const { pathname, search } = splitRequestTarget(req.url);
    const resolution = resolveRequestPath(pathname, search);
    switch (resolution.kind) {
      case 'bad-request':
        return plain(res, 400, 'Bad Request');
      case 'forbidden':
        return plain(res, 403, 'Forbidden');
      case 'redirect':
        res.statusCode = 301;
        res.setHeader('Location', resolution.location);
        res.end();
        return;
      case 'candidates': {
        const found = await findFile(root, resolution.files);
        if (found) return send(req, res, found, 200, root, cache);
        // A locale's pages have their own not-found page (`/fr/404`): the first folder's, else the site's.
        const folder = /^\/([^/]+)\//.exec(pathname)?.[1];
        const notFound = await findFile(root, folder && !folder.includes('..') && !folder.includes('%') ? [`${folder}/404.html`, '404.html'] : ['404.html']);
        if (notFound) return send(req, res, notFound, 404, root, cache);
        return plain(res, 404, 'Not Found');
      }
    }
  };
}

/** Starts serving; resolves once listening. */
export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const handler = await createRequestHandler(options.dir);
  const server = createLimitedServer((req, res) => {
    handler(req, res).catch(() => plain(res, 500, 'Internal Server Error'));
  }, options.limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
