import type { ReactElement } from 'react';

const DATE_FORMAT = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDate(epochMs: number): string {
  return DATE_FORMAT.format(new Date(epochMs));
}

/** "Edit this page" and "Last updated on DATE". */
export function DocFooter({ lastUpdated, editUrl }: { lastUpdated?: number; editUrl?: string }): ReactElement | null {
  if (lastUpdated === undefined && !editUrl) return null;
  return (
    <footer className="doc-footer">
      {editUrl && (
        <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {lastUpdated !== undefined && (
        <span className="doc-footer__updated">
          Last updated on <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated)}</time>
        </span>
      )}
    </footer>
  );
}
