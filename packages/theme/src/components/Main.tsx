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
import { usePageTranslator } from '../i18n/page-translator.js';

/** A page shown in the default locale's language because its locale has no translation of it. */
export interface FallbackProps {
  /** The locale's language (`Français`) and the one the page is written in (`English`). */
  language: string;
  originalLanguage: string;
  /** `lang` and `dir` of the text shown. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Says that the page is not translated; its text is marked with its own language (and direction). */
function FallbackNotice({ language, originalLanguage }: FallbackProps): ReactElement {
  const { t } = usePageTranslator();
  return (
    <div className="fallback-notice" role="note">
      <p>{t('docgen.fallback.notice', { language, originalLanguage })}</p>
    </div>
  );
}

const textLang = (fallback: FallbackProps | undefined) => (fallback ? { lang: fallback.lang, dir: fallback.dir } : {});

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
  fallback,
  markdown,
}: {
  route: DocRoute;
  content: ReactNode;
  breadcrumbs: boolean;
  version?: VersionNoticeProps;
  fallback?: FallbackProps;
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
        {fallback && <FallbackNotice {...fallback} />}
        {showToc && <TocCollapsible items={route.toc} />}
        <div className="markdown" {...textLang(fallback)}>
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
  const { t, plural } = usePageTranslator();
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
        <section className="cards" aria-label={t('docgen.DocCards.ariaLabel', { title: route.title })}>
          {route.cards.map((card) => (
            <a key={card.href + card.label} className={`card card--${card.kind}`} href={card.href}>
              <h2 className="card__title">
                {card.kind === 'category' ? <FolderIcon /> : <DocIcon />}
                <span>{card.label}</span>
              </h2>
              <p className="card__description">
                {card.kind === 'category' && card.count !== undefined ? plural('theme.docs.DocCard.categoryDescription.plurals', card.count) : card.description}
              </p>
            </a>
          ))}
        </section>
      </article>
      <Pagination prev={route.prev} next={route.next} />
    </WithToc>
  );
}

export function MarkdownPageMain({ route, content, fallback }: { route: StandalonePageRoute; content: ReactNode; fallback?: FallbackProps }): ReactElement {
  return (
    <div className="standalone">
      {fallback && <FallbackNotice {...fallback} />}
      <WithToc toc={route.toc} hide={route.hideTableOfContents}>
        <article className="doc markdown" {...textLang(fallback)}>
          <header>
            <h1>{route.title}</h1>
          </header>
          {content}
        </article>
      </WithToc>
    </div>
  );
}

/** A page module shown untranslated: the notice above it, its text marked with its language. */
export function ModulePageMain({ children, fallback }: { children: ReactNode; fallback?: FallbackProps }): ReactElement {
  if (!fallback) return <>{children}</>;
  return (
    <>
      <div className="standalone">
        <FallbackNotice {...fallback} />
      </div>
      <div {...textLang(fallback)}>{children}</div>
    </>
  );
}

export function SearchMain({ action }: { action: string }): ReactElement {
  const { t } = usePageTranslator();
  const title = t('theme.SearchPage.emptyResultsTitle');
  return (
    <div className="standalone search-page" data-search-page="">
      <h1>{title}</h1>
      <form className="search-page__form" action={action} method="get" role="search">
        <label className="sr-only" htmlFor="search-page-input">
          {title}
        </label>
        <input
          id="search-page-input"
          className="search-page__input"
          type="search"
          name="q"
          placeholder={t('theme.SearchPage.inputPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary search-page__submit">
          {t('docgen.SearchPage.submit')}
        </button>
      </form>
      <div className="search-page__results" aria-live="polite" data-search-results="" />
    </div>
  );
}

export function NotFoundMain(): ReactElement {
  const { t, nodes, home } = usePageTranslator();
  return (
    <div className="standalone not-found">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{nodes('docgen.NotFound.p2', { homePageLink: <a href={home}>{t('docgen.NotFound.homePageLink')}</a> })}</p>
    </div>
  );
}
