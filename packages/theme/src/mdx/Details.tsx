/** `@theme/Details`: a disclosure, like `<details>` in Markdown; `summary` may be a prop or a `<summary>` child. */
import type { ReactElement, ReactNode } from 'react';

export function Details({ summary, children, className }: { summary?: ReactNode; children?: ReactNode; className?: string }): ReactElement {
  return (
    <details className={className}>
      {summary !== undefined && <summary>{summary}</summary>}
      {children}
    </details>
  );
}
