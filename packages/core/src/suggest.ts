/** Did-you-mean suggestions for config keys, doc ids, routes and anchors. */

/** Levenshtein distance, for did-you-mean hints. */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Math.max(a.length, b.length));
}

/**
 * Levenshtein distance of `a` and `b` when it is at most `bound`, else any number above `bound`: the rows stop as
 * soon as every cell of one is over it.
 */
export function boundedDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      diag = tmp;
      if (prev[j] < rowMin) rowMin = prev[j];
    }
    if (rowMin > bound) return bound + 1;
  }
  return prev[b.length];
}

/** How far a word may be from a candidate to still be a plausible typo of it. */
function tolerance(word: string): number {
  return Math.max(2, Math.floor(word.length / 3));
}

export interface SuggestionIndexOptions {
  /**
   * Candidates compared in full per word at most, nearest lengths first: a page of 50,000 broken links against
   * thousands of routes stays cheap, at the price of a missed suggestion on very large sites. Default 400.
   */
  maxComparisons?: number;
}

interface Entry {
  value: string;
  lower: string;
  /** Position among the candidates: the earlier of two equally near ones is suggested. */
  order: number;
}

/**
 * Candidates indexed by length, for many did-you-mean questions against the same list (every broken link of a site
 * against its routes). A candidate whose length differs from the word's by more than the tolerance cannot be near
 * enough, so only the lengths around the word's are compared, each with a distance that gives up past the best so
 * far; answers are remembered per word.
 */
export class SuggestionIndex {
  private readonly byLength = new Map<number, Entry[]>();
  private readonly answers = new Map<string, string | undefined>();
  private readonly maxComparisons: number;

  constructor(candidates: Iterable<string>, options: SuggestionIndexOptions = {}) {
    this.maxComparisons = options.maxComparisons ?? 400;
    let order = 0;
    for (const value of candidates) {
      const lower = value.toLowerCase();
      const bucket = this.byLength.get(lower.length);
      const entry = { value, lower, order: order++ };
      if (bucket) bucket.push(entry);
      else this.byLength.set(lower.length, [entry]);
    }
  }

  /** The candidate nearest to `word`, if it is near enough to be a plausible typo. */
  closest(word: string): string | undefined {
    if (this.answers.has(word)) return this.answers.get(word);
    const lower = word.toLowerCase();
    const limit = tolerance(word);
    let best: Entry | undefined;
    let bestDistance = limit + 1;
    let comparisons = 0;
    // Lengths nearest the word's first: L, L-1, L+1, L-2, L+2, …
    for (let step = 0; step <= 2 * limit && step / 2 <= bestDistance && comparisons < this.maxComparisons; step++) {
      const length = lower.length + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
      const bucket = this.byLength.get(length);
      if (!bucket || Math.abs(length - lower.length) > bestDistance) continue;
      for (const entry of bucket) {
        if (comparisons++ >= this.maxComparisons) break;
        const distance = boundedDistance(lower, entry.lower, bestDistance);
        if (distance < bestDistance || (distance === bestDistance && best && entry.order < best.order)) {
          best = entry;
          bestDistance = distance;
        }
      }
    }
    const answer = best && bestDistance <= limit ? best.value : undefined;
    this.answers.set(word, answer);
    return answer;
  }
}

/** The candidate nearest to `word`, if it is near enough to be a plausible typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return new SuggestionIndex(candidates, { maxComparisons: Infinity }).closest(word);
}
