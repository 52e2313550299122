/**
 * The translation table of a locale: the built-in texts of its language (French, German, Spanish, Simplified
 * Chinese, Japanese, Arabic; English otherwise), over which the site's `i18n/<locale>/code.json` is put.
 */
import ar from './locales/ar.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import ja from './locales/ja.js';
import zhHans from './locales/zh-Hans.js';
import { ENGLISH, type MessageId, type Messages } from './english.js';
import { SEARCH_ENGLISH } from './english-search.js';
import { SHELL_ENGLISH } from './english-shell.js';

const BUILT_IN: Record<string, Messages> = { ar, de, es, fr, ja, 'zh-Hans': zhHans };

/** The languages with built-in texts besides English. */
export const BUILT_IN_LOCALES = Object.keys(BUILT_IN);

/**
 * The built-in texts for a locale: its own (`fr`), its language's (`fr-CA` → `fr`; Chinese in simplified script →
 * `zh-Hans`), else none (English).
 */
export function builtInMessages(locale: string): Messages {
  const lower = locale.toLowerCase();
  const exact = Object.keys(BUILT_IN).find((name) => name.toLowerCase() === lower);
  if (exact) return BUILT_IN[exact];
  if (/^zh(-hans)?(-|$)/.test(lower) || /^zh-(cn|sg|my)$/.test(lower)) return /^zh-(hant|tw|hk|mo)/.test(lower) ? {} : BUILT_IN['zh-Hans'];
  return BUILT_IN[lower.split('-')[0]] ?? {};
}

/** Every message of the theme for a locale, by id: the site's code.json over the built-in texts over English. */
export function translationTable(locale: string, code: Readonly<Record<string, string>> = {}): Record<MessageId, string> {
  const builtIn = builtInMessages(locale);
  const table = {} as Record<MessageId, string>;
  for (const id of Object.keys(ENGLISH) as MessageId[]) table[id] = code[id] ?? builtIn[id] ?? ENGLISH[id];
  return table;
}

/** Whether the browser shows a message: a text of english-shell.ts or english-search.ts (the others are rendered into pages' HTML only). */
export function isBrowserMessage(id: string): boolean {
  return Object.hasOwn(SHELL_ENGLISH, id) || Object.hasOwn(SEARCH_ENGLISH, id);
}

/**
 * The messages of a table that differ from English (nothing on an English site); with `browser`, only those the
 * browser shows: what a page carries.
 */
export function stringOverrides(table: Readonly<Record<MessageId, string>>, options: { browser?: boolean } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of Object.keys(ENGLISH) as MessageId[]) {
    if (table[id] !== ENGLISH[id] && (!options.browser || isBrowserMessage(id))) out[id] = table[id];
  }
  return out;
}
