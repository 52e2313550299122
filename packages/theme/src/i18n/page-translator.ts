/**
 * The texts of the page's locale for what is rendered into pages' HTML only (the main area, content components): it
 * falls back to every English text, which the browser code does not ship.
 */
import { useContext, useMemo } from 'react';
import { LocaleContext, translator, type Translator } from './context.js';
import { ENGLISH } from './english.js';
import type { Strings } from './translate.js';

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
