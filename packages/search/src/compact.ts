/**
 * The built-in local index: a compact form of the search records, fetched by the browser when search opens.
 *
 * Where the bytes go, measured on this site (1,138 sections of 122 pages; 90.8 KB gzip in all, each part below
 * gzipped on its own): kept section text 37.9 KB, body postings 32.4 KB, terms 7.8 KB, headings 6.6 KB, heading
 * postings 3.4 KB, pages 2.3 KB, the rest 0.9 KB. Body postings are per section (a text match lands on its
 * section), which costs more than per page; the room comes from columns instead of one array per section, terms
 * and postings in separate strings, so gzip models each kind of data on its own (7 KB less than one object per
 * term), and a section's kept text doing double duty as the postings of the words in it.
 */
import type { SearchRecord } from './records.js';
import { termOf, tokenize } from './text.js';

export interface CompactIndex {
  v: 2;
  /** Per page: [path, title, number of sections], with the area (hierarchy lvl0) fourth when it is not the title. */
  pages: Array<[string, string, number] | [string, string, number, string]>;
  /**
   * Per section (the sections of each page in turn, the page's intro first): one digit, how many headings lead to
   * it below the page title (0 for the intro, which is the page's main record). A section's parent is the
   * nearest earlier section of its page one level up.
   */
  depths: string;
  /** Per section: its heading ('' for an intro). */
  headings: string[];
  /**
   * Per section: what is kept of its content: all of it when short; else its opening and, within `TEXT_LENGTH`,
   * passages around the words searched for most likely to land on it (see `keptText`), joined by
   * `FRAGMENT_SEPARATOR`.
   */
  texts: string[];
  /** Section id → anchor, for the sections whose anchor is not their heading's slug. */
  anchors: Record<string, string>;
  /** All terms, sorted, space-separated, each written as the length it shares with the one before (A = 1, B = 2…) and the rest. */
  terms: string;
  /** Per term (space-separated, in the order of `terms`): the pages whose title holds it (`encodePostings`), or ''. */
  titles: string;
  /** Per term: the sections whose own heading holds it. */
  heads: string;
  /** Per term: the sections whose content holds it beyond their kept text (kept texts are tokenised on load). */
  body: string;
}

/** Characters of content kept per section: a result line, and room to show searched words in context. */
export const TEXT_LENGTH = 100;
/** The opening of a section that is always kept. */
const LEAD_LENGTH = 30;
/** Characters kept on either side of a word shown in context. */
const CONTEXT = 12;
export const FRAGMENT_SEPARATOR = ' … ';
/** Indexed words at the start of a section that count as its lead (what the section is about). */
export const LEAD_WORDS = 6;
/** A query word in more sections than this mostly finds them ranked below headings and section openings. */
const SHOWN_HITS = 20;

/** A heading's anchor as github-slugger makes it for plain headings; other anchors are stored as they are. */
export function slugOf(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M}\- _]/gu, '').replace(/ /g, '-');
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...DIGITS].map((c, i) => [c, i]));

/**
 * Sorted ids, in the smaller of two forms: the first id, then the gaps minus one, as base-32 varints (digits most
 * significant first, all but the last from the upper half of the alphabet: `[3, 4, 40]` → `"DAhD"`), or, for very
 * common terms, `"~"` then a bitmap over all ids, 6 bits a character.
 */
export function encodePostings(ids: readonly number[], total: number): string {
  let gaps = '';
  for (let i = 0; i < ids.length; i++) {
    let n = i === 0 ? ids[0] : ids[i] - ids[i - 1] - 1;
    let digits = DIGITS[n & 31];
    while ((n >>>= 5) > 0) digits = DIGITS[32 + (n & 31)] + digits;
    gaps += digits;
  }
  if (gaps.length * 6 <= total) return gaps;
  const bits = new Uint8Array(Math.ceil(total / 6));
  for (const id of ids) bits[Math.floor(id / 6)] |= 1 << id % 6;
  const map = `~${Array.from(bits, (b) => DIGITS[b]).join('')}`;
  return map.length < gaps.length ? map : gaps;
}

export function decodePostings(encoded: string): number[] {
  const ids: number[] = [];
  if (encoded.startsWith('~')) {
    for (let i = 1; i < encoded.length; i++) {
      const bits = DIGIT.get(encoded[i])!;
      for (let b = 0; b < 6; b++) if (bits & (1 << b)) ids.push((i - 1) * 6 + b);
    }
    return ids;
  }
  let n = 0;
  for (const c of encoded) {
    const d = DIGIT.get(c)!;
    n = n * 32 + (d & 31);
    if (d < 32) {
      ids.push(ids.length === 0 ? n : ids[ids.length - 1] + n + 1);
      n = 0;
    }
  }
  return ids;
}

/** Sorted terms, each as the length it shares with the previous one (a capital: A = 1 … Z = 26) and the rest. */
export function encodeTerms(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      while (shared < 26 && shared < previous.length && shared < term.length - 1 && previous[shared] === term[shared]) shared++;
      previous = term;
      return (shared ? String.fromCharCode(64 + shared) : '') + term.slice(shared);
    })
    .join(' ');
}

export function decodeTerms(encoded: string): string[] {
  let previous = '';
  if (!encoded) return [];
  return encoded.split(' ').map((entry) => {
    const code = entry.charCodeAt(0);
    previous = code >= 65 && code <= 90 ? previous.slice(0, code - 64) + entry.slice(1) : entry;
    return previous;
  });
}

function addPosting(map: Map<string, number[]>, term: string, id: number): void {
  const list = map.get(term);
  if (!list) map.set(term, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** Word boundaries around [start, end) of `text`. */
function snap(text: string, start: number, end: number): [number, number] {
  let a = Math.max(0, start);
  let b = Math.min(text.length, end);
  while (a > 0 && !/\s/.test(text[a - 1])) a--;
  while (b < text.length && !/\s/.test(text[b])) b++;
  return [a, b];
}

/**
 * What is kept of a section's content: all of it when short; else its opening, then passages around the words
 * whose search would show this section as a text match (not words of its headings, which show their own match),
 * most likely first: words in few sections (a word in more than `SHOWN_HITS` sections mostly finds others first),
 * words rather than numbers, while `length` allows.
 */
export function keptText(content: string, skip: ReadonlySet<string>, frequency: ReadonlyMap<string, number>, length = TEXT_LENGTH): string {
  if (content.length <= length) return content;
  const spans: Array<[number, number]> = [snap(content, 0, LEAD_LENGTH)];
  const cost = () => spans.reduce((sum, [a, b]) => sum + b - a + FRAGMENT_SEPARATOR.length, 0);
  const first = new Map<string, { start: number; end: number; value: number }>();
  for (const m of content.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = termOf(m[0]);
    if (!term || skip.has(term) || first.has(term)) continue;
    const value = Math.min(1, SHOWN_HITS / frequency.get(term)!) * (/\p{L}/u.test(term) && term.length > 2 ? 1 : 0.2);
    first.set(term, { start: m.index!, end: m.index! + m[0].length, value });
  }
  const candidates = [...first].sort(([a, x], [b, y]) => y.value - x.value || frequency.get(a)! - frequency.get(b)! || x.start - y.start).map(([, at]) => at);
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

export function buildCompactIndex(records: readonly SearchRecord[], options: { textLength?: number } = {}): CompactIndex {
  const index: CompactIndex = { v: 2, pages: [], depths: '', headings: [], texts: [], anchors: {}, terms: '', titles: '', heads: '', body: '' };
  const pageIds = new Map<string, number>();
  const titles = new Map<string, number[]>();
  const heads = new Map<string, number[]>();
  const body = new Map<string, number[]>();
  // In how many sections each word is: what decides which passages of a section are kept.
  const frequency = new Map<string, number>();
  for (const record of records) for (const term of new Set(tokenize(record.content ?? ''))) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  // Sections are numbered page by page, so a page's sections are consecutive.
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const path = new URL(record.url_without_anchor).pathname;
    const list = byPage.get(path);
    if (list) list.push(record);
    else byPage.set(path, [record]);
  }
  let id = 0;
  for (const [path, pageRecords] of byPage) {
    const page = index.pages.length;
    const { lvl0, lvl1 } = pageRecords[0].hierarchy;
    const title = lvl1 ?? '';
    index.pages.push(lvl0 && lvl0 !== title ? [path, title, pageRecords.length, lvl0] : [path, title, pageRecords.length]);
    pageIds.set(path, page);
    for (const term of tokenize(title)) addPosting(titles, term, page);
    for (const record of pageRecords) {
      const { hierarchy } = record;
      const headings = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter((h): h is string => !!h);
      const heading = headings[headings.length - 1] ?? '';
      const content = record.content ?? '';
      const text = keptText(content, new Set(tokenize([title, ...headings].join(' '))), frequency, options.textLength);
      index.depths += String(Math.min(headings.length, 9));
      index.headings.push(heading);
      index.texts.push(text);
      if ((record.anchor ?? '') !== slugOf(heading)) index.anchors[id] = record.anchor ?? '';
      for (const term of tokenize(heading)) addPosting(heads, term, id);
      const kept = new Set(tokenize(text));
      for (const term of tokenize(content)) if (!kept.has(term)) addPosting(body, term, id);
      id++;
    }
  }
  const terms = [...new Set([...titles.keys(), ...heads.keys(), ...body.keys()])].sort();
  const column = (map: Map<string, number[]>, total: number) => terms.map((term) => (map.has(term) ? encodePostings(map.get(term)!, total) : '')).join(' ');
  index.terms = encodeTerms(terms);
  index.titles = column(titles, index.pages.length);
  index.heads = column(heads, id);
  index.body = column(body, id);
  return index;
}
