/**
 * The theme's own texts in English, by id: what a page shows when its locale has no translation. Ids are Docusaurus's
 * where its theme has the same text (so a Docusaurus site's code.json translates them), `docgen.*` for texts of
 * docgen's own. `{name}` is a value put in; a message whose id ends in `.plurals` lists its plural forms separated
 * by `|`, as many as the language has (Unicode's plural rules: English "one|other"). The browser ships
 * english-shell.ts (the shell's texts) and, with the search islands, english-search.ts; descriptions for translators
 * are in descriptions.ts.
 */
import { PAGE_ENGLISH } from './english-pages.js';
import { SEARCH_ENGLISH } from './english-search.js';
import { SHELL_ENGLISH } from './english-shell.js';

export const ENGLISH = { ...SHELL_ENGLISH, ...SEARCH_ENGLISH, ...PAGE_ENGLISH };

export type MessageId = keyof typeof ENGLISH;

/** Translations of some of the messages, by id. */
export type Messages = Partial<Record<MessageId, string>>;
