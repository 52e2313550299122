/** `@theme/Admonition`: the same box as a `:::tip` container. */
import type { ReactElement, ReactNode } from 'react';
import { usePageTranslator } from '../i18n/page-translator.js';

const KINDS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
type Kind = (typeof KINDS)[number];
/** Docusaurus's older names. */
const ALIASES: Record<string, Kind> = { secondary: 'note', success: 'tip', important: 'info' };

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }): ReactElement {
  const { t } = usePageTranslator();
  const kind: Kind = (KINDS as readonly string[]).includes(type) ? (type as Kind) : (ALIASES[type] ?? 'note');
  return (
    <div className={`admonition admonition-${kind}`} data-admonition={kind}>
      <div className="admonition-heading">{title ?? t(`theme.admonition.${kind}`)}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
