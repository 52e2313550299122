/**
 * Checking one URL: HEAD first (GET when the server refuses HEAD), redirects followed one hop at a time so the
 * chain can be reported, retries with exponential backoff, and 429 answers waited out as `Retry-After` says.
 */

export interface ProbeOptions {
  timeoutMs: number;
  /** Retries after the first attempt, for 429, 5xx and network failures. */
  retries: number;
  /** First backoff delay; doubles with each retry. */
  backoffMs: number;
  /** Longest wait a `Retry-After` may impose. */
  maxRetryAfterMs: number;
  maxRedirects: number;
  userAgent: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

export type ProbeResult =
  | { kind: 'ok'; status: number; chain: string[] }
  | { kind: 'broken'; status: number; chain: string[] }
  /** Could not be decided: timeouts, network errors, 5xx or 429 after every retry. */
  | { kind: 'unreachable'; reason: string; chain: string[] };

interface Hop {
  status: number;
  chain: string[];
  retryAfterMs?: number;
}

/** `Retry-After` as seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function follow(url: string, method: 'HEAD' | 'GET', options: ProbeOptions): Promise<Hop> {
  const chain: string[] = [];
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await options.fetch(current, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*;q=0.8' },
    });
    // Only the status matters; do not download bodies.
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      if (hop >= options.maxRedirects) return { status: response.status, chain };
      current = new URL(location, current).href;
      chain.push(`${response.status} ${current}`);
      continue;
    }
    return { status: response.status, chain, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
  }
}

export async function probe(url: string, options: ProbeOptions): Promise<ProbeResult> {
  let lastReason = '';
  let chain: string[] = [];
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    let wait = options.backoffMs * 2 ** attempt;
    try {
      let hop = await follow(url, 'HEAD', options);
      // Many servers refuse or mishandle HEAD; GET decides.
      if (hop.status === 405 || hop.status === 501 || hop.status === 403 || hop.status === 400) hop = await follow(url, 'GET', options);
      chain = hop.chain;
      if (hop.status < 400) return { kind: 'ok', status: hop.status, chain };
      if (hop.status === 429) {
        lastReason = 'rate limited (429)';
        if (hop.retryAfterMs !== undefined) wait = Math.min(hop.retryAfterMs, options.maxRetryAfterMs);
      } else if (hop.status >= 500) {
        lastReason = `server error (${hop.status})`;
      } else {
        return { kind: 'broken', status: hop.status, chain };
      }
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } };
      const cause = err.cause?.code ?? err.cause?.errors?.find((x) => x.code)?.code ?? err.cause?.message ?? err.message;
      lastReason = err.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : `network error (${cause})`;
    }
    if (attempt < options.retries) await options.sleep(wait);
  }
  return { kind: 'unreachable', reason: lastReason, chain };
}
