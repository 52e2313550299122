import type { ReactElement } from 'react';
import type { NavLink } from '@docgen/core';

export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }): ReactElement | null {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{prev.label}</div>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.label}</div>
        </a>
      )}
    </nav>
  );
}
