/**
 * A progress line while a build runs longer than a second, so a writer (or a CI log) sees that it is still working
 * and how far it is: the stage, the pages done of the total, the time so far. On a terminal the line is rewritten
 * each second and cleared at the end; elsewhere (a pipe, a file, or `CI=true`) a plain line is printed every five
 * seconds, and nothing at all for a quick build.
 */

/** Where the line goes. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

import type { ProgressEvent } from './session/session.js';

export interface ProgressOptions {
  stream?: ProgressStream;
  /** Plain lines instead of a rewritten one. Default: when `CI` is set (and not "false") or the stream is no terminal. */
  plain?: boolean;
}

const STAGES: Record<ProgressEvent['stage'], string> = { parse: 'parsing', render: 'rendering', search: 'indexing for search', write: 'writing' };
const PLAIN_EVERY_S = 5;

export function isCI(env: Record<string, string | undefined> = process.env): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
}

function describe(label: string, event: ProgressEvent | undefined, seconds: number): string {
  if (!event) return `… ${label} (${seconds} s)`;
  const count = event.total ? ` ${event.done ?? 0}/${event.total} pages` : '';
  return `… ${label}: ${STAGES[event.stage]}${count} (${seconds} s)`;
}

/**
 * Runs `work`, which reports its progress through the function it is given; past a second, shows the line (see the
 * module comment), and clears it at the end.
 */
export async function withProgress<T>(
  label: string,
  work: (report: (event: ProgressEvent) => void) => Promise<T>,
  options: ProgressOptions | ProgressStream = {},
): Promise<T> {
  const { stream = process.stderr, plain } = 'write' in options ? { stream: options, plain: undefined } : options;
  const asLines = plain ?? (isCI() || !stream.isTTY);
  const started = performance.now();
  let latest: ProgressEvent | undefined;
  let shown = false;
  const ticker = setInterval(() => {
    const seconds = Math.round((performance.now() - started) / 1000);
    if (asLines) {
      if (seconds % PLAIN_EVERY_S === 0) stream.write(`${describe(label, latest, seconds)}\n`);
      return;
    }
    shown = true;
    stream.write(`\r\x1b[K${describe(label, latest, seconds)}`);
  }, 1000);
  try {
    return await work((event) => {
      latest = event;
    });
  } finally {
    clearInterval(ticker);
    if (shown) stream.write('\r\x1b[K');
  }
}
