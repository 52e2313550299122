export { buildRecords, sectionsOf, type SearchRecord, type Hierarchy, type RecordType } from './records.js';
export { buildCompactIndex, SNIPPET_LENGTH, type CompactIndex } from './compact.js';
export { searchIndex, type SearchHit, type SearchResponse } from './engine.js';
export { tokenize, normalizeWord, withinDistance, highlight } from './text.js';
export { pushRecords, PushError, type PushOptions } from './push.js';
