/**
 * The sharded local index: from a site's records to the files under `_search/` (see format.ts), in two passes.
 * Pages are added as they are rendered, in any order: the first pass numbers their words and counts in how many
 * sections each occurs, and the page's records go to a spool (a file, in a build). The second pass reads the pages
 * back in page order and yields the files one at a time, so that neither the records' text nor the finished files
 * are held for the whole site: only the vocabulary and each term's list of sections, which is the index itself.
 */
import { encodePostings, encodeTerms } from './encoding.js';
import {
  CLASS,
  CLASS_CHARS,
  DICTIONARY_MIN_LENGTH,
  dictionaryFile,
  familyLetter,
  LAYOUT_FILE,
  parentsOf,
  LEAD_WORDS,
  MANIFEST_FILE,
  pageFile,
  shardFile,
  textsFile,
  UNION_PREFIX_LENGTHS,
  unionKey,
  type DictionaryPart,
  type Family,
  type KeyShard,
  type Layout,
  type Manifest,
  type PageFile,
  type TextsFile,
} from './format.js';
import { FRAGMENT_SEPARATOR, keptText, slugOf, TEXT_LENGTH } from './kept-text.js';
import type { SearchRecord } from './records.js';
import { ENGLISH_RULES, wordRules, type WordRules } from './word-rules.js';

const LETTER = /\p{L}/u;

export interface IndexOptions {
  /** Characters of each section's text kept for result lines (`TEXT_LENGTH`). */
  textLength?: number;
  /** Characters a key shard holds before the next key starts another (a key's list is never split). */
  shardSize?: number;
  /** Terms of one length a dictionary file holds before that length is split by letters. */
  dictionaryPartSize?: number;
  /** The language of the records: its word rules (word-rules.ts) read them; default English. */
  locale?: string;
}

export interface IndexFile {
  /** Relative to the index folder, such as `s12.json` or `p/40.json`. */
  path: string;
  data: string;
}

/** Characters of a key shard: about 4 KB gzip, so a word's shard brings few other words' lists along. */
export const SHARD_SIZE = 12_000;
/** Terms of one length before its dictionary file is split: about 10 KB gzip. */
export const DICTIONARY_PART_SIZE = 3_000;

const headingsOf = (record: SearchRecord) =>
  [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter((h): h is string => !!h);

/** A growable list of small integers, off the garbage collector's heap. */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** Encodes a match list: for each class present, the class letter and its sections' postings. */
function encodeMatches(ids: ArrayLike<number>, classes: ArrayLike<number>, total: number): string {
  const byClass: number[][] = [];
  for (let i = 0; i < ids.length; i++) (byClass[classes[i]] ??= []).push(ids[i]);
  let out = '';
  byClass.forEach((list, c) => {
    if (list) out += `!${CLASS_CHARS[c]}${encodePostings(list, total)}`;
  });
  return out;
}

/**
 * Index terms as numbers: each raw word is normalised once (`termOf`) and each term numbered once. Words of a text
 * are looked up by their characters in an open-addressing table, without making a string of each (the garbage of
 * millions of short strings costs more than the rest of indexing).
 */
class Vocabulary {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Raw words seen, and each one's term number or -1 when it is not indexed; `slots` holds word index + 1. */
  private readonly words: string[] = [];
  private readonly wordTerms: number[] = [];
  private slots = new Int32Array(1 << 14);

  constructor(private readonly rules: WordRules) {}

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }

  /** The term number of the word `text.slice(start, end)`, or -1. */
  ofSpan(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0) {
        const word = text.slice(start, end);
        const term = this.rules.termOf(word);
        const id = term === undefined ? -1 : this.idOf(term);
        this.words.push(word);
        this.wordTerms.push(id);
        this.slots[slot] = this.words.length;
        if (this.words.length * 2 > this.slots.length) this.grow();
        return id;
      }
      const word = this.words[entry - 1];
      if (word.length === end - start && text.startsWith(word, start)) return this.wordTerms[entry - 1];
    }
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    this.words.forEach((word, index) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
      let slot = hash & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = index + 1;
    });
  }

  tokenize(text: string): number[] {
    const out: number[] = [];
    this.rules.forEachWordSpan(text, (start, end) => {
      const id = this.ofSpan(text, start, end);
      if (id >= 0) out.push(id);
    });
    return out;
  }
}

/** Where the builder keeps each page's records between the two passes. */
export interface RecordSpool {
  /** `json`: the records as JSON (`JSON.stringify(records)`), when the caller has that text already. */
  put(page: number, records: readonly SearchRecord[], json?: string): void;
  /** The records put for `page`, or undefined when none were. */
  get(page: number): readonly SearchRecord[] | undefined;
}

/** A spool in memory: for tests, the dev server and other small sets of records. */
export class MemorySpool implements RecordSpool {
  private readonly pages = new Map<number, readonly SearchRecord[]>();
  put(page: number, records: readonly SearchRecord[]): void {
    this.pages.set(page, records);
  }
  get(page: number): readonly SearchRecord[] | undefined {
    return this.pages.get(page);
  }
}

/** A growable count per term. */
class Counts {
  data = new Int32Array(1 << 12);
  at(i: number): number {
    return i < this.data.length ? this.data[i] : 0;
  }
  set(i: number, value: number): void {
    if (i >= this.data.length) {
      let size = this.data.length;
      while (size <= i) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[i] = value;
  }
}

/** Pass 2's lists: per term, its sections in increasing order with the best class of each. */
class Postings {
  readonly ids: IntList[] = [];
  readonly classes: IntList[] = [];
  /** The section being offered terms (sections are offered in order, so a term's last entry is the only one it can improve). */
  section = 0;

  offer(term: number, klass: number): void {
    let list = this.ids[term];
    if (!list) {
      list = this.ids[term] = new IntList();
      this.classes[term] = new IntList();
    }
    const last = list.length - 1;
    if (last >= 0 && list.data[last] === this.section) {
      if (klass < this.classes[term].data[last]) this.classes[term].data[last] = klass;
    } else {
      list.push(this.section);
      this.classes[term].push(klass);
    }
  }
}

/**
 * Builds the index: `addPage` for every page (numbered 0 to `pages - 1` in the order of the site, added in any
 * order), then `files()`.
 */
export class SearchIndexBuilder {
  /** The language's word rules: the same for the records and, through the manifest, for queries. */
  private readonly rules: WordRules;
  private readonly vocabulary: Vocabulary;
  /** In how many sections each term's word is: what decides which passages of a section are kept. */
  private readonly frequency = new Counts();
  /** The last section that counted each term. */
  private readonly stamp = new Counts();
  private sections = 0;

  constructor(
    readonly pages: number,
    private readonly spool: RecordSpool = new MemorySpool(),
    private readonly options: IndexOptions = {},
  ) {
    this.rules = wordRules(options.locale);
    this.vocabulary = new Vocabulary(this.rules);
  }

  /**
   * A page's records (its sections, intro first, as `recordsOfPage` makes them); `json` is their JSON text when the
   * caller read them as such, which the spool then keeps as it is.
   */
  addPage(page: number, records: readonly SearchRecord[], json?: string): void {
    if (page < 0 || page >= this.pages) throw new RangeError(`page ${page} is outside 0–${this.pages - 1}`);
    this.spool.put(page, records, json);
    for (const record of records) {
      // Stamps count from 1: a fresh count is 0.
      const section = ++this.sections;
      const content = record.content ?? '';
      this.rules.forEachWordSpan(content, (start, end) => {
        const term = this.vocabulary.ofSpan(content, start, end);
        if (term < 0 || this.stamp.at(term) === section) return;
        this.stamp.set(term, section);
        this.frequency.set(term, this.frequency.at(term) + 1);
      });
    }
  }

  /**
   * The index files, one at a time: each page's two files in page order (`onPage` sees each page's records then),
   * then the key shards, the dictionary, the layout and last the manifest. Every page must have been added.
   */
  *files(onPage?: (page: number, records: readonly SearchRecord[]) => void): Generator<IndexFile> {
    const { vocabulary } = this;
    const textLength = this.options.textLength ?? TEXT_LENGTH;
    const total = this.sections;
    // Whether a term is a word rather than a number or a two-letter word, once per term (0 unknown, 1 no, 2 yes).
    const wordLikeTerms = new Counts();
    const wordLike = (term: number) => {
      let known = wordLikeTerms.at(term);
      if (known === 0) wordLikeTerms.set(term, (known = LETTER.test(vocabulary.terms[term]) && vocabulary.terms[term].length > 2 ? 2 : 1));
      return known === 2;
    };
    const frequencyOf = (term: number) => this.frequency.at(term);
    const postings = new Postings();
    const offer = (term: number, klass: number) => postings.offer(term, klass);
    let depths = '';
    const versions = new PageVersions();
    const terms: number[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    for (let page = 0; page < this.pages; page++) {
      const pageRecords = this.spool.get(page);
      if (!pageRecords?.length) throw new Error(`the search index has no records for page ${page}`);
      onPage?.(page, pageRecords);
      const path = new URL(pageRecords[0].url_without_anchor).pathname;
      const { lvl0, lvl1 } = pageRecords[0].hierarchy;
      const title = lvl1 ?? '';
      const pageDepths = pageRecords.map((record) => Math.min(headingsOf(record).length, 9));
      const parents = parentsOf(pageDepths);
      const meta: PageFile = { path, title, headings: [], texts: [] };
      if (lvl0 && lvl0 !== title) meta.area = lvl0;
      // The page title and the words of its path, on the page's main record (the engine gives the page's other
      // sections a little of their weight, `CLASS.otherTitle`: no list needs to name them).
      const pageTerms = new Map<number, number>();
      for (const term of vocabulary.tokenize(title)) pageTerms.set(term, CLASS.title);
      const segments = path.split('/').filter(Boolean);
      segments.forEach((segment, i) => {
        const klass = i === segments.length - 1 ? CLASS.slug : CLASS.folder;
        for (const term of vocabulary.tokenize(segment)) pageTerms.set(term, Math.min(pageTerms.get(term) ?? klass, klass));
      });
      const titleTerms = vocabulary.tokenize(title);
      const headingTerms: number[][] = [];
      pageRecords.forEach((record, s) => {
        const headings = headingsOf(record);
        const heading = headings[headings.length - 1] ?? '';
        const content = record.content ?? '';
        terms.length = starts.length = ends.length = 0;
        this.rules.forEachWordSpan(content, (start, end) => {
          const term = vocabulary.ofSpan(content, start, end);
          if (term < 0) return;
          terms.push(term);
          starts.push(start);
          ends.push(end);
        });
        headingTerms.push(vocabulary.tokenize(heading));
        const skip = new Set(titleTerms);
        for (const h of headings) for (const term of vocabulary.tokenize(h)) skip.add(term);
        const text = keptText(content, { terms, starts, ends }, (term) => skip.has(term), frequencyOf, wordLike, textLength, this.rules.unspaced);
        meta.headings.push(heading);
        meta.texts.push(text);
        if ((record.anchor ?? '') !== slugOf(heading)) (meta.anchors ??= {})[s] = record.anchor ?? '';
        if (s === 0) for (const [term, klass] of pageTerms) offer(term, klass);
        // The section's own heading, and the headings above it.
        for (const term of headingTerms[s]) offer(term, CLASS.heading);
        for (let above = parents[s]; above >= 0; above = parents[above]) for (const term of headingTerms[above]) offer(term, CLASS.text);
        // The first words of the kept text's opening weigh more, the earlier the more.
        vocabulary
          .tokenize(text.split(FRAGMENT_SEPARATOR)[0])
          .slice(0, LEAD_WORDS)
          .forEach((term, position) => offer(term, CLASS.lead + position));
        for (const term of terms) offer(term, CLASS.text);
        postings.section++;
      });
      depths += pageDepths.join('');
      versions.add(pageRecords[0]?.version);
      yield { path: pageFile(page), data: JSON.stringify(meta) };
      yield { path: textsFile(page), data: JSON.stringify({ texts: pageRecords.map((record) => record.content ?? '') } satisfies TextsFile) };
    }
    if (postings.section !== total) throw new Error(`the search index read ${postings.section} sections of ${total}`);
    const { keys: bounds, files: shardFiles } = keyShards(vocabulary.terms, postings, total, this.options.shardSize ?? SHARD_SIZE);
    yield* shardFiles;
    const { dictionary, files: dictionaryFiles } = dictionaryParts(
      vocabulary.terms.filter((_, term) => postings.ids[term]).sort(),
      this.options.dictionaryPartSize ?? DICTIONARY_PART_SIZE,
    );
    yield* dictionaryFiles;
    yield { path: LAYOUT_FILE, data: JSON.stringify({ depths, ...versions.layout() } satisfies Layout) };
    const manifest: Manifest = { v: 3, sections: total, pages: this.pages, shards: encodeTerms(bounds), dictionary };
    // The browser reads queries by the same rules: the manifest names them (nothing for English, the default).
    if (this.rules !== ENGLISH_RULES) manifest.lang = this.rules.lang;
    yield { path: MANIFEST_FILE, data: JSON.stringify(manifest) };
  }
}

/**
 * The index files of a set of records held in memory (in page order, a page's records together, as `recordsOfPage`
 * makes them), manifest last.
 */
export function buildSearchIndex(records: Iterable<SearchRecord>, options: IndexOptions = {}): IndexFile[] {
  const pages: SearchRecord[][] = [];
  const byPath = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const path = new URL(record.url_without_anchor).pathname;
    const list = byPath.get(path);
    if (list) list.push(record);
    else {
      const page = [record];
      byPath.set(path, page);
      pages.push(page);
    }
  }
  const builder = new SearchIndexBuilder(pages.length, new MemorySpool(), options);
  pages.forEach((page, n) => builder.addPage(n, page));
  return [...builder.files()];
}

/** Keys (every term, and the unions of short prefixes) with their match lists, in shards of consecutive keys. */
function keyShards(vocabulary: readonly string[], postings: Postings, total: number, shardSize: number): { keys: string[]; files: IndexFile[] } {
  const { ids, classes } = postings;
  const lists = new Map<string, string>();
  const order = vocabulary.map((_, term) => term).filter((term) => ids[term]);
  order.sort((a, b) => (vocabulary[a] < vocabulary[b] ? -1 : 1));
  const sortedTerms = order.map((term) => vocabulary[term]);
  for (const term of order) lists.set(vocabulary[term], encodeMatches(ids[term].view(), classes[term].view(), total));
  const best = new Uint8Array(total).fill(255);
  for (const length of UNION_PREFIX_LENGTHS) {
    for (let i = 0; i < order.length;) {
      if (sortedTerms[i].length < length) {
        i++;
        continue;
      }
      const prefix = sortedTerms[i].slice(0, length);
      const touched: number[] = [];
      let completions = 0;
      for (; i < order.length && sortedTerms[i].startsWith(prefix); i++) {
        if (sortedTerms[i].length <= length) continue;
        completions++;
        const sections = ids[order[i]].view();
        const kinds = classes[order[i]].view();
        for (let j = 0; j < sections.length; j++) {
          if (best[sections[j]] === 255) touched.push(sections[j]);
          if (kinds[j] < best[sections[j]]) best[sections[j]] = kinds[j];
        }
      }
      if (completions === 0) {
        for (const t of touched) best[t] = 255;
        continue;
      }
      // In section order: a typed array sorts numbers without a comparison function.
      const sections = Int32Array.from(touched).sort();
      const kinds = new Uint8Array(sections.length);
      for (let j = 0; j < sections.length; j++) {
        kinds[j] = best[sections[j]];
        best[sections[j]] = 255;
      }
      lists.set(unionKey(prefix), encodeMatches(sections, kinds, total));
    }
  }

  const keys = [...lists.keys()].sort();
  const bounds: string[] = [];
  const files: IndexFile[] = [];
  for (let i = 0; i < keys.length;) {
    const shard: string[] = [];
    let size = 0;
    while (i < keys.length && (shard.length === 0 || size + lists.get(keys[i])!.length <= shardSize)) {
      size += lists.get(keys[i])!.length + keys[i].length;
      shard.push(keys[i++]);
    }
    const data: KeyShard = { keys: encodeTerms(shard), lists: shard.map((key) => lists.get(key)!) };
    files.push({ path: shardFile(bounds.length), data: JSON.stringify(data) });
    bounds.push(shard[0]);
  }
  return { keys: bounds, files };
}

/** The dictionary, by term length, from the sorted indexed terms. */
function dictionaryParts(sortedTerms: readonly string[], partSize: number): { dictionary: Manifest['dictionary']; files: IndexFile[] } {
  const dictionary: Manifest['dictionary'] = {};
  const files: IndexFile[] = [];
  const byLength = new Map<number, string[]>();
  for (const term of sortedTerms) {
    if (term.length < DICTIONARY_MIN_LENGTH) continue;
    const list = byLength.get(term.length);
    if (list) list.push(term);
    else byLength.set(term.length, [term]);
  }
  for (const [length, list] of [...byLength].sort((a, b) => a[0] - b[0])) {
    if (list.length <= partSize) {
      dictionary[length] = 1;
      files.push({ path: dictionaryFile(length), data: JSON.stringify({ terms: encodeTerms(list) } satisfies DictionaryPart) });
      continue;
    }
    const split = {} as Record<Family, string[]>;
    for (const family of ['f', 'l', 's'] as const) {
      const byLetter = new Map<string, string[]>();
      for (const term of list) {
        const letter = familyLetter(term, family);
        const group = byLetter.get(letter);
        if (group) group.push(term);
        else byLetter.set(letter, [term]);
      }
      // Letters in order, grouped while a group stays within a quarter of a part.
      const starts: string[] = [];
      let group: string[] = [];
      const flush = () => {
        files.push({
          path: dictionaryFile(length, family, starts.length - 1),
          data: JSON.stringify({ terms: encodeTerms(group.sort()) } satisfies DictionaryPart),
        });
        group = [];
      };
      for (const letter of [...byLetter.keys()].sort()) {
        const words = byLetter.get(letter)!;
        if (starts.length === 0 || (group.length > 0 && group.length + words.length > partSize / 4)) {
          if (starts.length > 0) flush();
          starts.push(starts.length === 0 ? '' : letter);
        }
        for (const word of words) group.push(word);
      }
      flush();
      split[family] = starts;
    }
    dictionary[length] = split;
  }
  return { dictionary, files };
}

/** Each page's docs version, one character a page (see `Layout.versions`); nothing when no page has a version. */
class PageVersions {
  private readonly names: string[] = [];
  private ofPage = '';
  add(version: string | undefined): void {
    if (version === undefined) {
      this.ofPage += '-';
      return;
    }
    let index = this.names.indexOf(version);
    if (index === -1) index = this.names.push(version) - 1;
    this.ofPage += String.fromCharCode(48 + index);
  }
  layout(): Pick<Layout, 'versions'> {
    return this.names.length ? { versions: { names: this.names, ofPage: this.ofPage } } : {};
  }
}
