/**
 * What the search islands read texts with beyond the browser entry (`@docgen/theme/search-texts`): their English and
 * plural forms. Not part of `@docgen/theme/browser`, so that a first visit's code leaves them out.
 */
export { SEARCH_ENGLISH, withSearchEnglish } from './english-search.js';
export { plural } from './plural.js';
