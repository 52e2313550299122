/** Did-you-mean suggestions for config keys, doc ids, routes and anchors. */

/** Levenshtein distance, for did-you-mean hints. */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Math.max(a.length, b.length));
}

/**
 * Levenshtein distance of `a` and `b` when it is at most `bound`, else any number above `bound`. Only the band of
 * cells within `bound` of the diagonal is computed, and a row whose cells are all over it ends the search. `row` is a
 * scratch buffer of at least `b.length + 1` cells, for callers that compare many times.
 */
export function boundedDistance(a: string, b: string, bound: number, row: Int32Array = new Int32Array(b.length + 1)): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const over = bound + 1;
  for (let j = 0; j <= b.length; j++) row[j] = j <= bound ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - bound);
    const to = Math.min(b.length, i + bound);
    // The cell left of the band, and the diagonal one above it.
    let diag = row[from - 1];
    row[from - 1] = from === 1 ? (i <= bound ? i : over) : over;
    let rowMin = row[from - 1];
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const up = row[j];
      let value = diag + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      if (up + 1 < value) value = up + 1;
      if (row[j - 1] + 1 < value) value = row[j - 1] + 1;
      if (value > over) value = over;
      row[j] = value;
      diag = up;
      if (value < rowMin) rowMin = value;
    }
    if (to < b.length) row[to + 1] = over;
    if (rowMin > bound) return over;
  }
  return row[b.length];
}

/** How far a word may be from a candidate to still be a plausible typo of it. */
function tolerance(word: string): number {
  return Math.max(2, Math.floor(word.length / 3));
}

export interface SuggestionIndexOptions {
  /** Candidates compared per word at most, nearest lengths first. Default 200. */
  maxComparisons?: number;
  /**
   * Comparisons over all words at most: once spent, the index suggests nothing more. A page of 50,000 different
   * broken links gets suggestions for its first few thousand and stays a matter of a second. Default 1,000,000.
   */
  budget?: number;
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
  private budget: number;
  private row = new Int32Array(64);

  constructor(candidates: Iterable<string>, options: SuggestionIndexOptions = {}) {
    this.maxComparisons = options.maxComparisons ?? 200;
    this.budget = options.budget ?? 1_000_000;
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
    if (this.budget <= 0) return undefined;
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
      if (this.row.length <= length) this.row = new Int32Array(2 * length + 1);
      for (const entry of bucket) {
        if (comparisons++ >= this.maxComparisons) break;
        const distance = boundedDistance(lower, entry.lower, bestDistance, this.row);
        if (distance < bestDistance || (distance === bestDistance && best && entry.order < best.order)) {
          best = entry;
          bestDistance = distance;
        }
      }
    }
    this.budget -= comparisons;
    const answer = best && bestDistance <= limit ? best.value : undefined;
    this.answers.set(word, answer);
    return answer;
  }
}

/** The candidate nearest to `word`, if it is near enough to be a plausible typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return new SuggestionIndex(candidates, { maxComparisons: Infinity, budget: Infinity }).closest(word);
}
