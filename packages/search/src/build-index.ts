/**
 * The sharded local index: from all records of a site to the files under `_search/` (see format.ts). Runs once at
 * the end of a build; its memory grows with the site, what a query reads does not.
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

/** Sections of each page, in order, grouped from records (a page's records are consecutive, its intro first). */
function pagesOf(records: Iterable<SearchRecord>): SearchRecord[][] {
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
  return pages;
}

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

/**
 * Builds the index files from a site's records (in page order, a page's records together, as `recordsOfPage`
 * makes them). Returns the files, the manifest first.
 */
export function buildSearchIndex(records: Iterable<SearchRecord>, options: IndexOptions = {}): IndexFile[] {
  const pages = pagesOf(records);
  const files: IndexFile[] = [];
  const textLength = options.textLength ?? TEXT_LENGTH;
  const rules = wordRules(options.locale);
  const vocabulary = new Vocabulary(rules);
  // Every section's words, once, in flat arrays (section n's are from `wordStart[n]` to `wordStart[n + 1]`).
  const wordTerms = new IntList(1 << 16);
  const wordStarts = new IntList(1 << 16);
  const wordEnds = new IntList(1 << 16);
  const wordStart = new IntList(1 << 10);
  for (const page of pages) {
    for (const record of page) {
      wordStart.push(wordTerms.length);
      const content = record.content ?? '';
      rules.forEachWordSpan(content, (start, end) => {
        const id = vocabulary.ofSpan(content, start, end);
        if (id < 0) return;
        wordTerms.push(id);
        wordStarts.push(start);
        wordEnds.push(end);
      });
    }
  }
  wordStart.push(wordTerms.length);
  const total = wordStart.length - 1;
  // In how many sections each word is: what decides which passages of a section are kept.
  let frequency = new Int32Array(vocabulary.terms.length);
  let stamp = new Int32Array(vocabulary.terms.length).fill(-1);
  const allTerms = wordTerms.view();
  for (let section = 0; section < total; section++) {
    for (let w = wordStart.data[section]; w < wordStart.data[section + 1]; w++) {
      const term = allTerms[w];
      if (stamp[term] !== section) {
        stamp[term] = section;
        frequency[term]++;
      }
    }
  }
  // Whether a term is a word rather than a number or a two-letter word, once per term.
  const wordLikeTerms = Uint8Array.from(vocabulary.terms, (term) => (LETTER.test(term) && term.length > 2 ? 1 : 0));
  const wordLike = (term: number) => wordLikeTerms[term] === 1;

  // Per term, its sections in increasing order with the best class of each. Sections are visited in order, so a
  // term's last entry is the only one a section can still improve.
  const ids: IntList[] = [];
  const classes: IntList[] = [];
  let id = 0;
  const offer = (term: number, klass: number) => {
    let list = ids[term];
    if (!list) {
      list = ids[term] = new IntList();
      classes[term] = new IntList();
    }
    const last = list.length - 1;
    if (last >= 0 && list.data[last] === id) {
      if (klass < classes[term].data[last]) classes[term].data[last] = klass;
    } else {
      list.push(id);
      classes[term].push(klass);
    }
  };
  let depths = '';
  pages.forEach((pageRecords, page) => {
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
      const from = wordStart.data[id];
      const to = wordStart.data[id + 1];
      const words = { terms: allTerms.subarray(from, to), starts: wordStarts.data.subarray(from, to), ends: wordEnds.data.subarray(from, to) };
      headingTerms.push(vocabulary.tokenize(heading));
      const skip = new Set(titleTerms);
      for (const h of headings) for (const term of vocabulary.tokenize(h)) skip.add(term);
      const text = keptText(
        content,
        words,
        (term) => skip.has(term),
        (term) => frequency[term],
        wordLike,
        textLength,
        rules.unspaced,
      );
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
      for (let w = from; w < to; w++) offer(allTerms[w], CLASS.text);
      id++;
    });
    depths += pageDepths.join('');
    files.push({ path: pageFile(page), data: JSON.stringify(meta) });
    files.push({ path: textsFile(page), data: JSON.stringify({ texts: pageRecords.map((record) => record.content ?? '') } satisfies TextsFile) });
  });
  frequency = stamp = new Int32Array(0);

  // Keys: every term, and the unions of short prefixes.
  const lists = new Map<string, string>();
  const order = vocabulary.terms.map((_, term) => term).filter((term) => ids[term]);
  order.sort((a, b) => (vocabulary.terms[a] < vocabulary.terms[b] ? -1 : 1));
  const sortedTerms = order.map((term) => vocabulary.terms[term]);
  for (const term of order) lists.set(vocabulary.terms[term], encodeMatches(ids[term].view(), classes[term].view(), total));
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

  // Shards of consecutive keys.
  const keys = [...lists.keys()].sort();
  const bounds: string[] = [];
  const shardSize = options.shardSize ?? SHARD_SIZE;
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

  // The dictionary, by term length.
  const dictionary: Manifest['dictionary'] = {};
  const byLength = new Map<number, string[]>();
  for (const term of sortedTerms) {
    if (term.length < DICTIONARY_MIN_LENGTH) continue;
    const list = byLength.get(term.length);
    if (list) list.push(term);
    else byLength.set(term.length, [term]);
  }
  const partSize = options.dictionaryPartSize ?? DICTIONARY_PART_SIZE;
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
        group.push(...words);
      }
      flush();
      split[family] = starts;
    }
    dictionary[length] = split;
  }

  files.push({ path: LAYOUT_FILE, data: JSON.stringify({ depths, ...versionsOf(pages) } satisfies Layout) });
  const manifest: Manifest = { v: 3, sections: total, pages: pages.length, shards: encodeTerms(bounds), dictionary };
  // The browser reads queries by the same rules: the manifest names them (nothing for English, the default).
  if (rules !== ENGLISH_RULES) manifest.lang = rules.lang;
  files.unshift({ path: MANIFEST_FILE, data: JSON.stringify(manifest) });
  return files;
}

/** Each page's docs version, one character a page (see `Layout.versions`); nothing when no record has a version. */
function versionsOf(pages: readonly SearchRecord[][]): Pick<Layout, 'versions'> {
  const names: string[] = [];
  let ofPage = '';
  for (const page of pages) {
    const version = page[0]?.version;
    if (version === undefined) {
      ofPage += '-';
      continue;
    }
    let index = names.indexOf(version);
    if (index === -1) index = names.push(version) - 1;
    ofPage += String.fromCharCode(48 + index);
  }
  return names.length ? { versions: { names, ofPage } } : {};
}
