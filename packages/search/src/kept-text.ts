/** What the index keeps of each section's text: a result line, and room to show searched words in context. */

/** Characters of content kept per section: a result line, and room to show searched words in context. */
export const TEXT_LENGTH = 100;
/** The opening of a section that is always kept. */
const LEAD_LENGTH = 30;
/** Characters kept on either side of a word shown in context. */
const CONTEXT = 12;
export const FRAGMENT_SEPARATOR = ' … ';
/** A query word in more sections than this mostly finds them ranked below headings and section openings. */
const SHOWN_HITS = 20;

/** A heading's anchor as github-slugger makes it for plain headings; other anchors are stored as they are. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** Whether a character code is white space as `/\s/` has it (a test on codes: a regular expression per character is slow). */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Word boundaries around [start, end) of `text`: the nearest spaces, at most `reach` characters away (text written
 * without spaces, as Chinese or Japanese, is cut where it must be rather than kept whole).
 */
function snap(text: string, start: number, end: number, reach = Infinity): [number, number] {
  let a = Math.max(0, start);
  let b = Math.min(text.length, end);
  const [from, to] = [a, b];
  while (a > 0 && from - a < reach && !isSpace(text.charCodeAt(a - 1))) a--;
  while (b < text.length && b - to < reach && !isSpace(text.charCodeAt(b))) b++;
  return [a, b];
}

/** A section's words: index terms (as numbers) and where each is in the text. */
export interface Words {
  terms: ArrayLike<number>;
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
}

/**
 * What is kept of a section's content: all of it when short; else its opening, then passages around the words
 * whose search would show this section as a text match (not words of its headings, `skip`), most likely first:
 * words in few sections (a word in more than `SHOWN_HITS` sections mostly finds others first), words rather than
 * numbers and two-letter words (`wordLike`), while `length` allows. `frequency` tells in how many sections of the
 * site a term is.
 */
export function keptText(
  content: string,
  words: Words,
  skip: (term: number) => boolean,
  frequency: (term: number) => number,
  wordLike: (term: number) => boolean,
  length = TEXT_LENGTH,
  unspaced = false,
): string {
  if (content.length <= length) return content;
  // Without spaces between words, a passage stops at its length: snapping to spaces could take a whole paragraph.
  const reach = unspaced ? 0 : Infinity;
  const spans: Array<[number, number]> = [snap(content, 0, LEAD_LENGTH, reach)];
  const cost = () => spans.reduce((sum, [a, b]) => sum + b - a + FRAGMENT_SEPARATOR.length, 0);
  // The first use of each word that may be kept, as indices into `words`, most likely searched first.
  const seen = new Set<number>();
  const firsts: number[] = [];
  const values: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < words.terms.length; i++) {
    const term = words.terms[i];
    if (seen.has(term) || skip(term)) continue;
    seen.add(term);
    const count = frequency(term);
    values.push(Math.min(1, SHOWN_HITS / count) * (wordLike(term) ? 1 : 0.2));
    counts.push(count);
    firsts.push(i);
  }
  const order = firsts.map((_, n) => n).sort((x, y) => values[y] - values[x] || counts[x] - counts[y] || firsts[x] - firsts[y]);
  let used = cost();
  for (const n of order) {
    const start = words.starts[firsts[n]];
    const end = words.ends[firsts[n]];
    // No passage fits in what is left: each is a word and at least `CONTEXT` characters around it.
    if (length - used <= CONTEXT) break;
    // A passage holds at least its word.
    if (used + end - start > length) continue;
    if (spans.some(([a, b]) => start >= a && end <= b)) continue;
    const span = snap(content, start - CONTEXT, end + CONTEXT, reach);
    if (used + span[1] - span[0] > length) continue;
    spans.push(span);
    spans.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < spans.length; i++) {
      if (spans[i][0] <= spans[i - 1][1] + 1) {
        spans[i - 1][1] = Math.max(spans[i - 1][1], spans[i][1]);
        spans.splice(i--, 1);
      }
    }
    used = cost();
  }
  const text = spans.map(([a, b]) => content.slice(a, b).trim()).join(FRAGMENT_SEPARATOR);
  return spans[spans.length - 1][1] < content.length ? `${text}…` : text;
}
