/**
 * The full search results page: reads the query from `?q=`, keeps the URL in step as the reader types
 * (debounced), and shows the total, paged results with their page hierarchy and highlighted snippets.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react';
import { translate, type MessageId } from '@docgen/theme/browser';
// Not in the browser entry: the islands' English stays out of a first visit's code.
import { plural, withSearchEnglish } from '@docgen/theme/search-texts';
import { createSearchClient, localizeUrl, searchParameters, type LocalSearchClients, type SearchConfig, type SearchHit as Hit } from '../search-client.js';
import type { SearchPageProps } from '../search-page.js';

const HITS_PER_PAGE = 10;
const URL_DEBOUNCE_MS = 300;
const MISSING_RESULTS_URL = 'https://github.com/FedML-AI/FedML/issues/new';
/** Suggestions shown with "Try searching for", as many as the modal shows. */
const SUGGESTIONS = 3;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; hits: Hit[]; nbHits: number; nbPages: number; page: number; query: string };

function titleOf(hit: Hit): string {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'];
  const level = levels.find((l) => hit.hierarchy[l]) ?? 'lvl1';
  return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';
}

function pathOf(hit: Hit): string[] {
  const out: string[] = [];
  for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5']) if (hit.hierarchy[level]) out.push(hit.hierarchy[level]!);
  return out.slice(0, -1).length ? out.slice(0, -1) : [hit.hierarchy.lvl0 ?? ''];
}

type Done = Extract<State, { status: 'done' }>;

/** A text of the page's locale. */
type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** The address bar follows the query, without a history entry per keystroke. */
function useQueryInAddressBar(query: string): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(location.href);
      if (query) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      history.replaceState(history.state, '', url.pathname + url.search);
    }, URL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
}

/**
 * The results of a page of the query, and suggestions for a query that finds nothing: as the modal does, the page
 * titles (result groups) of the answer with the most of them so far, offered after "Try searching for".
 */
function useSearch(config: SearchConfig, clients: LocalSearchClients, siteUrl: string | undefined, query: string, page: number, version: string | undefined) {
  const client = useMemo(() => createSearchClient(config, clients), [config, clients]);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    const indexName = config.provider === 'algolia' ? config.indexName : 'local';
    client
      .search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            attributesToSnippet: ['content:24'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
            ...searchParameters(config, version),
          },
        ],
      })
      .then(({ results: [result] }) => {
        if (!live) return;
        const hits = result.hits.map((hit) => ({ ...hit, url: localizeUrl(hit.url, location.origin, siteUrl) }));
        const groups = [...new Set(hits.map((hit) => hit.hierarchy.lvl0).filter((t): t is string => !!t))];
        setSuggestions((current) => (groups.length > current.length ? groups : current));
        setState({ status: 'done', hits, nbHits: result.nbHits, nbPages: result.nbPages ?? Math.ceil(result.nbHits / HITS_PER_PAGE), page, query });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [client, config, query, page, siteUrl, version]);
  return { state, suggestions };
}

interface SearchFormProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (query: string) => void;
  versions: SearchPageProps['versions'];
  version: string | undefined;
  onVersion: (version: string) => void;
  t: Translate;
}

function SearchForm({ input, query, onQuery, versions, version, onVersion, t }: SearchFormProps): ReactElement {
  return (
    <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="sr-only" htmlFor="search-page-input">
        {t('theme.SearchPage.emptyResultsTitle')}
      </label>
      <input
        ref={input}
        id="search-page-input"
        className="search-page__input"
        type="search"
        name="q"
        placeholder={t('theme.SearchPage.inputPlaceholder')}
        autoComplete="off"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {versions && (
        <label className="search-page__version">
          <span>{t('docgen.SearchPage.version')}</span>
          <select value={version} onChange={(e) => onVersion(e.target.value)}>
            {versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* Results follow the typing; the button is there for those who expect to submit (and for Enter). */}
      <button type="submit" className="button button--primary search-page__submit">
        {t('docgen.SearchPage.submit')}
      </button>
    </form>
  );
}

function NoResults({
  query,
  suggestions,
  onSuggestion,
  t,
}: {
  query: string;
  suggestions: string[];
  onSuggestion: (suggestion: string) => void;
  t: Translate;
}): ReactElement {
  return (
    <div className="search-page__message">
      <p className="search-page__title">
        {t('theme.SearchModal.noResultsScreen.noResultsText')} "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <div className="search-page__suggestions">
          <p>{t('theme.SearchModal.noResultsScreen.suggestedQueryText')}:</p>
          <ul>
            {suggestions.slice(0, SUGGESTIONS).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="button button--secondary" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        {t('theme.SearchModal.noResultsScreen.reportMissingResultsText')}{' '}
        <a href={`${MISSING_RESULTS_URL}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`} target="_blank" rel="noopener noreferrer">
          {t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText')}
        </a>
      </p>
    </div>
  );
}

function Results({ state, onPage, t, count }: { state: Done; onPage: (page: number) => void; t: Translate; count: string }): ReactElement {
  return (
    <>
      <p className="search-page__count">{count}</p>
      <ol className="search-page__hits">
        {state.hits.map((hit) => (
          <li key={hit.objectID} className="search-page__hit">
            <div className="search-page__path">{pathOf(hit).join(' › ')}</div>
            <a className="search-page__link" href={hit.url} dangerouslySetInnerHTML={{ __html: titleOf(hit) }} />
            {(hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value) && (
              <p
                className="search-page__snippet"
                dangerouslySetInnerHTML={{ __html: hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? '' }}
              />
            )}
          </li>
        ))}
      </ol>
      {state.nbPages > 1 && (
        <nav className="search-page__pages" aria-label={t('docgen.SearchPage.pagesAriaLabel')}>
          <button type="button" className="button button--secondary" disabled={state.page === 0} onClick={() => onPage(state.page - 1)}>
            {t('theme.docs.paginator.previous')}
          </button>
          <span>{t('docgen.SearchPage.page', { page: state.page + 1, pages: state.nbPages })}</span>
          <button type="button" className="button button--secondary" disabled={state.page + 1 >= state.nbPages} onClick={() => onPage(state.page + 1)}>
            {t('theme.docs.paginator.next')}
          </button>
        </nav>
      )}
    </>
  );
}

export default function SearchPage({ config, clients, siteUrl, versions, version: initialVersion, strings: pageStrings, lang }: SearchPageProps): ReactElement {
  // The page's texts over the island's English.
  const strings = useMemo(() => withSearchEnglish(pageStrings), [pageStrings]);
  const t: Translate = (id, values) => translate(strings, id, values);
  // As Docusaurus's search page: the docs version whose results are shown, with a choice when there are several.
  const [version, setVersion] = useState(initialVersion);
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [page, setPage] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  useQueryInAddressBar(query);
  useEffect(() => setPage(0), [query, version]);
  const { state, suggestions } = useSearch(config, clients, siteUrl, query, page, version);

  const trySuggestion = (suggestion: string) => {
    setQuery(`${suggestion.toLowerCase()} `);
    input.current?.focus();
  };
  return (
    <>
      <h1>{t('theme.SearchPage.emptyResultsTitle')}</h1>
      <SearchForm input={input} query={query} onQuery={setQuery} versions={versions} version={version} onVersion={setVersion} t={t} />
      <div className="search-page__results" aria-live="polite" data-search-results="">
        {state.status === 'loading' && <p className="search-page__status">{t('docgen.SearchPage.searching')}</p>}
        {state.status === 'error' && (
          <div className="search-page__message">
            <p className="search-page__title">{t('theme.SearchModal.errorScreen.titleText')}</p>
            <p>{t('theme.SearchModal.errorScreen.helpText')}</p>
          </div>
        )}
        {state.status === 'done' && state.nbHits === 0 && <NoResults query={state.query} suggestions={suggestions} onSuggestion={trySuggestion} t={t} />}
        {state.status === 'done' && state.nbHits > 0 && (
          <Results
            state={state}
            onPage={setPage}
            t={t}
            count={plural(strings, 'docgen.SearchPage.resultsFor.plurals', state.nbHits, lang, { query: state.query })}
          />
        )}
      </div>
    </>
  );
}
