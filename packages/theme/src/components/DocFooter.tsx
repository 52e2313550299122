import type { ReactElement } from 'react';
import { usePageTranslator } from '../i18n/page-translator.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language writes it (`May 4, 2025`, `4 mai 2025`). */
export function formatDate(epochMs: number, lang = 'en'): string {
  let format = formats.get(lang);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    }
    formats.set(lang, format);
  }
  return format.format(new Date(epochMs));
}

/** "Edit this page" and "Last updated on DATE". */
export function DocFooter({ lastUpdated, editUrl }: { lastUpdated?: number; editUrl?: string }): ReactElement | null {
  const { t, nodes, parts, lang } = usePageTranslator();
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
            atDate: parts('theme.lastUpdated.atDate', { date: <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated, lang)}</time> }),
            byUser: '',
          })}
        </span>
      )}
    </footer>
  );
}
