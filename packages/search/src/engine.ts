/**
 * Searching the local index, in the browser (and in tests). Answers in the shape of Algolia's responses for
 * DocSearch records, so the DocSearch modal and the /search page render local and hosted results alike.
 * Ranking: sections matching every word first; page-title and heading matches above body matches; the last word
 * matches as a prefix; words of 5 or more letters tolerate one typo (two from 8 letters).
 */
import { decodePostings, pathOf, type CompactIndex } from './compact.js';
import { highlight, normalizeWord, tokenize, withinDistance } from './text.js';

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

interface Decoded {
  heads: Map<string, number[]>;
  body: Map<string, number[]>;
  terms: string[];
  sectionsOfPage: Map<number, number[]>;
}

const decodedCache = new WeakMap<CompactIndex, Decoded>();

function decode(index: CompactIndex): Decoded {
  let decoded = decodedCache.get(index);
  if (decoded) return decoded;
  const undelta = (record: Record<string, string>) => new Map(Object.entries(record).map(([term, encoded]) => [term, decodePostings(encoded)]));
  const heads = undelta(index.heads);
  const body = undelta(index.body);
  decoded = { heads, body, terms: [...new Set([...heads.keys(), ...body.keys()])].sort(), sectionsOfPage: new Map() };
  decodedCache.set(index, decoded);
  return decoded;
}

/** Index terms a query word stands for, each with how well it matches. */
function expand(word: string, isLast: boolean, decoded: Decoded): Map<string, number> {
  const out = new Map<string, number>();
  if (decoded.heads.has(word) || decoded.body.has(word)) out.set(word, 1);
  if (isLast) {
    // Prefix matching on the word being typed.
    let lo = 0;
    let hi = decoded.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (decoded.terms[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < decoded.terms.length && decoded.terms[i].startsWith(word) && out.size < 40; i++) if (!out.has(decoded.terms[i])) out.set(decoded.terms[i], 0.8);
  }
  if (word.length >= 5 && out.size === 0) {
    const max = word.length >= 8 ? 2 : 1;
    for (const term of decoded.terms) if (!out.has(term) && term[0] === word[0] && withinDistance(word, term, max)) out.set(term, 0.6);
  }
  return out;
}

export function searchIndex(index: CompactIndex, query: string, options: { page?: number; hitsPerPage?: number } = {}): SearchResponse {
  const hitsPerPage = options.hitsPerPage ?? 20;
  const page = options.page ?? 0;
  const words = tokenize(query);
  const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query };
  if (words.length === 0) return empty;
  const decoded = decode(index);
  const endsWithSpace = /\s$/.test(query);
  // Per query word: the terms it stands for, the sections whose headings hold one, the pages whose text does.
  const perWord = words.map((word, i) => {
    const terms = expand(word, i === words.length - 1 && !endsWithSpace, decoded);
    const heads = new Map<number, number>();
    const pages = new Map<number, number>();
    for (const [term, quality] of terms) {
      for (const id of decoded.heads.get(term) ?? []) heads.set(id, Math.max(heads.get(id) ?? 0, quality));
      for (const id of decoded.body.get(term) ?? []) pages.set(id, Math.max(pages.get(id) ?? 0, quality));
    }
    return { terms, heads, pages };
  });
  const allTerms = new Set(perWord.flatMap((w) => [...w.terms.keys()]));
  const candidates = new Set<number>();
  for (const w of perWord) for (const id of w.heads.keys()) candidates.add(id);
  const bodyPages = new Set(perWord.flatMap((w) => [...w.pages.keys()]));
  for (const p of bodyPages) candidates.add(bestSection(index, decoded, p, allTerms));
  const scored: Array<{ id: number; score: number; matched: number }> = [];
  for (const id of candidates) {
    const pageId = index.sections[id][0];
    let score = 0;
    let matched = 0;
    for (const w of perWord) {
      const head = w.heads.get(id);
      const body = w.pages.get(pageId);
      if (head !== undefined) score += 10 * head;
      else if (body !== undefined) score += body;
      else continue;
      matched++;
    }
    scored.push({ id, score, matched });
  }
  // Every word required when possible; otherwise the sections matching most words.
  const most = Math.max(0, ...scored.map((s) => s.matched));
  const ranked = scored.filter((s) => s.matched === most && most > 0).sort((a, b) => b.score - a.score || a.id - b.id);
  const nbHits = ranked.length;
  return {
    hits: ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((s) => toHit(index, s.id, allTerms)),
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    query,
  };
}

/** The section of a page that best shows a text match: most query terms in its headings or snippet, else the first. */
function bestSection(index: CompactIndex, decoded: Decoded, pageId: number, terms: Set<string>): number {
  let sections = decoded.sectionsOfPage.get(pageId);
  if (!sections) {
    sections = index.sections.flatMap((s, id) => (s[0] === pageId ? [id] : []));
    decoded.sectionsOfPage.set(pageId, sections);
  }
  let best = sections[0];
  let bestCount = 0;
  for (const id of sections) {
    const [, , heading, , snippet] = index.sections[id];
    const count = tokenize(`${heading} ${snippet}`).filter((t) => terms.has(t)).length;
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

function field(text: string | null, terms: Set<string>): Field {
  if (!text) return { value: '', matchLevel: 'none', matchedWords: [] };
  const matchedWords: string[] = [];
  const { value, matched } = highlight(text, (w) => {
    const hit = terms.has(w) || [...terms].some((t) => w.startsWith(t) || t.startsWith(w));
    if (hit) matchedWords.push(w);
    return hit;
  });
  return { value, matchLevel: matched ? 'full' : 'none', matchedWords };
}

function toHit(index: CompactIndex, id: number, terms: Set<string>): SearchHit {
  const [pageId, anchor, , , snippet] = index.sections[id];
  const headings = pathOf(index.sections, id);
  const [path, title, area] = index.pages[pageId];
  const levels = [area, title, ...headings];
  const hierarchy = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`lvl${i}`, levels[i] ?? null])) as SearchHit['hierarchy'];
  const highlighted: Record<string, Field> = {};
  for (const [key, value] of Object.entries(hierarchy)) if (value) highlighted[key] = field(value, terms);
  const headingMatched = Object.entries(highlighted).some(([key, f]) => key !== 'lvl0' && f.matchLevel !== 'none');
  const content = field(snippet, terms);
  const level = (headings.length + 1) as 1 | 2 | 3 | 4 | 5 | 6;
  return {
    objectID: `${path}#${anchor}`,
    url: anchor ? `${path}#${anchor}` : path,
    anchor: anchor || null,
    // A match in the text shows the text; a match in a heading shows the heading.
    type: headingMatched || !snippet ? (`lvl${Math.min(level, 6)}` as SearchHit['type']) : 'content',
    hierarchy,
    content: snippet || null,
    _highlightResult: { hierarchy: highlighted, content },
    _snippetResult: snippet ? { hierarchy: highlighted, content } : { hierarchy: highlighted },
  };
}

export { normalizeWord };
