import type { ReactElement } from 'react';
import type { Crumb } from '@docgen/core';
import { HomeIcon } from './icons.js';
import { usePageTranslator } from '../i18n/page-translator.js';

/** Home › categories › current page. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }): ReactElement {
  const { t, home } = usePageTranslator();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link" href={home} aria-label={t('theme.docs.breadcrumbs.home')}>
            <HomeIcon />
          </a>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i} className="breadcrumbs__item">
            {crumb.href ? (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
