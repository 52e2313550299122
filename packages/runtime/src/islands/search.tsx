/** The search modal: the DocSearch React component, on the hosted index or the built-in local one. */
import { DocSearchModal } from '@docsearch/react';
// The stylesheet ships with the island (bundled as text, injected once).
import docsearchCss from '@docsearch/css/dist/style.css';
import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SearchModalProps } from '../SearchLauncher.js';
import { createSearchClient, localizeUrl, searchParameters, type LocalSearchClients, type SearchConfig } from '../search-client.js';
import { keepTabInside, translate, type Strings } from '@docgen/theme/browser';
// Not in the browser entry: the islands' English stays out of a first visit's code.
import { withSearchEnglish } from '@docgen/theme/search-texts';
import { keepDocSearchRepaired } from './docsearch-a11y.js';

const STYLE_ID = 'docsearch-css';

/** DocSearch's own texts, in the page's language. */
function modalTranslations(strings: Strings) {
  const t = (id: Parameters<typeof translate>[1]) => translate(strings, id);
  return {
    searchBox: {
      resetButtonTitle: t('theme.SearchModal.searchBox.resetButtonTitle'),
      resetButtonAriaLabel: t('theme.SearchModal.searchBox.resetButtonTitle'),
      cancelButtonText: t('theme.SearchModal.searchBox.cancelButtonText'),
      cancelButtonAriaLabel: t('theme.SearchModal.searchBox.cancelButtonText'),
      searchInputLabel: t('theme.SearchBar.label'),
    },
    startScreen: { noRecentSearchesText: t('theme.SearchModal.startScreen.noRecentSearchesText') },
    errorScreen: { titleText: t('theme.SearchModal.errorScreen.titleText'), helpText: t('theme.SearchModal.errorScreen.helpText') },
    footer: {
      selectText: t('theme.SearchModal.footer.selectText'),
      selectKeyAriaLabel: t('theme.SearchModal.footer.selectKeyAriaLabel'),
      navigateText: t('theme.SearchModal.footer.navigateText'),
      navigateUpKeyAriaLabel: t('theme.SearchModal.footer.navigateUpKeyAriaLabel'),
      navigateDownKeyAriaLabel: t('theme.SearchModal.footer.navigateDownKeyAriaLabel'),
      closeText: t('theme.SearchModal.footer.closeText'),
      closeKeyAriaLabel: t('theme.SearchModal.footer.closeKeyAriaLabel'),
      searchByText: t('theme.SearchModal.footer.searchByText'),
    },
    noResultsScreen: {
      noResultsText: t('theme.SearchModal.noResultsScreen.noResultsText'),
      suggestedQueryText: t('theme.SearchModal.noResultsScreen.suggestedQueryText'),
      reportMissingResultsText: t('theme.SearchModal.noResultsScreen.reportMissingResultsText'),
      reportMissingResultsLinkText: t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText'),
    },
  };
}

export const MISSING_RESULTS_URL = 'https://github.com/FedML-AI/FedML/issues/new';

/**
 * DocSearch's stylesheet and ours, added once. Before the modal's DOM is attached: React focuses DocSearch's
 * autofocused input as it attaches it, and without the stylesheet the input would sit at the end of the page, which
 * the focus would scroll to.
 */
function useDocSearchStyle(provider: SearchConfig['provider']): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    // The local index is ours: no "Search by Algolia" credit then. On narrow screens DocSearch places its container
    // at the top of the page (position: absolute) and lets the input's focus scroll the page up to it; fixed to the
    // screen as on wide ones, it leaves the page where the reader was (the scroll position kept for Back too).
    const extra =
      '.DocSearch-Modal--failed .DocSearch-Dropdown-Container,.DocSearch-Modal--failed .DocSearch-NoResults,.DocSearch-Modal--failed .DocSearch-StartScreen{display:none}\n@media (max-width:768px){.DocSearch-Container{position:fixed}}';
    style.textContent = `${docsearchCss}\n${extra}${provider === 'local' ? '\n.DocSearch-Logo{display:none}' : ''}`;
    document.head.append(style);
  }, [provider]);
}

/**
 * The search client, answering a failed request with no hits, and whether the last request failed. DocSearch cannot
 * show its own error screen (autocomplete resets the error status when the request settles), so the modal shows the
 * error screen in the dropdown instead (`useErrorDropdown`).
 */
function useReportingClient(config: SearchConfig, clients: LocalSearchClients) {
  const [failed, setFailed] = useState(false);
  const client = useMemo(() => {
    const inner = createSearchClient(config, clients);
    return {
      search: (input: Parameters<typeof inner.search>[0]) =>
        inner.search(input).then(
          (response) => {
            setFailed(false);
            return response;
          },
          () => {
            setFailed(true);
            return { results: input.requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0 })) };
          },
        ),
    };
  }, [config, clients]);
  return { client, failed };
}

/**
 * The callbacks DocSearch is given, made once per modal: DocSearch rebuilds its autocomplete (losing the query's
 * results, the selection and the suggestions) whenever one of them changes identity, and a re-render of the page
 * around the modal must not reset it. They call the latest props.
 */
function useModalCallbacks(props: Pick<SearchModalProps, 'onClose' | 'navigate' | 'siteUrl'>) {
  const latest = useRef(props);
  latest.current = props;
  const transformItems = useCallback(
    (items: Array<{ url: string }>) => items.map((item) => ({ ...item, url: localizeUrl(item.url, location.origin, latest.current.siteUrl) })),
    [],
  );
  const closeModal = useCallback(() => latest.current.onClose(), []);
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        latest.current.onClose();
        latest.current.navigate(itemUrl);
      },
    }),
    [],
  );
  return { transformItems, closeModal, navigator };
}

/**
 * A hit is a link, as in DocSearch's own markup: Ctrl/Cmd/Shift or middle click opens it in a new tab or window, the
 * browser shows its address and copies it. A plain click is the app's client navigation (its document listener
 * follows links to the site, and opens others in a new tab) and closes the modal (the option's click). The link is
 * the listbox option itself (see docsearch-a11y.ts), out of the tab order: hits are chosen with the arrow keys.
 */
function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }): ReactElement {
  return (
    <a className="DocSearch-Hit-link" href={hit.url} tabIndex={-1}>
      {children}
    </a>
  );
}

/** DocSearch's markup repaired for assistive technology (docsearch-a11y.ts), and Tab kept inside the modal. */
function useModalRepairs(label: string, strings: Strings): void {
  useLayoutEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    return container ? keepDocSearchRepaired(container, label, translate(strings, 'docgen.SearchModal.footer.ariaLabel')) : undefined;
  }, [label, strings]);
  // DocSearch's own focus trap counts its Cancel button, hidden on wide screens, as the last stop, so Tab could
  // leave the modal: this one (listening first) wraps at the stops that are shown.
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return undefined;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(modal, event);
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/** While the last request failed: the modal marked failed (its results hidden), and its dropdown, for the error screen. */
function useErrorDropdown(failed: boolean): Element | null {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    document.querySelector('.DocSearch-Modal')?.classList.toggle('DocSearch-Modal--failed', failed);
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  return dropdown;
}

export default function SearchModal({
  initialQuery,
  onClose,
  config,
  navigate,
  siteUrl,
  version,
  strings: pageStrings,
  searchPath,
  clients,
}: SearchModalProps): ReactElement {
  // The page's texts over the island's English.
  const strings = useMemo(() => withSearchEnglish(pageStrings), [pageStrings]);
  const label = translate(strings, 'theme.SearchPage.emptyResultsTitle');
  const translations = useMemo(() => modalTranslations(strings), [strings]);
  useDocSearchStyle(config.provider);
  const { client, failed } = useReportingClient(config, clients);
  const { transformItems, closeModal, navigator } = useModalCallbacks({ onClose, navigate, siteUrl });
  const parameters = useMemo(() => searchParameters(config, version), [config, version]);
  const transformSearchClient = useCallback(() => client as never, [client]);
  useModalRepairs(label, strings);
  const dropdown = useErrorDropdown(failed);
  return (
    <>
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen docgen-search-error">
            <p className="DocSearch-Title">{translations.errorScreen.titleText}</p>
            <p className="DocSearch-Help">{translations.errorScreen.helpText}</p>
          </div>,
          dropdown,
        )}
      <DocSearchModal
        appId={config.provider === 'algolia' ? config.appId : 'local'}
        apiKey={config.provider === 'algolia' ? config.apiKey : 'local'}
        indexName={config.provider === 'algolia' ? config.indexName : 'local'}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={closeModal}
        placeholder={label}
        translations={translations}
        // No recent or favourite searches: DocSearch lists them as options holding their own Save and Remove buttons,
        // controls nested in controls that screen readers cannot reach (axe: nested-interactive).
        disableUserPersonalization
        hitComponent={HitLink as never}
        searchParameters={parameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems as never}
        navigator={navigator as never}
        getMissingResultsUrl={({ query }) => `${MISSING_RESULTS_URL}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`}
        resultsFooterComponent={({ state }) => (
          <a href={`${searchPath}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
            {translate(strings, 'theme.SearchBar.seeAll', { count: state.context.nbHits as number })}
          </a>
        )}
      />
    </>
  );
}
