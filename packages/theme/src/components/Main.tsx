/** The main area of each kind of route. Rendered to HTML once; the client swaps it on navigation. */
import type { ReactElement, ReactNode } from 'react';
import type { CategoryIndexRoute, DocRoute, StandalonePageRoute, TocItem } from '@docgen/core';
import { Breadcrumbs } from './Breadcrumbs.js';
import { DocToolbar } from './CopyPageButton.js';
import { DocIcon, FolderIcon } from './icons.js';
import { DocFooter } from './DocFooter.js';
import { Pagination } from './Pagination.js';
import { Toc, TocCollapsible } from './Toc.js';
import { VersionBadge, VersionBanner, type VersionNoticeProps } from './VersionNotice.js';

function WithToc({ toc, hide, children }: { toc: TocItem[]; hide: boolean; children: ReactNode }): ReactElement {
  const show = !hide && toc.length > 0;
  return (
    <div className="doc-layout">
      <div className={`doc-column${show ? ' doc-column--with-toc' : ''}`}>{children}</div>
      {show && (
        <div className="toc-column">
          <Toc items={toc} />
        </div>
      )}
    </div>
  );
}

export function DocMain({
  route,
  content,
  breadcrumbs,
  version,
  markdown,
}: {
  route: DocRoute;
  content: ReactNode;
  breadcrumbs: boolean;
  version?: VersionNoticeProps;
  /** The URL of the page's Markdown version, when a Copy page button copies it. */
  markdown?: string;
}): ReactElement {
  const showToc = !route.hideTableOfContents && route.toc.length > 0;
  return (
    <WithToc toc={route.toc} hide={route.hideTableOfContents}>
      <article className="doc">
        {version && <VersionBanner {...version} />}
        <DocToolbar
          breadcrumbs={breadcrumbs && !!route.sidebarId && <Breadcrumbs crumbs={route.breadcrumbs} current={route.sidebarLabel} />}
          markdown={markdown}
        />
        {version && <VersionBadge version={version.version} />}
        {showToc && <TocCollapsible items={route.toc} />}
        <div className="markdown">
          {!route.hideTitle && (
            <header>
              <h1>{route.title}</h1>
            </header>
          )}
          {content}
        </div>
        <DocFooter lastUpdated={route.lastUpdated} editUrl={route.editUrl} />
      </article>
      <Pagination prev={route.prev} next={route.next} />
    </WithToc>
  );
}

export function CategoryIndexMain({
  route,
  breadcrumbs,
  version,
  markdown,
}: {
  route: CategoryIndexRoute;
  breadcrumbs: boolean;
  version?: VersionNoticeProps;
  markdown?: string;
}): ReactElement {
  return (
    <WithToc toc={[]} hide>
      <article className="doc">
        {version && <VersionBanner {...version} />}
        <DocToolbar breadcrumbs={breadcrumbs && <Breadcrumbs crumbs={route.breadcrumbs} current={route.title} />} markdown={markdown} />
        {version && <VersionBadge version={version.version} />}
        <header className="markdown">
          <h1>{route.title}</h1>
          {route.description && <p className="category-description">{route.description}</p>}
        </header>
        <section className="cards" aria-label={`Pages in ${route.title}`}>
          {route.cards.map((card) => (
            <a key={card.href + card.label} className={`card card--${card.kind}`} href={card.href}>
              <h2 className="card__title">
                {card.kind === 'category' ? <FolderIcon /> : <DocIcon />}
                <span>{card.label}</span>
              </h2>
              <p className="card__description">{card.description}</p>
            </a>
          ))}
        </section>
      </article>
      <Pagination prev={route.prev} next={route.next} />
    </WithToc>
  );
}

export function MarkdownPageMain({ route, content }: { route: StandalonePageRoute; content: ReactNode }): ReactElement {
  return (
    <div className="standalone">
      <WithToc toc={route.toc} hide={route.hideTableOfContents}>
        <article className="doc markdown">
          <header>
            <h1>{route.title}</h1>
          </header>
          {content}
        </article>
      </WithToc>
    </div>
  );
}

export function SearchMain(): ReactElement {
  return (
    <div className="standalone search-page" data-search-page="">
      <h1>Search the documentation</h1>
      <form className="search-page__form" action="/search" method="get" role="search">
        <label className="sr-only" htmlFor="search-page-input">
          Search the documentation
        </label>
        <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder="Type your search here" autoComplete="off" />
        <button type="submit" className="button button--primary search-page__submit">
          Search
        </button>
      </form>
      <div className="search-page__results" aria-live="polite" data-search-results="" />
    </div>
  );
}

export function NotFoundMain(): ReactElement {
  return (
    <div className="standalone not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The page may have moved. Try the <a href="/">home page</a>, the search, or the sidebar of the area you were reading.
      </p>
    </div>
  );
}
