/**
 * "Copy page": copies the page's Markdown version (`/<route>.md`) to the clipboard. A plain button in the server's
 * HTML; the runtime's delegated click listener loads the `copy-page` island on the first click, which fetches the
 * Markdown, copies it and says so in the page's live region.
 */
import type { ReactElement } from 'react';
import { CopyIcon } from './icons.js';

export function CopyPageButton({ markdown }: { markdown: string }): ReactElement {
  return (
    <button type="button" className="copy-page" data-copy-page={markdown} title="Copy this page as Markdown, for an AI assistant or a note">
      <CopyIcon />
      <span className="copy-page__label">Copy page</span>
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
