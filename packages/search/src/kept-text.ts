/** What the index keeps of each section's text: a result line, and room to show searched words in context. */
import { forEachWord, termOf } from './text.js';

const LETTER = /\p{L}/u;

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
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M}\- _]/gu, '').replace(/ /g, '-');
}

/** Word boundaries around [start, end) of `text`. */
function snap(text: string, start: number, end: number): [number, number] {
  let a = Math.max(0, start);
  let b = Math.min(text.length, end);
  while (a > 0 && !/\s/.test(text[a - 1])) a--;
  while (b < text.length && !/\s/.test(text[b])) b++;
  return [a, b];
}

/** A section's words: index terms (stopwords and single letters left out) and where each is in the text. */
export interface Words {
  terms: readonly string[];
  starts: readonly number[];
  ends: readonly number[];
}

/** The words of a text, for `keptText`. */
export function wordsOf(text: string): Words {
  const words = { terms: [] as string[], starts: [] as number[], ends: [] as number[] };
  forEachWord(text, (word, start, end) => {
    const term = termOf(word);
    if (term === undefined) return;
    words.terms.push(term);
    words.starts.push(start);
    words.ends.push(end);
  });
  return words;
}

/**
 * What is kept of a section's content: all of it when short; else its opening, then passages around the words
 * whose search would show this section as a text match (not words of its headings, which show their own match),
 * most likely first: words in few sections (a word in more than `SHOWN_HITS` sections mostly finds others first),
 * words rather than numbers, while `length` allows. `words` are the content's (`wordsOf`), `frequency` tells in how
 * many sections of the site a term is.
 */
export function keptText(content: string, words: Words, skip: ReadonlySet<string>, frequency: (term: string) => number, length = TEXT_LENGTH): string {
  if (content.length <= length) return content;
  const spans: Array<[number, number]> = [snap(content, 0, LEAD_LENGTH)];
  const cost = () => spans.reduce((sum, [a, b]) => sum + b - a + FRAGMENT_SEPARATOR.length, 0);
  const first = new Map<string, { start: number; end: number; value: number; frequency: number }>();
  words.terms.forEach((term, i) => {
    if (skip.has(term) || first.has(term)) return;
    const count = frequency(term);
    const value = Math.min(1, SHOWN_HITS / count) * (LETTER.test(term) && term.length > 2 ? 1 : 0.2);
    first.set(term, { start: words.starts[i], end: words.ends[i], value, frequency: count });
  });
  const candidates = [...first.values()].sort((x, y) => y.value - x.value || x.frequency - y.frequency || x.start - y.start);
  let used = cost();
  for (const at of candidates) {
    // No passage fits in what is left: each is a word and at least `CONTEXT` characters around it.
    if (length - used <= CONTEXT) break;
    if (spans.some(([a, b]) => at.start >= a && at.end <= b)) continue;
    const span = snap(content, at.start - CONTEXT, at.end + CONTEXT);
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
