import { describe, expect, it } from 'vitest';
import { withProgress } from './progress.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('the progress line of long builds', () => {
  it('says nothing when the work takes less than a second', async () => {
    const stream = terminal(true);
    expect(await withProgress('rebuilding', async () => 'done', stream)).toBe('done');
    expect(stream.written).toEqual([]);
  });

  it('shows the running time each second past the first, then clears the line', async () => {
    const stream = terminal(true);
    await withProgress('building', () => sleep(2300), stream);
    expect(stream.written).toEqual(['\r… building (1 s)', '\r… building (2 s)', '\r\x1b[K']);
  });

  it('writes nothing to a stream that is not a terminal, and clears up when the work fails', async () => {
    const piped = terminal(false);
    await withProgress('building', () => sleep(1200), piped);
    expect(piped.written).toEqual([]);
    const stream = terminal(true);
    await expect(withProgress('building', () => sleep(1200).then(() => Promise.reject(new Error('broken'))), stream)).rejects.toThrow('broken');
    expect(stream.written.at(-1)).toBe('\r\x1b[K');
  });
});
