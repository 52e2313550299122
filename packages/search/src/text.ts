/** Tokenising for the local search index: the same on the build side and in the browser. */

const STOPWORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or that the their then there these this to was we what when where which will with you your yours not no yes also than too very our they them he she his her'.split(
    ' ',
  ),
);

/** Lowercase words of letters and digits, with a light plural stem. */
export function normalizeWord(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** Whether a word is indexed at all: not a stopword, and not a single letter (single digits are kept). */
export function isIndexed(word: string): boolean {
  return (word.length >= 2 || /\d/.test(word)) && !STOPWORDS.has(word.toLowerCase());
}

/** The indexed term of one word (letters and digits only), or undefined for a stopword or a single letter. */
export function termOf(word: string, keepStopwords = false): string | undefined {
  if (word.length < 2 && !/\d/.test(word)) return undefined;
  if (!keepStopwords && STOPWORDS.has(word.toLowerCase())) return undefined;
  return normalizeWord(word);
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/**
 * A function that calls `fn` with where each word of a text starts and ends: a run of characters that `wordChar`
 * (a one-character pattern) accepts, ASCII letters and digits always. A loop over character codes, several times
 * faster than a global regular expression on large texts.
 */
export function wordSpans(wordChar: RegExp): (text: string, fn: (start: number, end: number) => void) => void {
  return (text, fn) => {
    let start = -1;
    for (let i = 0; i < text.length;) {
      const code = text.charCodeAt(i);
      let size = 1;
      let inWord: boolean;
      if (code < 128) inWord = isWordCode(code);
      else {
        const point = text.codePointAt(i)!;
        size = point > 0xffff ? 2 : 1;
        inWord = wordChar.test(String.fromCodePoint(point));
      }
      if (inWord) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        fn(start, i);
        start = -1;
      }
      i += size;
    }
    if (start >= 0) fn(start, text.length);
  };
}

/** Calls `fn` with where each word of `text` starts and ends: a run of letters and digits (`/[\p{L}\p{N}]+/gu`). */
export const forEachWordSpan = wordSpans(LETTER_OR_DIGIT);

/** Calls `fn` with each word of `text` and where it starts and ends. */
export function forEachWord(text: string, fn: (word: string, start: number, end: number) => void): void {
  forEachWordSpan(text, (start, end) => fn(text.slice(start, end), start, end));
}

export function tokenize(text: string, keepStopwords = false): string[] {
  const out: string[] = [];
  forEachWord(text, (word) => {
    const term = termOf(word, keepStopwords);
    if (term !== undefined) out.push(term);
  });
  return out;
}

/** Typos a query word of this length may have, as Algolia counts them: none up to 4 letters, 1 up to 8, then 2. */
export function typosAllowed(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein where no substring is edited twice): an insertion, a
 * deletion, a substitution or a swap of two neighbouring letters is one typo each, as Algolia counts them. Returns
 * `max + 1` as soon as the distance is known to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length], max + 1);
}

/** Whether `a` is within `max` typos of `b` (see `typoDistance`). */
export function withinDistance(a: string, b: string, max: number): boolean {
  return typoDistance(a, b, max) <= max;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Wraps the words of `text` that `matches` accepts in <mark>, HTML-escaping the rest. `matches` sees the
 * normalised form of indexed words only: stopwords and single letters are never marked.
 */
export function highlight(
  text: string,
  matches: (word: string) => boolean,
  rules: HighlightRules = { forEachWordSpan, isIndexed, normalize: normalizeWord },
): { value: string; matched: Set<string> } {
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  rules.forEachWordSpan(text, (start, end) => {
    const raw = text.slice(start, end);
    out += escapeHtml(text.slice(last, start));
    const word = rules.normalize(raw);
    if (rules.isIndexed(raw) && matches(word)) {
      out += `<mark>${escapeHtml(raw)}</mark>`;
      matched.add(word);
    } else {
      out += escapeHtml(raw);
    }
    last = end;
  });
  return { value: out + escapeHtml(text.slice(last)), matched };
}

/** What highlighting needs of a language's word rules (see word-rules.ts). */
export interface HighlightRules {
  forEachWordSpan(text: string, fn: (start: number, end: number) => void): void;
  isIndexed(word: string): boolean;
  normalize(word: string): string;
}
