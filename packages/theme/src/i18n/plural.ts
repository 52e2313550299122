/**
 * Plural forms chosen as Docusaurus chooses them (Unicode's plural rules through Intl.PluralRules). Used by pages'
 * HTML and the /search page's island, not by the shell: kept apart so that a first visit's code leaves it out.
 */
import type { MessageId } from './english.js';
import { message, type Strings } from './translate.js';

/** Plural categories in the order Docusaurus lists a message's forms (those the language has). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a `.plurals` message for `count`: its forms separated by `|`, one per plural category the language
 * has, in the order zero, one, two, few, many, other; a message with fewer forms uses its last for the categories
 * past them (as Docusaurus does).
 */
export function plural(strings: Strings, id: MessageId, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const forms = message(strings, id).split('|');
  let index = 0;
  if (forms.length > 1) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule));
    index = Math.min(Math.max(0, categories.indexOf(rules.select(count))), forms.length - 1);
  }
  const all: Record<string, string | number> = { count, ...values };
  return forms[index].replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}
