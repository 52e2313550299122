/** `@theme/Admonition`: the same box as a `:::tip` container. */
import type { ReactElement, ReactNode } from 'react';

const KINDS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
type Kind = (typeof KINDS)[number];
/** Docusaurus's older names. */
const ALIASES: Record<string, Kind> = { secondary: 'note', success: 'tip', important: 'info' };
const TITLES: Record<Kind, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger' };

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }): ReactElement {
  const kind: Kind = (KINDS as readonly string[]).includes(type) ? (type as Kind) : (ALIASES[type] ?? 'note');
  return (
    <div className={`admonition admonition-${kind}`} data-admonition={kind}>
      <div className="admonition-heading">{title ?? TITLES[kind]}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
