/**
 * The sharded local index as files: what the builder writes and the browser reads. Shared by both sides, so it
 * holds no Node or DOM code.
 *
 * Files, all under one folder named by a hash of their content (so every URL can be cached for good):
 * - `manifest.json`: the only file read when search opens; small (shard boundaries, dictionary layout).
 * - `s<n>.json`, the key shards: consecutive keys of the sorted key list with their match lists. A key is an
 *   index term (`deploy`), or a short prefix and `*` (`de*`): the union of the match lists of the terms it begins,
 *   so the first letters typed need one list, not one per word they begin.
 * - `d<length>.json` (or `d<length><family><group>.json` when a length has many terms), the dictionary: the terms
 *   of one length, read to find the words within a query word's typos.
 * - `layout.json`: each section's depth (one digit a section; 0 starts a page), for ranking.
 * - `p/<page>.json`: one page's path, title and sections (headings, kept text), read for the hits shown.
 * - `t/<page>.json`: the full text of each section of a page (as its record has it), read only when a hit's match
 *   lies beyond the kept text, so that its snippet shows it.
 */

/** Indexed words at the start of a section that count as its lead (what the section is about). */
export const LEAD_WORDS = 6;

/** Where a word is found in a section, as a weight class; the classes are ordered by weight, highest first. */
export const WEIGHTS: readonly number[] = (() => {
  // The weights of today's ranking (see engine.ts): title 10, heading 8, slug 5, folder 2, a section's first
  // words 1.5 falling to 1 over `LEAD_WORDS`, other text (and the headings above a section) 1, the page title on
  // the page's other sections 0.2.
  const lead = Array.from({ length: LEAD_WORDS }, (_, position) => 1.5 - ((1.5 - 1) * position) / LEAD_WORDS);
  return [10, 8, 5, 2, ...lead, 1, 0.2];
})();

/**
 * Classes of a match list. `title`, `slug` and `folder` are found on a page's main record (its intro) only: the
 * page's other sections get `otherTitle` from them when a query is ranked, so lists need not name them.
 */
export const CLASS = {
  title: 0,
  heading: 1,
  slug: 2,
  folder: 3,
  lead: 4,
  text: 4 + LEAD_WORDS,
  otherTitle: 5 + LEAD_WORDS,
} as const;

/** A class as one character in a match list. */
export const CLASS_CHARS = 'abcdefghijkl';

/** Prefixes of these lengths have a key of their own (`de*`); longer ones read the keys of the words they begin. */
export const UNION_PREFIX_LENGTHS: readonly number[] = [2, 3];

/** Shortest term a query word within its typos can be: query words of 5 letters allow one typo. */
export const DICTIONARY_MIN_LENGTH = 4;

export function unionKey(prefix: string): string {
  return `${prefix}*`;
}

/** How a dictionary part of one length is split when it has many terms: by first, last or second letter. */
export type Family = 'f' | 'l' | 's';

export interface Manifest {
  v: 3;
  /** Sections and pages in the index. */
  sections: number;
  pages: number;
  /** The first key of each shard, front-coded (`encodeTerms`). */
  shards: string;
  /**
   * Per term length (from `DICTIONARY_MIN_LENGTH`): 1 when one file holds its terms, else the first letter of
   * each group of each family (file `d<length><family><group>.json`), so a lookup reads only the groups of the
   * letters a word within its typos must keep.
   */
  dictionary: Record<string, 1 | Record<Family, string[]>>;
  /** The language whose word rules built the index (word-rules.ts); absent: English. */
  lang?: string;
}

/** A key shard: keys front-coded, and each key's match list. */
export interface KeyShard {
  keys: string;
  /** Per key: `!<class><postings>` for each class the key has, postings as `encodePostings` writes them. */
  lists: string[];
}

/** A dictionary part: front-coded sorted terms. */
export interface DictionaryPart {
  terms: string;
}

/** Section depths: one digit per section, the number of headings leading to it (0 for a page's intro). */
export interface Layout {
  depths: string;
  /**
   * On a site with docs versions: the version names, and for each page one character, the index of its version in
   * `names` (`0` is the first), or `-` for a page of no version (standalone pages, shown in every version's results).
   */
  versions?: { names: string[]; ofPage: string };
}

/** One page, for showing its hits. */
export interface PageFile {
  path: string;
  title: string;
  /** The group results are shown under (hierarchy lvl0), when it is not the title. */
  area?: string;
  /** Per section (the page's intro first): its heading ('' for the intro). */
  headings: string[];
  /** Per section: what is kept of its text (`keptText`). */
  texts: string[];
  /** Section number → anchor, for the sections whose anchor is not their heading's slug. */
  anchors?: Record<string, string>;
}

/** One page's section texts, in full. */
export interface TextsFile {
  texts: string[];
}

export const MANIFEST_FILE = 'manifest.json';
export const LAYOUT_FILE = 'layout.json';
export const shardFile = (n: number) => `s${n}.json`;
export const pageFile = (page: number) => `p/${page}.json`;
export const textsFile = (page: number) => `t/${page}.json`;
export const dictionaryFile = (length: number, family?: Family, group?: number) => `d${length}${family ? `${family}${group}` : ''}.json`;

/**
 * A section's parent: the nearest earlier section of its page one level up (as the hierarchy of its hit shows
 * it), or -1. `depths` are the page's.
 */
export function parentsOf(depths: readonly number[]): number[] {
  return depths.map((depth, i) => {
    for (let j = i - 1; depth > 1 && j >= 0; j--) if (depths[j] === depth - 1) return j;
    return -1;
  });
}

/** The index of the sorted boundary `bounds[i] <= key` (the shard that holds `key`), or 0. */
export function shardOf(bounds: readonly string[], key: string): number {
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid] <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The group of a family that holds a letter: the last group whose first letter is at most it. */
export function groupOf(starts: readonly string[], letter: string): number {
  return shardOf(starts, letter);
}

/**
 * The dictionary files that hold every term within `typos` of `word`. Terms of each length from `|word| - typos`
 * to `|word| + typos`; of a split length, only some letter groups:
 * - one typo cannot change both the first and the last letter (of words of five letters or more), so a term
 *   within one typo keeps `word`'s first letter or its last;
 * - with two typos (words of nine letters or more), a term that keeps neither had one typo at each end, so its
 *   first letter is `word`'s second, or its second letter is `word`'s first or second (a deletion, an insertion,
 *   a substitution or a swap at the start).
 */
export function dictionaryFiles(manifest: Pick<Manifest, 'dictionary'>, word: string, typos: number): string[] {
  const files: string[] = [];
  if (typos === 0) return files;
  const { length } = word;
  for (let n = Math.max(DICTIONARY_MIN_LENGTH, length - typos); n <= length + typos; n++) {
    const part = manifest.dictionary[n];
    if (!part) continue;
    if (part === 1) {
      files.push(dictionaryFile(n));
      continue;
    }
    const wanted: Array<[Family, string]> = [
      ['f', word[0]],
      ['l', word[length - 1]],
    ];
    if (typos >= 2) wanted.push(['f', word[1]], ['s', word[0]], ['s', word[1]]);
    for (const [family, letter] of wanted) {
      const file = dictionaryFile(n, family, groupOf(part[family], letter));
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

/** The first, last and second letters of a term: the letter each family files it under. */
export function familyLetter(term: string, family: Family): string {
  return family === 'f' ? term[0] : family === 'l' ? term[term.length - 1] : term[1];
}
