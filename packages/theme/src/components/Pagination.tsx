import type { ReactElement } from 'react';
import type { NavLink } from '@docgen/core';
import { usePageTranslator } from '../i18n/page-translator.js';

export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }): ReactElement | null {
  const { t } = usePageTranslator();
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t('theme.docs.paginator.navAriaLabel')}>
      {prev ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <div className="pagination-nav__sublabel">{t('theme.docs.paginator.previous')}</div>
          <div className="pagination-nav__label">{prev.label}</div>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <div className="pagination-nav__sublabel">{t('theme.docs.paginator.next')}</div>
          <div className="pagination-nav__label">{next.label}</div>
        </a>
      )}
    </nav>
  );
}
