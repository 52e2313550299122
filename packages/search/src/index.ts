export { recordsOfPage, buildRecords, sectionsOf, type RecordPage, type SearchRecord, type Hierarchy, type RecordType } from './records.js';
export {
  buildSearchIndex,
  SearchIndexBuilder,
  MemorySpool,
  SHARD_SIZE,
  DICTIONARY_PART_SIZE,
  type IndexFile,
  type IndexOptions,
  type RecordSpool,
} from './build-index.js';
export { encodePostings, decodePostings, encodeTerms, decodeTerms } from './encoding.js';
export { keptText, TEXT_LENGTH, type Words } from './kept-text.js';
export { MANIFEST_FILE, dictionaryFiles, type Manifest } from './format.js';
export { openIndex, NotCached, PER_PAGE, type LocalIndex, type LoadIndexFile, type SearchHit, type SearchResponse, type SearchOptions } from './engine.js';
export { tokenize, normalizeWord, withinDistance, typoDistance, typosAllowed, highlight } from './text.js';
export { pushRecords, serviceHosts, PushError, INDEX_SETTINGS, type PushOptions } from './push.js';
export { wordRules, ENGLISH_RULES, type WordRules } from './word-rules.js';
