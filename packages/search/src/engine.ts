/**
 * Searching the local index, in the browser (and in tests). Answers in the shape of Algolia's responses for
 * DocSearch records, so the DocSearch modal and the /search page render local and hosted results alike.
 *
 * Ranking, in Algolia's order of criteria:
 * 1. sections matching every query word first (else those matching the most);
 * 2. fewer typos (a word of 5–8 letters may have one, a longer word two; a swap of neighbouring letters is one);
 * 3. at most `PER_PAGE` sections of a page before the other pages' sections (Algolia's distinct, softened:
 *    the rest follow, so a page's sections still group together in the modal);
 * 4. where the words are: the page title on the page's main record and a section's own heading weigh most, then
 *    the opening of a section's text, its other text and the headings above it; the page title on the page's
 *    other sections only breaks ties. Exact words weigh more than prefixes (the last word matches as a prefix);
 * 5. shallower sections, then the order of the site.
 */
import { decodePostings, decodeTerms, FRAGMENT_SEPARATOR, LEAD_WORDS, slugOf, type CompactIndex } from './compact.js';
import { highlight, isIndexed, normalizeWord, tokenize, typoDistance, typosAllowed } from './text.js';

export type { CompactIndex } from './compact.js';

interface Field {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit {
  objectID: string;
  url: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<string, Field>; content?: Field };
  _snippetResult: { hierarchy: Record<string, Field>; content?: Field };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

/** Sections of one page ranked before the sections of other pages. */
export const PER_PAGE = 3;

/** Weights of where a word is found (`lead`: the first word of a section's text, falling to `text` over `LEAD_WORDS`). */
const WEIGHT = { title: 10, heading: 8, slug: 5, folder: 2, lead: 1.5, text: 1, parentHeading: 1, otherTitle: 0.2 };
/** Weight of a prefix match against an exact one. */
const PREFIX = 0.8;

interface Decoded {
  titles: Map<string, number[]>;
  /** Words of page paths → pages and weights: the last segment (the page's slug) weighs more than folders. */
  paths: Map<string, Map<number, number>>;
  heads: Map<string, number[]>;
  /** Sections whose content holds a term (kept text and beyond). */
  body: Map<string, number[]>;
  /** Sections whose first words hold a term → the position of its first use there (0 for the first word). */
  lead: Map<string, Map<number, number>>;
  terms: string[];
  pageOf: number[];
  parents: number[];
  children: number[][];
  /** Section ids of each page; the first is its intro (main record). */
  sectionsOfPage: number[][];
}

const decodedCache = new WeakMap<CompactIndex, Decoded>();

function decode(index: CompactIndex): Decoded {
  let decoded = decodedCache.get(index);
  if (decoded) return decoded;
  const terms = decodeTerms(index.terms);
  const column = (encoded: string) => {
    const map = new Map<string, number[]>();
    encoded.split(' ').forEach((postings, i) => postings && map.set(terms[i], decodePostings(postings)));
    return map;
  };
  const titles = column(index.titles);
  const heads = column(index.heads);
  const body = column(index.body);
  const lead = new Map<string, Map<number, number>>();
  const paths = new Map<string, Map<number, number>>();
  index.pages.forEach(([path], page) => {
    const segments = path.split('/').filter(Boolean);
    segments.forEach((segment, i) => {
      const weight = i === segments.length - 1 ? WEIGHT.slug : WEIGHT.folder;
      for (const term of tokenize(segment)) {
        const pages = paths.get(term) ?? new Map<number, number>();
        pages.set(page, Math.max(pages.get(page) ?? 0, weight));
        paths.set(term, pages);
      }
    });
  });
  const sectionsOfPage: number[][] = [];
  const pageOf: number[] = [];
  const parents: number[] = [];
  const children: number[][] = [];
  index.pages.forEach(([, , count], page) => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const id = pageOf.length;
      const depth = Number(index.depths[id]);
      let parent = -1;
      for (let j = ids.length - 1; depth > 1 && j >= 0; j--) {
        if (Number(index.depths[ids[j]]) === depth - 1) {
          parent = ids[j];
          break;
        }
      }
      ids.push(id);
      pageOf.push(page);
      parents.push(parent);
      children.push([]);
      if (parent >= 0) children[parent].push(id);
    }
    sectionsOfPage.push(ids);
  });
  // A section's kept text holds the postings of its words (the build left them out of the body column).
  index.texts.forEach((text, id) => {
    for (const term of new Set(tokenize(text))) {
      const list = body.get(term);
      if (list) list.push(id);
      else body.set(term, [id]);
    }
    tokenize(text.split(FRAGMENT_SEPARATOR)[0])
      .slice(0, LEAD_WORDS)
      .forEach((term, position) => {
        const positions = lead.get(term);
        if (!positions) lead.set(term, new Map([[id, position]]));
        else if (!positions.has(id)) positions.set(id, position);
      });
  });
  const allTerms = new Set(terms);
  for (const term of body.keys()) allTerms.add(term);
  for (const term of paths.keys()) allTerms.add(term);
  decoded = { titles, paths, heads, body, lead, terms: [...allTerms].sort(), pageOf, parents, children, sectionsOfPage };
  decodedCache.set(index, decoded);
  return decoded;
}

interface Expansion {
  quality: number;
  typos: number;
}

/** Index terms a query word stands for: itself, words it begins (for the last word), words within its typos. */
function expand(word: string, isLast: boolean, decoded: Decoded): Map<string, Expansion> {
  const out = new Map<string, Expansion>();
  const { terms } = decoded;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  if (terms[lo] === word) out.set(word, { quality: 1, typos: 0 });
  if (isLast) for (let i = lo; i < terms.length && terms[i].startsWith(word); i++) if (!out.has(terms[i])) out.set(terms[i], { quality: PREFIX, typos: 0 });
  const max = typosAllowed(word);
  if (max > 0) {
    for (const term of terms) {
      if (out.has(term)) continue;
      const typos = typoDistance(word, term, max);
      if (typos <= max) out.set(term, { quality: 1, typos });
    }
  }
  return out;
}

interface Match {
  score: number;
  typos: number;
}

/** The better of two matches of one word: fewer typos, then more weight. */
function better(a: Match | undefined, b: Match): boolean {
  return !a || b.typos < a.typos || (b.typos === a.typos && b.score > a.score);
}

interface Query {
  words: string[];
  /** The last word, when it is matched as a prefix. */
  prefix: string | null;
  /** Every index term some query word stands for. */
  terms: Set<string>;
  /** The terms of each query word. */
  wordTerms: Array<Set<string>>;
}

export interface SearchOptions {
  page?: number;
  hitsPerPage?: number;
  /**
   * The full text of a section (by page path and anchor, '' for a page's intro), when known: a text match beyond
   * what the index keeps of the section is then shown in context. The browser reads it from the page's data.
   */
  textOf?: (path: string, anchor: string) => string | undefined;
}

export function searchIndex(index: CompactIndex, query: string, options: SearchOptions = {}): SearchResponse {
  const hitsPerPage = options.hitsPerPage ?? 20;
  const page = options.page ?? 0;
  const words = tokenize(query);
  const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query };
  if (words.length === 0) return empty;
  const decoded = decode(index);
  const prefix = /\s$/.test(query) ? null : words[words.length - 1];
  const terms = new Set<string>();
  const wordTerms = words.map(() => new Set<string>());
  // Per query word, the best match in each section.
  const perWord = words.map((word, i) => {
    const matches = new Map<number, Match>();
    const offer = (id: number, score: number, typos: number) => {
      const match = { score, typos };
      if (better(matches.get(id), match)) matches.set(id, match);
    };
    for (const [term, { quality, typos }] of expand(word, i === words.length - 1 && prefix !== null, decoded)) {
      terms.add(term);
      wordTerms[i].add(term);
      for (const pageId of decoded.titles.get(term) ?? []) {
        const [main, ...others] = decoded.sectionsOfPage[pageId];
        offer(main, WEIGHT.title * quality, typos);
        for (const id of others) offer(id, WEIGHT.otherTitle * quality, typos);
      }
      for (const [pageId, weight] of decoded.paths.get(term) ?? []) {
        const [main, ...others] = decoded.sectionsOfPage[pageId];
        offer(main, weight * quality, typos);
        for (const id of others) offer(id, WEIGHT.otherTitle * quality, typos);
      }
      for (const id of decoded.heads.get(term) ?? []) {
        offer(id, WEIGHT.heading * quality, typos);
        const below = [...decoded.children[id]];
        for (let child = below.pop(); child !== undefined; child = below.pop()) {
          offer(child, WEIGHT.parentHeading * quality, typos);
          below.push(...decoded.children[child]);
        }
      }
      const lead = decoded.lead.get(term);
      for (const id of decoded.body.get(term) ?? []) {
        // In a section's first words, the earlier the better (as Algolia ranks matches early in an ordered attribute).
        const position = lead?.get(id);
        offer(id, (position === undefined ? WEIGHT.text : WEIGHT.lead - ((WEIGHT.lead - WEIGHT.text) * position) / LEAD_WORDS) * quality, typos);
      }
    }
    return matches;
  });
  const scored = new Map<number, { id: number; matched: number; typos: number; score: number }>();
  for (const matches of perWord) {
    for (const [id, match] of matches) {
      const s = scored.get(id) ?? { id, matched: 0, typos: 0, score: 0 };
      s.matched++;
      s.typos += match.typos;
      s.score += match.score;
      scored.set(id, s);
    }
  }
  // Every word required when possible; otherwise the sections matching most words.
  const most = Math.max(0, ...[...scored.values()].map((s) => s.matched));
  const depth = (id: number) => Number(index.depths[id]);
  const ranked = [...scored.values()]
    .filter((s) => s.matched === most)
    .sort((a, b) => a.typos - b.typos || b.score - a.score || depth(a.id) - depth(b.id) || a.id - b.id);
  // Past its first few sections, a page waits for the other pages' sections with as few typos.
  const seen = new Map<number, number>();
  const held = new Set<number>();
  for (const s of ranked) {
    const pageId = decoded.pageOf[s.id];
    const count = (seen.get(pageId) ?? 0) + 1;
    seen.set(pageId, count);
    if (count > PER_PAGE) held.add(s.id);
  }
  ranked.sort((a, b) => a.typos - b.typos || Number(held.has(a.id)) - Number(held.has(b.id)) || b.score - a.score || depth(a.id) - depth(b.id) || a.id - b.id);
  const nbHits = ranked.length;
  const q: Query = { words, prefix, terms, wordTerms };
  return {
    hits: ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((s) => toHit(index, s.id, q, options.textOf)),
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    query,
  };
}

/** Whether a (normalised) word of a text matches the query: a term some query word stands for, or a word the last one begins. */
function matcher(q: Query): (word: string) => boolean {
  return (w) => q.terms.has(w) || (q.prefix !== null && w.startsWith(q.prefix));
}

function field(text: string | null, q: Query): Field {
  if (!text) return { value: '', matchLevel: 'none', matchedWords: [] };
  const { value, matched } = highlight(text, matcher(q));
  const last = q.words.length - 1;
  const found = q.words.filter((_, i) => [...matched].some((w) => q.wordTerms[i].has(w) || (i === last && q.prefix !== null && w.startsWith(q.prefix))));
  const matchLevel = found.length === 0 ? 'none' : found.length === q.words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** Words before the first match that a snippet starting near it keeps. */
const SNIPPET_WORDS_BEFORE = 4;
/** Characters into a text past which its snippet starts near the first match instead. */
const SNIPPET_START = 60;
/** Characters of a snippet cut from a section's full text. */
const SNIPPET_LENGTH = 160;

/** Where the first word of `text` that matches the query starts (-1 for none). */
function firstMatch(text: string, q: Query): number {
  const matches = matcher(q);
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) if (isIndexed(m[0]) && matches(normalizeWord(m[0]))) return m.index!;
  return -1;
}

/**
 * The snippet of a text: from a few words before its first match when that is far in (so that a one-line result
 * shows it), at most `SNIPPET_LENGTH` characters when cut from a full text.
 */
function snippet(text: string, q: Query, first = firstMatch(text, q)): Field {
  let start = 0;
  if (first > SNIPPET_START) {
    const before = [...text.slice(0, first).matchAll(/\S+/g)];
    start = before.length >= SNIPPET_WORDS_BEFORE ? before[before.length - SNIPPET_WORDS_BEFORE].index! : 0;
    // Not from an earlier passage: from the start of the passage that holds the match, when that is nearer.
    const passage = text.lastIndexOf(FRAGMENT_SEPARATOR, first);
    if (passage >= 0 && passage + FRAGMENT_SEPARATOR.length > start) start = passage + FRAGMENT_SEPARATOR.length;
  }
  let end = text.length;
  if (end - start > SNIPPET_LENGTH) {
    const cut = text.lastIndexOf(' ', start + SNIPPET_LENGTH);
    end = cut > Math.max(start, first) ? cut : start + SNIPPET_LENGTH;
  }
  return field(`${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length && !text.slice(start, end).endsWith('…') ? '…' : ''}`, q);
}

function toHit(index: CompactIndex, id: number, q: Query, textOf: SearchOptions['textOf']): SearchHit {
  const decoded = decode(index);
  const anchor = index.anchors[id] ?? slugOf(index.headings[id]);
  const path = index.pages[decoded.pageOf[id]][0];
  // The kept text, or the section's full text when the index did not keep the words that matched.
  let text = index.texts[id];
  let first = firstMatch(text, q);
  if (first === -1 && textOf) {
    const full = textOf(path, anchor);
    const at = full ? firstMatch(full, q) : -1;
    if (full && at !== -1) {
      text = full;
      first = at;
    }
  }
  const headings: string[] = [];
  for (let j = id; j >= 0; j = decoded.parents[j]) if (index.headings[j]) headings.unshift(index.headings[j]);
  const [, title, , area = title] = index.pages[decoded.pageOf[id]];
  const levels = [area, title, ...headings];
  const hierarchy = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`lvl${i}`, levels[i] ?? null])) as SearchHit['hierarchy'];
  const highlighted: Record<string, Field> = {};
  for (const [key, value] of Object.entries(hierarchy)) if (value) highlighted[key] = field(value, q);
  // A match in the section's own heading (the page title for a page's intro) shows the heading; else the text.
  const level = Math.min(headings.length + 1, 6) as 1 | 2 | 3 | 4 | 5 | 6;
  const own = highlighted[`lvl${level}`];
  const type: SearchHit['type'] = (own && own.matchLevel !== 'none') || !text ? `lvl${level}` : 'content';
  const content = text ? field(text, q) : undefined;
  return {
    objectID: `${path}#${anchor}`,
    url: anchor ? `${path}#${anchor}` : path,
    anchor: anchor || null,
    type,
    hierarchy,
    content: text || null,
    _highlightResult: content ? { hierarchy: highlighted, content } : { hierarchy: highlighted },
    _snippetResult: text ? { hierarchy: highlighted, content: snippet(text, q, first) } : { hierarchy: highlighted },
  };
}

export { normalizeWord };
