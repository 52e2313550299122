/** The translation table as React context: the shell and the content read their texts through it. */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from './english.js';
import { plural, translate, translateNodes, translateParts, type Part, type PartValue, type Strings } from './translate.js';

/** The locale a page is rendered in, as its components need it. */
export interface LocaleValue {
  strings: Strings;
  /** The `lang` of the page: for dates and plural forms. */
  lang: string;
  /** The locale's home page (`/`, `/fr`). */
  home: string;
  /** The calendar its dates are written in (`gregory`, `islamic`…), as the locale's configuration says. */
  calendar?: string;
}

export const LocaleContext = createContext<LocaleValue>({ strings: {}, lang: 'en', home: '/' });

export function LocaleProvider({ strings, lang, home, calendar, children }: LocaleValue & { children: ReactNode }): ReactElement {
  const value = useMemo(() => ({ strings, lang, home, calendar }), [strings, lang, home, calendar]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The texts of the page's locale. */
export interface Translator {
  lang: string;
  home: string;
  calendar?: string;
  t(id: MessageId, values?: Record<string, string | number>): string;
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

/** The texts of the page's locale, for the shell (whose English ships with the browser code). */
export function useTranslator(): Translator {
  const value = useContext(LocaleContext);
  return useMemo(() => translator(value), [value]);
}
