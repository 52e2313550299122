/**
 * How the words of a language are found and normalised, for the local index and its queries alike (the index's
 * manifest names the language, so the browser reads a query as the index was built). English keeps the fast rules of
 * text.ts (a light plural stem, stopwords). Other languages: words of letters, digits and their combining marks, lower
 * case by the language's rules, accents folded in alphabetic scripts (`e` finds `é`, as hosted search does), no
 * stemming. Chinese, Japanese, Korean and South-East Asian scripts write words without spaces: there `Intl.Segmenter`
 * finds the words (a two-character query finds the word it names), single characters count, and typos do not.
 */
import { forEachWordSpan, isIndexed, normalizeWord, termOf, typosAllowed, wordSpans } from './text.js';

export interface WordRules {
  /** The language (`en` for the built-in English rules). */
  lang: string;
  /** Calls `fn` with where each word of `text` starts and ends. */
  forEachWordSpan(text: string, fn: (start: number, end: number) => void): void;
  /** The indexed term of a word, or undefined when it is not indexed (`keepStopwords` for words of a title). */
  termOf(word: string, keepStopwords?: boolean): string | undefined;
  /** Whether a word is indexed at all. */
  isIndexed(word: string): boolean;
  /** A word as it is compared (lower case, folded). */
  normalize(word: string): string;
  /** Typos a query word may have. */
  typosAllowed(word: string): number;
  /** Whether words are written without spaces between them (passages of kept text are then cut, not snapped to spaces). */
  unspaced: boolean;
}

export const ENGLISH_RULES: WordRules = { lang: 'en', forEachWordSpan, termOf, isIndexed, normalize: normalizeWord, typosAllowed, unspaced: false };

/** Languages written without spaces between words. */
const UNSPACED = /^(zh|ja|ko|th|lo|km|my|bo)(-|$)/i;
/** Languages whose combining marks are part of the letter (Indic scripts): they are not folded away. */
const KEEP_MARKS = /^(hi|mr|ne|sa|bn|as|pa|gu|or|ta|te|kn|ml|si)(-|$)/i;
/** Arabic-script vowel marks and the elongation character: not part of a word's spelling. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;

/** Letter-and-mark runs (so that a word with diacritics written as marks stays one word). */
const forEachMarkedWordSpan = wordSpans(WORD_CHAR);

const segmenters = new Map<string, Intl.Segmenter | null>();

function segmenterFor(lang: string): Intl.Segmenter | null {
  let segmenter = segmenters.get(lang);
  if (segmenter === undefined) {
    try {
      segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(lang, { granularity: 'word' }) : null;
    } catch {
      segmenter = null;
    }
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

const cache = new Map<string, WordRules>();

/** The word rules of a language (`en` and its variants: the English ones). */
export function wordRules(lang: string | undefined): WordRules {
  if (!lang || /^en(-|$)/i.test(lang)) return ENGLISH_RULES;
  let rules = cache.get(lang);
  if (!rules) {
    rules = otherRules(lang);
    cache.set(lang, rules);
  }
  return rules;
}

function otherRules(lang: string): WordRules {
  const unspaced = UNSPACED.test(lang);
  const keepMarks = KEEP_MARKS.test(lang) || unspaced;
  const lower = (word: string) => {
    try {
      return word.toLocaleLowerCase(lang);
    } catch {
      return word.toLowerCase();
    }
  };
  const normalize = (word: string): string => {
    const w = lower(word.normalize('NFKC')).replace(ARABIC_MARKS, '');
    return keepMarks
      ? w
      : w
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .normalize('NFC');
  };
  const segmenter = unspaced ? segmenterFor(lang) : null;
  const spans = segmenter
    ? (text: string, fn: (start: number, end: number) => void) => {
        for (const part of segmenter.segment(text)) {
          // A segment may hold punctuation the segmenter calls a word: only its letters and digits count.
          if (part.isWordLike) forEachMarkedWordSpan(part.segment, (start, end) => fn(part.index + start, part.index + end));
        }
      }
    : forEachMarkedWordSpan;
  // In scripts without spaces a single character is a word; elsewhere single letters are not indexed.
  const indexed = (word: string) => unspaced || word.length >= 2 || /\d/.test(word);
  return {
    lang,
    forEachWordSpan: spans,
    termOf: (word) => (indexed(word) ? normalize(word) || undefined : undefined),
    isIndexed: indexed,
    normalize,
    typosAllowed: (word) => (unspaced ? 0 : typosAllowed(word)),
    unspaced,
  };
}
