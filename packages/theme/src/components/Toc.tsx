import type { ReactElement } from 'react';
import type { TocItem } from '@docgen/core';
import { usePageTranslator } from '../i18n/page-translator.js';

function TocList({ items, className }: { items: TocItem[]; className?: string }): ReactElement {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="toc__link" dangerouslySetInnerHTML={{ __html: item.html }} />
          {item.children.length > 0 && <TocList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": a column on wide screens. */
export function Toc({ items }: { items: TocItem[] }): ReactElement {
  const title = usePageTranslator().t('theme.TOCCollapsible.toggleButtonLabel');
  return (
    <nav className="toc" aria-label={title}>
      <div className="toc__title">{title}</div>
      <TocList items={items} className="toc__list" />
    </nav>
  );
}

/** The same list folded at the top of the page on narrow screens (works without JavaScript). */
export function TocCollapsible({ items }: { items: TocItem[] }): ReactElement {
  const title = usePageTranslator().t('theme.TOCCollapsible.toggleButtonLabel');
  return (
    <details className="toc-mobile">
      <summary>{title}</summary>
      <TocList items={items} className="toc__list" />
    </details>
  );
}
