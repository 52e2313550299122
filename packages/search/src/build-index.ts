/**
 * The sharded local index: from all records of a site to the files under `_search/` (see format.ts). Runs once at
 * the end of a build; its memory grows with the site, what a query reads does not.
 */
import { encodePostings, encodeTerms } from './encoding.js';
import {
  CLASS, CLASS_CHARS, DICTIONARY_MIN_LENGTH, dictionaryFile, familyLetter, LAYOUT_FILE, parentsOf, LEAD_WORDS, MANIFEST_FILE, pageFile, shardFile, UNION_PREFIX_LENGTHS, unionKey,
  type DictionaryPart, type Family, type KeyShard, type Layout, type Manifest, type PageFile,
} from './format.js';
import { FRAGMENT_SEPARATOR, keptText, slugOf, TEXT_LENGTH, wordsOf } from './kept-text.js';
import type { SearchRecord } from './records.js';
import { tokenize } from './text.js';

export interface IndexOptions {
  /** Characters of each section's text kept for result lines (`TEXT_LENGTH`). */
  textLength?: number;
  /** Characters a key shard holds before the next key starts another (a key's list is never split). */
  shardSize?: number;
  /** Terms of one length a dictionary file holds before that length is split by letters. */
  dictionaryPartSize?: number;
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

const headingsOf = (record: SearchRecord) => [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter((h): h is string => !!h);

/** Per term, its match list being built: section ids in increasing order and each one's best class. */
interface Matches {
  ids: number[];
  classes: number[];
}

/** Encodes a match list: for each class present, the class letter and its sections' postings. */
function encodeMatches(ids: readonly number[], classes: readonly number[], total: number): string {
  const byClass = new Map<number, number[]>();
  ids.forEach((id, i) => {
    const list = byClass.get(classes[i]);
    if (list) list.push(id);
    else byClass.set(classes[i], [id]);
  });
  return [...byClass.keys()]
    .sort((a, b) => a - b)
    .map((c) => `!${CLASS_CHARS[c]}${encodePostings(byClass.get(c)!, total)}`)
    .join('');
}

/**
 * Builds the index files from a site's records (in page order, a page's records together, as `recordsOfPage`
 * makes them). Returns the files, the manifest first.
 */
export function buildSearchIndex(records: Iterable<SearchRecord>, options: IndexOptions = {}): IndexFile[] {
  const pages = pagesOf(records);
  const files: IndexFile[] = [];
  const textLength = options.textLength ?? TEXT_LENGTH;
  // Every section's words, once; and in how many sections each word is (what decides which passages are kept).
  const contentWords = pages.map((page) => page.map((record) => wordsOf(record.content ?? '')));
  const frequency = new Map<string, number>();
  for (const page of contentWords) for (const words of page) for (const term of new Set(words.terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const frequencyOf = (term: string) => frequency.get(term)!;

  // Per term, its sections in increasing order with the best class of each. Sections are visited in order, so a
  // term's last entry is the only one a section can still improve.
  const terms = new Map<string, Matches>();
  let id = 0;
  const offer = (term: string, klass: number) => {
    let matches = terms.get(term);
    if (!matches) terms.set(term, (matches = { ids: [], classes: [] }));
    const last = matches.ids.length - 1;
    if (last >= 0 && matches.ids[last] === id) {
      if (klass < matches.classes[last]) matches.classes[last] = klass;
    } else {
      matches.ids.push(id);
      matches.classes.push(klass);
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
    // The page title and the words of its path weigh fully on the page's main record, little on its other sections.
    const pageTerms = new Map<string, number>();
    for (const term of tokenize(title)) pageTerms.set(term, CLASS.title);
    const segments = path.split('/').filter(Boolean);
    segments.forEach((segment, i) => {
      const klass = i === segments.length - 1 ? CLASS.slug : CLASS.folder;
      for (const term of tokenize(segment)) pageTerms.set(term, Math.min(pageTerms.get(term) ?? klass, klass));
    });
    const headingTerms: string[][] = [];
    pageRecords.forEach((record, s) => {
      const headings = headingsOf(record);
      const heading = headings[headings.length - 1] ?? '';
      const content = record.content ?? '';
      const words = contentWords[page][s];
      const text = keptText(content, words, new Set(tokenize([title, ...headings].join(' '))), frequencyOf, textLength);
      meta.headings.push(heading);
      meta.texts.push(text);
      if ((record.anchor ?? '') !== slugOf(heading)) (meta.anchors ??= {})[s] = record.anchor ?? '';
      for (const [term, klass] of pageTerms) offer(term, s === 0 ? klass : CLASS.otherTitle);
      // The section's own heading, and the headings above it.
      headingTerms.push(tokenize(heading));
      for (const term of headingTerms[s]) offer(term, CLASS.heading);
      for (let above = parents[s]; above >= 0; above = parents[above]) for (const term of headingTerms[above]) offer(term, CLASS.text);
      // The first words of the kept text's opening weigh more, the earlier the more.
      tokenize(text.split(FRAGMENT_SEPARATOR)[0])
        .slice(0, LEAD_WORDS)
        .forEach((term, position) => offer(term, CLASS.lead + position));
      for (const term of words.terms) offer(term, CLASS.text);
      id++;
    });
    depths += pageDepths.join('');
    files.push({ path: pageFile(page), data: JSON.stringify(meta) });
  });
  const total = id;

  // Keys: every term, and the unions of short prefixes.
  const lists = new Map<string, string>();
  const sortedTerms = [...terms.keys()].sort();
  for (const term of sortedTerms) lists.set(term, encodeMatches(terms.get(term)!.ids, terms.get(term)!.classes, total));
  const best = new Uint8Array(total).fill(255);
  for (const length of UNION_PREFIX_LENGTHS) {
    for (let i = 0; i < sortedTerms.length; ) {
      if (sortedTerms[i].length < length) {
        i++;
        continue;
      }
      const prefix = sortedTerms[i].slice(0, length);
      const touched: number[] = [];
      let completions = 0;
      for (; i < sortedTerms.length && sortedTerms[i].startsWith(prefix); i++) {
        if (sortedTerms[i].length <= length) continue;
        completions++;
        const { ids, classes } = terms.get(sortedTerms[i])!;
        for (let j = 0; j < ids.length; j++) {
          if (best[ids[j]] === 255) touched.push(ids[j]);
          if (classes[j] < best[ids[j]]) best[ids[j]] = classes[j];
        }
      }
      if (completions === 0) {
        for (const t of touched) best[t] = 255;
        continue;
      }
      touched.sort((a, b) => a - b);
      lists.set(unionKey(prefix), encodeMatches(touched, touched.map((t) => best[t]), total));
      for (const t of touched) best[t] = 255;
    }
  }

  // Shards of consecutive keys.
  const keys = [...lists.keys()].sort();
  const bounds: string[] = [];
  const shardSize = options.shardSize ?? SHARD_SIZE;
  for (let i = 0; i < keys.length; ) {
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
        files.push({ path: dictionaryFile(length, family, starts.length - 1), data: JSON.stringify({ terms: encodeTerms(group.sort()) } satisfies DictionaryPart) });
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

  files.push({ path: LAYOUT_FILE, data: JSON.stringify({ depths } satisfies Layout) });
  const manifest: Manifest = { v: 3, sections: total, pages: pages.length, shards: encodeTerms(bounds), dictionary };
  files.unshift({ path: MANIFEST_FILE, data: JSON.stringify(manifest) });
  return files;
}
