import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCI, withProgress } from './progress.js';

// The clock is the test's: seconds pass when a test moves it, not while the suite waits.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` to its end, moving the fake clock as far as it takes. */
async function settled<T>(work: Promise<T>, ms: number): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return work;
}

function terminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('the progress line of long builds', () => {
  it('says nothing when the work takes less than a second', async () => {
    const stream = terminal(true);
    expect(await withProgress('rebuilding', async () => 'done', { stream, plain: false })).toBe('done');
    expect(stream.written).toEqual([]);
  });

  it('shows the stage, the pages done of the total and the time each second past the first, then clears the line', async () => {
    const stream = terminal(true);
    await settled(
      withProgress(
        'building',
        async (report) => {
          report({ stage: 'parse', done: 3, total: 10 });
          await sleep(1300);
          report({ stage: 'render', done: 7, total: 12 });
          await sleep(1000);
        },
        { stream, plain: false },
      ),
      2300,
    );
    expect(stream.written).toEqual(['\r\x1b[K… building: parsing 3/10 pages (1 s)', '\r\x1b[K… building: rendering 7/12 pages (2 s)', '\r\x1b[K']);
  });

  it('shows the running time alone when the work reports nothing', async () => {
    const stream = terminal(true);
    await settled(
      withProgress('building', () => sleep(1200), { stream, plain: false }),
      1200,
    );
    expect(stream.written).toEqual(['\r\x1b[K… building (1 s)', '\r\x1b[K']);
  });

  it('prints plain lines every five seconds, and nothing for a quicker build, where the output is not a terminal or in CI', async () => {
    const piped = terminal(false);
    await settled(
      withProgress('building', () => sleep(1200), piped),
      1200,
    );
    expect(piped.written).toEqual([]);
    const ci = terminal(true);
    await settled(
      withProgress(
        'building',
        async (report) => {
          report({ stage: 'render', done: 40, total: 90 });
          await sleep(5300);
        },
        { stream: ci, plain: true },
      ),
      5300,
    );
    expect(ci.written).toEqual(['… building: rendering 40/90 pages (5 s)\n']);
  });

  it('knows CI from the environment', () => {
    expect(isCI({ CI: 'true' })).toBe(true);
    expect(isCI({ CI: '1' })).toBe(true);
    expect(isCI({ CI: 'false' })).toBe(false);
    expect(isCI({})).toBe(false);
  });

  it('clears the line when the work fails', async () => {
    const stream = terminal(true);
    const failing = withProgress('building', () => sleep(1200).then(() => Promise.reject(new Error('broken'))), { stream, plain: false });
    const outcome = expect(failing).rejects.toThrow('broken');
    await vi.advanceTimersByTimeAsync(1200);
    await outcome;
    expect(stream.written.at(-1)).toBe('\r\x1b[K');
  });
});
