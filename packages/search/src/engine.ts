/**
 * Searching the sharded local index (format.ts), in the browser and in tests: reads only the files a query's
 * words need (through a loader the caller gives, which caches nothing itself), then ranks. Answers in the shape of Algolia's responses for
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
import { decodePostings, decodeTerms } from './encoding.js';
import {
  CLASS,
  CLASS_CHARS,
  dictionaryFiles,
  LAYOUT_FILE,
  MANIFEST_FILE,
  pageFile,
  parentsOf,
  shardFile,
  shardOf,
  UNION_PREFIX_LENGTHS,
  unionKey,
  WEIGHTS,
  textsFile,
  type DictionaryPart,
  type KeyShard,
  type Layout,
  type Manifest,
  type PageFile,
  type TextsFile,
} from './format.js';
import { FRAGMENT_SEPARATOR, slugOf } from './kept-text.js';
import { highlight, normalizeWord, typoDistance } from './text.js';
import { ENGLISH_RULES, wordRules, type WordRules } from './word-rules.js';

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

/** Weight of a prefix match against an exact one. */
const PREFIX = 0.8;

/** Reads one file of the index folder (`manifest.json`, `s3.json`, `p/12.json`…) as parsed JSON. */
export type LoadIndexFile = (path: string) => Promise<unknown>;

export interface SearchOptions {
  page?: number;
  hitsPerPage?: number;
  /**
   * Only sections of pages of this docs version, and of pages of no version (standalone pages), as the hosted
   * index's contextual search filters on `docusaurus_tag`.
   */
  version?: string;
  /**
   * Answer only from files already read or being read: a query that needs another rejects with `NotCached`
   * (so that a client can wait before reading for a query the reader may be still typing).
   */
  cachedOnly?: boolean;
  /**
   * The full text of a section (by page path and anchor, '' for a page's intro), when known: a text match beyond
   * what the index keeps of the section is then shown in context. The browser reads it from the page's data.
   */
  textOf?: (path: string, anchor: string) => string | undefined;
}

export interface LocalIndex {
  /** Reads the manifest (what opening search does, so that the first query waits for less). */
  warm(): Promise<void>;
  /**
   * Ranks the sections for a query and reads the pages of the hits shown. A hit's snippet comes from the section's
   * kept text, or from its full text when that is known (`readTexts`, or `options.textOf`) and the kept text does
   * not show the match.
   */
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Reads the full section texts of pages the hits of earlier searches named (by path), for their snippets. */
  readTexts(paths: Iterable<string>): Promise<void>;
}

/** A search with `cachedOnly` needed a file not read yet. */
export class NotCached extends Error {
  override name = 'NotCached';
  constructor(readonly path: string) {
    super(`${path} is not read yet`);
  }
}

/** A key's match list: per class, its sections. */
type MatchList = Array<[klass: number, ids: number[]]>;

interface Expansion {
  quality: number;
  typos: number;
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
  /** The index's word rules. */
  rules: WordRules;
  words: string[];
  /** The last word, when it is matched as a prefix. */
  prefix: string | null;
  /** Every index term some query word stands for (the last word's completions are matched by `prefix`). */
  terms: Set<string>;
  /** The terms of each query word. */
  wordTerms: Array<Set<string>>;
}

interface Sections {
  depths: string;
  /** Per page, the character of its version (see `Layout.versions`). */
  versions?: Layout['versions'];
  pageOf: Int32Array;
  /** The first section of each page. */
  firstOf: number[];
}

interface Opened {
  manifest: Manifest;
  /** The first key of each shard (`Manifest.shards` decoded). */
  bounds: string[];
}

/**
 * The files of the index behind a loader. Files are read once (a failed read is tried again by the next search)
 * and decoded once; the object holds them for its lifetime. `cachedOnly`: reject with `NotCached` instead of
 * starting a read (see `SearchOptions.cachedOnly`).
 */
class IndexFiles {
  private readonly files = new Map<string, Promise<unknown>>();
  private opened: Promise<Opened> | undefined;
  private readonly shards = new Map<number, Map<string, string>>();
  private readonly lists = new Map<string, MatchList>();
  private readonly dictionaries = new Map<string, string[]>();
  private sections: Promise<Sections> | undefined;
  // Pages read for hits, by path; the full texts of the pages `readTexts` read.
  private readonly pageIds = new Map<string, number>();
  private readonly fullTexts = new Map<string, PageFile & { full: string[] }>();

  constructor(private readonly load: LoadIndexFile) {}

  private read<T>(path: string, cachedOnly = false): Promise<T> {
    let file = this.files.get(path);
    if (!file && cachedOnly) return Promise.reject(new NotCached(path));
    if (!file) {
      file = this.load(path).catch((e: unknown) => {
        this.files.delete(path);
        throw e;
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  /** Whether the manifest is read or being read. */
  isOpen(): boolean {
    return this.opened !== undefined;
  }

  manifest(): Promise<Opened> {
    return (this.opened ??= this.read<Manifest>(MANIFEST_FILE).then((m) => ({ manifest: m, bounds: decodeTerms(m.shards) }))).catch((e: unknown) => {
      this.opened = undefined;
      throw e;
    });
  }

  /** The keys of a shard and their encoded match lists. */
  async shard(n: number, cachedOnly = false): Promise<Map<string, string>> {
    let keys = this.shards.get(n);
    if (!keys) {
      const data = await this.read<KeyShard>(shardFile(n), cachedOnly);
      keys = this.shards.get(n) ?? new Map(decodeTerms(data.keys).map((key, i) => [key, data.lists[i]]));
      this.shards.set(n, keys);
    }
    return keys;
  }

  /** The match list of a key of the shard `keys`. */
  listOf(key: string, keys: Map<string, string>): MatchList | undefined {
    let list = this.lists.get(key);
    if (!list) {
      const encoded = keys.get(key);
      if (encoded === undefined) return undefined;
      list = encoded
        .split('!')
        .slice(1)
        .map((part) => [CLASS_CHARS.indexOf(part[0]), decodePostings(part.slice(1))]);
      this.lists.set(key, list);
    }
    return list;
  }

  /** The terms of a dictionary file. */
  async dictionary(path: string, cachedOnly = false): Promise<string[]> {
    let terms = this.dictionaries.get(path);
    if (!terms) {
      terms = decodeTerms((await this.read<DictionaryPart>(path, cachedOnly)).terms);
      this.dictionaries.set(path, terms);
    }
    return terms;
  }

  async readPage(page: number, cachedOnly = false): Promise<PageFile> {
    const meta = await this.read<PageFile>(pageFile(page), cachedOnly);
    this.pageIds.set(meta.path, page);
    return meta;
  }

  async readTexts(paths: Iterable<string>): Promise<void> {
    await Promise.all(
      [...paths].map(async (path) => {
        const page = this.pageIds.get(path);
        if (page === undefined || this.fullTexts.has(path)) return;
        const [meta, { texts }] = await Promise.all([this.readPage(page), this.read<TextsFile>(textsFile(page))]);
        this.fullTexts.set(path, { ...meta, full: texts });
      }),
    );
  }

  /** The full text of a section of a page `readTexts` read. */
  ownTextOf(path: string, anchor: string): string | undefined {
    const page = this.fullTexts.get(path);
    if (!page) return undefined;
    const section = page.headings.findIndex((heading, i) => (page.anchors?.[i] ?? slugOf(heading)) === anchor);
    return section === -1 ? undefined : page.full[section];
  }

  layout(cachedOnly = false): Promise<Sections> {
    return (this.sections ??= this.read<Layout>(LAYOUT_FILE, cachedOnly).then(sectionsOf)).catch((e: unknown) => {
      this.sections = undefined;
      throw e;
    });
  }
}

function sectionsOf({ depths, versions }: Layout): Sections {
  const pageOf = new Int32Array(depths.length);
  const firstOf: number[] = [];
  for (let id = 0; id < depths.length; id++) {
    if (depths.charCodeAt(id) === 48) firstOf.push(id);
    pageOf[id] = firstOf.length - 1;
  }
  return { depths, versions, pageOf, firstOf };
}

/** The index behind a loader (see `IndexFiles`). */
export function openIndex(load: LoadIndexFile): LocalIndex {
  const files = new IndexFiles(load);
  return {
    warm: () => files.manifest().then(() => undefined),
    search: (query, options) => search(files, query, options),
    readTexts: (paths) => files.readTexts(paths),
  };
}

/**
 * How the index is searched for a query word: by its own key, or (the last word, unless the query ends with a
 * space) as a prefix, by the keys of the words it begins or, for a prefix of `UNION_PREFIX_LENGTHS`, by its union key.
 */
type Lookup = 'word' | 'prefix' | 'union';

function lookupsOf(words: readonly string[], prefix: string | null): Lookup[] {
  return words.map((word, i) => {
    if (i !== words.length - 1 || prefix === null) return 'word';
    return UNION_PREFIX_LENGTHS.includes(word.length) ? 'union' : 'prefix';
  });
}

/** The shards from `word`'s to that of the last word it begins. */
function shardsBegunBy(bounds: readonly string[], word: string): number[] {
  const out: number[] = [];
  for (let n = shardOf(bounds, word); n <= shardOf(bounds, `${word}\uffff`); n++) out.push(n);
  return out;
}

/** The shards a query's words need: their own keys', and their union keys' or completions' for a prefix. */
function neededShards(bounds: readonly string[], words: readonly string[], lookups: readonly Lookup[]): Set<number> {
  const needed = new Set<number>();
  words.forEach((word, i) => {
    needed.add(shardOf(bounds, word));
    if (lookups[i] === 'union') needed.add(shardOf(bounds, unionKey(word)));
    else if (lookups[i] === 'prefix') for (const n of shardsBegunBy(bounds, word)) needed.add(n);
  });
  return needed;
}

/**
 * The terms a query word stands for: itself, the words it begins (`prefix`) or its union key (`union`), and the
 * words of the dictionary (`terms`, the files its length needs) within its typos.
 */
async function expandWord(
  files: IndexFiles,
  bounds: readonly string[],
  word: string,
  lookup: Lookup,
  terms: readonly string[][],
  maxTypos: number,
  only: boolean,
): Promise<Map<string, Expansion>> {
  const out = new Map<string, Expansion>();
  const keys = await files.shard(shardOf(bounds, word), only);
  if (keys.has(word)) out.set(word, { quality: 1, typos: 0 });
  if (lookup === 'union') {
    if ((await files.shard(shardOf(bounds, unionKey(word)), only)).has(unionKey(word))) out.set(unionKey(word), { quality: PREFIX, typos: 0 });
  } else if (lookup === 'prefix') {
    for (const n of shardsBegunBy(bounds, word)) {
      for (const key of (await files.shard(n, only)).keys())
        if (key !== word && key.startsWith(word) && !key.endsWith('*')) out.set(key, { quality: PREFIX, typos: 0 });
    }
  }
  for (const part of terms) {
    for (const term of part) {
      if (out.has(term) || term === word || (lookup !== 'word' && term.startsWith(word))) continue;
      const typos = typoDistance(word, term, maxTypos);
      if (typos <= maxTypos) out.set(term, { quality: 1, typos });
    }
  }
  return out;
}

/**
 * The best match of a query word in each section, from the match lists of the terms it stands for. A term of a
 * page's title or path puts a little weight on each of the page's other sections.
 */
async function matchWord(
  files: IndexFiles,
  bounds: readonly string[],
  expansion: Map<string, Expansion>,
  sections: Sections,
  only: boolean,
): Promise<Map<number, Match>> {
  const { depths, pageOf, firstOf } = sections;
  const matches = new Map<number, Match>();
  for (const [key, { quality, typos }] of expansion) {
    for (const [klass, ids] of files.listOf(key, await files.shard(shardOf(bounds, key), only)) ?? []) {
      const score = WEIGHTS[klass] * quality;
      const pageWide = klass === CLASS.title || klass === CLASS.slug || klass === CLASS.folder;
      const other = { score: WEIGHTS[CLASS.otherTitle] * quality, typos };
      for (const id of ids) {
        const match = { score, typos };
        if (better(matches.get(id), match)) matches.set(id, match);
        if (!pageWide) continue;
        const end = pageOf[id] + 1 < firstOf.length ? firstOf[pageOf[id] + 1] : depths.length;
        for (let section = id + 1; section < end; section++) if (better(matches.get(section), other)) matches.set(section, other);
      }
    }
  }
  return matches;
}

interface Scored {
  id: number;
  matched: number;
  typos: number;
  score: number;
}

/** Whether a section is in the version a search asks for: a page of another version is left out before ranking. */
function versionFilter({ versions, pageOf }: Sections, version: string | undefined): (id: number) => boolean {
  if (version === undefined || !versions) return () => true;
  const versionChar = String.fromCharCode(48 + versions.names.indexOf(version));
  return (id) => {
    const own = versions.ofPage[pageOf[id]];
    return own === '-' || own === versionChar;
  };
}

/** The sections matched, ranked (see the criteria at the top of this file). */
function rank(perWord: ReadonlyArray<Map<number, Match>>, { depths, pageOf }: Sections, inVersion: (id: number) => boolean): Scored[] {
  const scored = new Map<number, Scored>();
  for (const matches of perWord) {
    for (const [id, match] of matches) {
      if (!inVersion(id)) continue;
      const s = scored.get(id) ?? { id, matched: 0, typos: 0, score: 0 };
      s.matched++;
      s.typos += match.typos;
      s.score += match.score;
      scored.set(id, s);
    }
  }
  // Every word required when possible; otherwise the sections matching most words.
  let most = 0;
  for (const s of scored.values()) if (s.matched > most) most = s.matched;
  const depth = (id: number) => depths.charCodeAt(id) - 48;
  const ranked = [...scored.values()]
    .filter((s) => s.matched === most)
    .sort((a, b) => a.typos - b.typos || b.score - a.score || depth(a.id) - depth(b.id) || a.id - b.id);
  // Past its first few sections, a page waits for the other pages' sections with as few typos.
  const seen = new Map<number, number>();
  const held = new Set<number>();
  for (const s of ranked) {
    const count = (seen.get(pageOf[s.id]) ?? 0) + 1;
    seen.set(pageOf[s.id], count);
    if (count > PER_PAGE) held.add(s.id);
  }
  return ranked.sort(
    (a, b) => a.typos - b.typos || Number(held.has(a.id)) - Number(held.has(b.id)) || b.score - a.score || depth(a.id) - depth(b.id) || a.id - b.id,
  );
}

async function search(files: IndexFiles, query: string, options: SearchOptions = {}): Promise<SearchResponse> {
  const hitsPerPage = options.hitsPerPage ?? 20;
  const page = options.page ?? 0;
  const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query };
  if (!/[\p{L}\p{N}]/u.test(query)) return empty;
  const only = options.cachedOnly ?? false;
  if (only && !files.isOpen()) throw new NotCached(MANIFEST_FILE);
  const { manifest: m, bounds } = await files.manifest();
  // The query's words are read by the rules the index was built with.
  const rules = wordRules(m.lang);
  const words = tokenizeWith(rules, query);
  if (words.length === 0) return empty;
  const prefix = /\s$/.test(query) ? null : words[words.length - 1];
  const lookups = lookupsOf(words, prefix);
  // What each word needs: its own key, its prefix's key or the shards of the words it begins, the dictionary.
  const dictionaryPaths = words.map((word) => dictionaryFiles(m, word, rules.typosAllowed(word)));
  const [, parts] = await Promise.all([
    files.layout(only),
    Promise.all(dictionaryPaths.map((paths) => Promise.all(paths.map((path) => files.dictionary(path, only))))),
    ...[...neededShards(bounds, words, lookups)].map((n) => files.shard(n, only)),
  ]);
  const expansions = await Promise.all(words.map((word, i) => expandWord(files, bounds, word, lookups[i], parts[i], rules.typosAllowed(word), only)));
  await Promise.all([...new Set(expansions.flatMap((out) => [...out.keys()].map((key) => shardOf(bounds, key))))].map((n) => files.shard(n, only)));
  const sections = await files.layout(only);
  const perWord = await Promise.all(expansions.map((expansion) => matchWord(files, bounds, expansion, sections, only)));
  const ranked = rank(perWord, sections, versionFilter(sections, options.version));
  const wordTerms = expansions.map((expansion) => new Set([...expansion.keys()].filter((key) => !key.endsWith('*'))));
  const q: Query = { rules, words, prefix, terms: new Set(wordTerms.flatMap((terms) => [...terms])), wordTerms };
  const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const pages = await Promise.all(shown.map((s) => files.readPage(sections.pageOf[s.id], only)));
  const { firstOf, depths } = sections;
  return {
    hits: shown.map((s, n) => {
      const first = firstOf[sections.pageOf[s.id]];
      const end = first + pages[n].headings.length;
      const pageDepths = Array.from({ length: end - first }, (_, j) => depths.charCodeAt(first + j) - 48);
      return toHit(pages[n], pageDepths, s.id - first, q, options.textOf ?? ((path, anchor) => files.ownTextOf(path, anchor)));
    }),
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
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
  const { value, matched } = highlight(text, matcher(q), q.rules);
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
  let first = -1;
  q.rules.forEachWordSpan(text, (start, end) => {
    if (first !== -1) return;
    const word = text.slice(start, end);
    if (q.rules.isIndexed(word) && matches(q.rules.normalize(word))) first = start;
  });
  return first;
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

function toHit(meta: PageFile, depths: readonly number[], section: number, q: Query, textOf: SearchOptions['textOf']): SearchHit {
  const anchor = meta.anchors?.[section] ?? slugOf(meta.headings[section]);
  const { path } = meta;
  // The kept text, or the section's full text when the index did not keep the words that matched.
  let text = meta.texts[section];
  let first = firstMatch(text, q);
  if (first === -1 && textOf) {
    const full = textOf(path, anchor);
    const at = full ? firstMatch(full, q) : -1;
    if (full && at !== -1) {
      text = full;
      first = at;
    }
  }
  const parents = parentsOf(depths);
  const headings: string[] = [];
  for (let j = section; j >= 0; j = parents[j]) if (meta.headings[j]) headings.unshift(meta.headings[j]);
  const { title, area = title } = meta;
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

/** The indexed terms of a text by a language's rules. */
function tokenizeWith(rules: WordRules, text: string): string[] {
  const out: string[] = [];
  rules.forEachWordSpan(text, (start, end) => {
    const term = rules.termOf(text.slice(start, end));
    if (term !== undefined) out.push(term);
  });
  return out;
}

export { normalizeWord, MANIFEST_FILE, ENGLISH_RULES };
