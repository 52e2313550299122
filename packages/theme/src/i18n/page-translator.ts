/**
 * The texts of the page's locale for what is rendered into pages' HTML only (the main area, content components): it
 * falls back to every English text, which the browser code does not ship.
 */
import { useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { LocaleContext, type LocaleValue, type ShellTranslator } from './context.js';
import { ENGLISH, type MessageId } from './english.js';
import { plural } from './plural.js';
import { translate, translateNodes, translateParts, type Part, type PartValue, type Strings } from './translate.js';

/** The texts of the page's locale, with sentences around elements and plural forms. */
export interface Translator extends ShellTranslator {
  nodes(id: MessageId, values: Record<string, PartValue>): ReactNode;
  parts(id: MessageId, values: Record<string, PartValue>): Part[];
  plural(id: MessageId, count: number, values?: Record<string, string | number>): string;
}

export function translator({ strings, lang, home, calendar }: LocaleValue): Translator {
  return {
    lang,
    home,
    calendar,
    t: (id, values) => translate(strings, id, values),
    nodes: (id, values) => translateNodes(strings, id, values),
    parts: (id, values) => translateParts(strings, id, values),
    plural: (id, count, values) => plural(strings, id, count, lang, values),
  };
}

/** Each table with the English texts under it, made once per table. */
const completed = new WeakMap<Strings, Strings>();

function complete(strings: Strings): Strings {
  let table = completed.get(strings);
  if (!table) completed.set(strings, (table = { ...ENGLISH, ...strings }));
  return table;
}

export function usePageTranslator(): Translator {
  const value = useContext(LocaleContext);
  return useMemo(() => translator({ ...value, strings: complete(value.strings) }), [value]);
}
