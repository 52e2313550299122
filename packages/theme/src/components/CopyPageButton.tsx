/**
 * "Copy page": copies the page's Markdown version (`/<route>.md`) to the clipboard. A plain button in the server's
 * HTML; the runtime's delegated click listener loads the `copy-page` island on the first click, which fetches the
 * Markdown, copies it and says so in the page's live region.
 */
import type { ReactElement } from 'react';
import { usePageTranslator } from '../i18n/page-translator.js';
import { CopyIcon } from './icons.js';

/** The island's texts travel as data attributes, in the page's language (the browser code holds no table of them). */
export function CopyPageButton({ markdown }: { markdown: string }): ReactElement {
  const { t } = usePageTranslator();
  return (
    <button
      type="button"
      className="copy-page"
      data-copy-page={markdown}
      title={t('docgen.copyPage.title')}
      data-copied={t('docgen.copyPage.copied')}
      data-failed={t('docgen.copyPage.failed')}
      data-copied-announcement={t('docgen.copyPage.copiedAnnouncement')}
      data-failed-announcement={t('docgen.copyPage.failedAnnouncement')}
    >
      <CopyIcon />
      <span className="copy-page__label">{t('docgen.copyPage.label')}</span>
    </button>
  );
}

/** The row above a doc's title: its breadcrumbs, and the Copy page button at the end. */
export function DocToolbar({ breadcrumbs, markdown }: { breadcrumbs?: ReactElement | false; markdown?: string }): ReactElement | null {
  if (!breadcrumbs && !markdown) return null;
  if (!markdown) return breadcrumbs || null;
  return (
    <div className="doc-toolbar">
      {breadcrumbs}
      <CopyPageButton markdown={markdown} />
    </div>
  );
}
