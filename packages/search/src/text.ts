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

export function tokenize(text: string, keepStopwords = false): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (word.length < 2 && !/\d/.test(word)) continue;
    const lower = word.toLowerCase();
    if (!keepStopwords && STOPWORDS.has(lower)) continue;
    out.push(normalizeWord(word));
  }
  return out;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (row[j] < best) best = row[j];
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length] <= max;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps words of `text` whose normalised form is in `matched` in <mark>, HTML-escaping the rest. */
export function highlight(text: string, matches: (word: string) => boolean): { value: string; matched: boolean } {
  let matched = false;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    out += escapeHtml(text.slice(last, m.index));
    if (matches(normalizeWord(m[0]))) {
      out += `<mark>${escapeHtml(m[0])}</mark>`;
      matched = true;
    } else {
      out += escapeHtml(m[0]);
    }
    last = m.index! + m[0].length;
  }
  return { value: out + escapeHtml(text.slice(last)), matched };
}
