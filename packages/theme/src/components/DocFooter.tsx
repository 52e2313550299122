import type { ReactElement } from 'react';
import { usePageTranslator } from '../i18n/page-translator.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language (and calendar) writes it (`May 4, 2025`, `4 mai 2025`). */
export function formatDate(epochMs: number, lang = 'en', calendar?: string): string {
  const key = `${lang} ${calendar ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(lang, calendar ? { ...options, calendar } : options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    formats.set(key, format);
  }
  return format.format(new Date(epochMs));
}

/** "Edit this page" and "Last updated on DATE". */
export function DocFooter({ lastUpdated, editUrl }: { lastUpdated?: number; editUrl?: string }): ReactElement | null {
  const { t, nodes, parts, lang, calendar } = usePageTranslator();
  if (lastUpdated === undefined && !editUrl) return null;
  return (
    <footer className="doc-footer">
      {editUrl && (
        <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          {t('theme.common.editThisPage')}
        </a>
      )}
      {lastUpdated !== undefined && (
        <span className="doc-footer__updated">
          {nodes('theme.lastUpdated.lastUpdatedAtBy', {
            atDate: parts('theme.lastUpdated.atDate', {
              date: <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated, lang, calendar)}</time>,
            }),
            byUser: '',
          })}
        </span>
      )}
    </footer>
  );
}
