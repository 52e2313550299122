/** The translation table as React context: the shell and the content read their texts through it. */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from './english.js';
import { translate, type Strings } from './translate.js';

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

/** The texts of the page's locale, as the shell reads them. */
export interface ShellTranslator {
  lang: string;
  home: string;
  calendar?: string;
  t(id: MessageId, values?: Record<string, string | number>): string;
}

/** The texts of the page's locale, for the shell (whose English ships with the browser code). */
export function useTranslator(): ShellTranslator {
  const value = useContext(LocaleContext);
  return useMemo(() => ({ lang: value.lang, home: value.home, calendar: value.calendar, t: (id, values) => translate(value.strings, id, values) }), [value]);
}
