/** Checking a site's external links politely: a global concurrency limit, one host at a time, a result cache. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '@docgen/core';
import type { ExternalLink } from './collect.js';
import { probe, type ProbeOptions, type ProbeResult } from './probe.js';

export interface ExternalCheckOptions extends Partial<ProbeOptions> {
  /** Glob patterns (`*` wildcard) matched against the host and the whole URL; matches are skipped. */
  exclude?: string[];
  /** Requests in flight at once, over all hosts. */
  concurrency?: number;
  /** Requests in flight at once to one host. */
  perHostConcurrency?: number;
  /** Least time between two requests to the same host. */
  perHostIntervalMs?: number;
  /** JSON file remembering results between runs. */
  cacheFile?: string;
  cacheTtlMs?: number;
  now?: () => number;
}

interface CacheEntry {
  checkedAt: number;
  result: ProbeResult;
}

export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
}

/** A minimal counting semaphore. */
function limiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

async function readCache(file: string | undefined): Promise<Record<string, CacheEntry>> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, CacheEntry>;
  } catch {
    return {};
  }
}

export async function checkExternalLinks(links: readonly ExternalLink[], options: ExternalCheckOptions = {}): Promise<Diagnostic[]> {
  const now = options.now ?? Date.now;
  // The global limit counts requests in flight, not links being probed: a link waiting out a backoff or a
  // Retry-After does not hold a slot that another host's request could use.
  const global = limiter(options.concurrency ?? 8);
  const baseFetch = options.fetch ?? fetch;
  const probeOptions: ProbeOptions = {
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 500,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    maxRedirects: options.maxRedirects ?? 10,
    userAgent: options.userAgent ?? 'docgen-link-checker (+https://github.com/FedML-AI)',
    fetch: (input, init) => global(() => baseFetch(input, init)),
    sleep: options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
  };
  const excluded = (options.exclude ?? []).map(globToRegExp);
  const ttl = options.cacheTtlMs ?? 24 * 3600 * 1000;
  const cache = await readCache(options.cacheFile);
  const hosts = new Map<string, { run: ReturnType<typeof limiter>; next: number }>();
  const interval = options.perHostIntervalMs ?? 250;

  /** One probe at a time per host (its retries and waits included), with a pause between them. */
  const politely = (url: string) => {
    const host = new URL(url).host;
    let slot = hosts.get(host);
    if (!slot) {
      slot = { run: limiter(options.perHostConcurrency ?? 1), next: 0 };
      hosts.set(host, slot);
    }
    const s = slot;
    return s.run(async () => {
      const wait = s.next - now();
      if (wait > 0) await probeOptions.sleep(wait);
      try {
        return await probe(url, probeOptions);
      } finally {
        s.next = now() + interval;
      }
    });
  };

  const diagnostics: Diagnostic[] = [];
  await Promise.all(
    links.map(async (link) => {
      const host = new URL(link.url).host;
      if (excluded.some((re) => re.test(host) || re.test(link.url))) return;
      const cached = cache[link.url];
      let result: ProbeResult;
      if (cached && now() - cached.checkedAt < ttl) {
        result = cached.result;
      } else {
        result = await politely(link.url);
        // Only definite answers are remembered; a timeout may be gone tomorrow.
        if (result.kind !== 'unreachable') cache[link.url] = { checkedAt: now(), result };
      }
      for (const place of link.places) {
        const base = { ...place, link: link.url, ruleId: 'links/external' };
        if (result.kind === 'broken') {
          diagnostics.push({
            ...base,
            severity: 'error',
            message: `broken external link (HTTP ${result.status})${result.chain.length ? ` after redirects: ${result.chain.join(' → ')}` : ''}`,
          });
        } else if (result.kind === 'unreachable') {
          diagnostics.push({
            ...base,
            severity: 'warning',
            message: `could not be checked: ${result.reason}`,
            hint: 'Try again later, or skip the host with --exclude.',
          });
        } else if (result.chain.length) {
          const final = result.chain[result.chain.length - 1].replace(/^\d+ /, '');
          diagnostics.push({
            ...base,
            severity: 'warning',
            message: `redirects ${result.chain.length === 1 ? 'once' : `${result.chain.length} times`}: ${result.chain.join(' → ')}`,
            hint: `Link to ${final} directly.`,
          });
        }
      }
    }),
  );
  if (options.cacheFile) {
    await mkdir(path.dirname(options.cacheFile), { recursive: true });
    // Written beside and renamed into place: an interrupted run never leaves a truncated cache.
    const temp = `${options.cacheFile}.tmp-${process.pid}`;
    await writeFile(temp, JSON.stringify(cache));
    await rename(temp, options.cacheFile);
  }
  return diagnostics.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
