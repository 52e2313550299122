/** A line on the terminal while a build runs longer than a second, so a writer sees that it is still working. */

/** Where the line goes: a terminal stream (a pipe or a file gets nothing). */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** Runs `work`; past a second, shows "… label (N s)" on `stream`, updated every second, and clears it at the end. */
export async function withProgress<T>(label: string, work: () => Promise<T>, stream: ProgressStream = process.stderr): Promise<T> {
  const started = performance.now();
  let shown = false;
  const ticker = setInterval(() => {
    if (!stream.isTTY) return;
    shown = true;
    stream.write(`\r… ${label} (${Math.round((performance.now() - started) / 1000)} s)`);
  }, 1000);
  try {
    return await work();
  } finally {
    clearInterval(ticker);
    if (shown) stream.write('\r\x1b[K');
  }
}
