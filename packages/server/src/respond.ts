/** Answering with a body: content type, ETag and 304, gzip or brotli when the client accepts it, HEAD. */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isCompressible } from './mime.js';

/**
 * Compressed bodies by encoding and ETag, so a file asked for again is not compressed again; the oldest go first.
 * A server owns one (the static server per request handler, the dev server per session).
 */
export class CompressionCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(readonly limit = 500) {}

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: Buffer): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, body);
  }
}

/** The best encoding the request accepts: brotli, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

export interface BodyOptions {
  status?: number;
  type: string;
  etag?: string;
  cacheControl?: string;
  /** Where compressed bodies are kept between requests; without one, each response is compressed anew. */
  cache?: CompressionCache;
}

export function sendBody(req: IncomingMessage, res: ServerResponse, body: Buffer | string, options: BodyOptions): void {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = options.etag ?? etagOf(data);
  const status = options.status ?? 200;
  res.setHeader('Content-Type', options.type);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (options.cacheControl) res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  let payload = data;
  const encoding = isCompressible(options.type) && data.length > 512 ? pickEncoding(req.headers['accept-encoding'] as string | undefined) : undefined;
  if (encoding) {
    const key = `${encoding}:${etag}`;
    let packed = options.cache?.get(key);
    if (!packed) {
      packed = encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(data, { level: 6 });
      options.cache?.set(key, packed);
    }
    payload = packed;
    res.setHeader('Content-Encoding', encoding);
  }
  res.statusCode = status;
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
