export { buildRecords, recordsOfPage, hasRecords, sectionsOf, type PageRecordsInput, type SearchRecord, type Hierarchy, type RecordType } from './records.js';
export { buildCompactIndex, encodePostings, decodePostings, encodeTerms, decodeTerms, TEXT_LENGTH, type CompactIndex } from './compact.js';
export { searchIndex, PER_PAGE, type SearchHit, type SearchResponse, type SearchOptions } from './engine.js';
export { tokenize, normalizeWord, withinDistance, typoDistance, typosAllowed, highlight } from './text.js';
export { pushRecords, PushError, INDEX_SETTINGS, type PushOptions } from './push.js';
