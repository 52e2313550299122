import { describe, expect, it } from 'vitest';
import { boundedDistance, closest, editDistance, SuggestionIndex } from './suggest.js';

/** The plain answer: every candidate compared in full, the first of the nearest kept. */
function scanClosest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

describe('did-you-mean', () => {
  it('measures Levenshtein distance, and gives up past a bound', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 2)).toBeGreaterThan(2);
    expect(boundedDistance('a', 'abcdef', 2)).toBeGreaterThan(2);
  });

  it('answers like a comparison with every candidate, ties going to the earlier one', () => {
    const routes = [
      '/deploy/quickstart',
      '/deploy',
      '/deploy/quickstart-guide',
      '/launch/quickstart',
      '/train',
      '/trains',
      '/rain',
      '/federate/cross-silo',
      '/a',
      '/b',
    ];
    const words = [
      '/deploy/quikstart',
      '/deply',
      '/tran',
      '/trainz',
      '/lanch/quickstart',
      '/federate/cross-sil',
      '/x',
      '/nothing-like-it',
      '/DEPLOY',
      '/c',
      '',
    ];
    const index = new SuggestionIndex(routes);
    for (const word of words) expect(index.closest(word), word).toBe(scanClosest(word, routes));
    expect(closest('/tran', routes)).toBe('/train');
  });

  it('keeps the work per word bounded on a long list of candidates', () => {
    const routes = Array.from({ length: 20_000 }, (_, i) => `/section-${i % 50}/page-${i}`);
    const index = new SuggestionIndex(routes, { maxComparisons: 100 });
    // With the cap, a plausible candidate among those of the nearest lengths; without it, the nearest of all.
    const capped = index.closest('/section-7/pgae-1007');
    expect(editDistance(capped!, '/section-7/pgae-1007')).toBeLessThanOrEqual(6);
    expect(new SuggestionIndex(routes, { maxComparisons: Infinity }).closest('/section-7/pgae-1007')).toBe(scanClosest('/section-7/pgae-1007', routes));
  });
});

describe('bounded distance', () => {
  it('equals the full distance within the bound, on many pairs', () => {
    const words = ['', 'a', 'ab', 'abc', 'kitten', 'sitting', '/deploy/quickstart', '/deploy/quikstart', '/launch', 'section-12', 'sectoin-21', 'aaaa', 'bbbb'];
    for (const a of words) {
      for (const b of words) {
        const full = editDistance(a, b);
        for (let bound = 0; bound <= 8; bound++) {
          const d = boundedDistance(a, b, bound);
          if (full <= bound) expect(d, `${a}|${b}|${bound}`).toBe(full);
          else expect(d, `${a}|${b}|${bound}`).toBeGreaterThan(bound);
        }
      }
    }
  });

  it('stops suggesting once its budget is spent', () => {
    const index = new SuggestionIndex(['/alpha', '/beta'], { budget: 2 });
    expect(index.closest('/alpah')).toBe('/alpha');
    expect(index.closest('/bteta')).toBeUndefined();
  });
});
