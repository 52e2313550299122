/** The search modal: the DocSearch React component, on the hosted index or the built-in local one. */
import { DocSearchModal } from '@docsearch/react';
// The stylesheet ships with the island (bundled as text, injected once).
import docsearchCss from '@docsearch/css/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import type { SearchModalProps } from '../SearchLauncher.js';
import { createSearchClient, localizeUrl, searchParameters } from '../search-client.js';

const STYLE_ID = 'docsearch-css';
export const MISSING_RESULTS_URL = 'https://github.com/FedML-AI/FedML/issues/new';

export default function SearchModal({ initialQuery, onClose, config, navigate, siteUrl, version }: SearchModalProps): ReactElement {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    // The local index is ours: no "Search by Algolia" credit then.
    const extra = '.DocSearch-Modal--failed .DocSearch-Dropdown-Container,.DocSearch-Modal--failed .DocSearch-NoResults,.DocSearch-Modal--failed .DocSearch-StartScreen{display:none}';
    style.textContent = `${docsearchCss}\n${extra}${config.provider === 'local' ? '\n.DocSearch-Logo{display:none}' : ''}`;
    document.head.append(style);
  }, [config.provider]);
  // DocSearch cannot show its own error screen (autocomplete resets the error status when the request settles),
  // so a failed request answers with no hits and this island shows the error screen in the dropdown instead.
  const [failed, setFailed] = useState(false);
  const client = useMemo(() => {
    const inner = createSearchClient(config);
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
  }, [config]);
  // DocSearch rebuilds its autocomplete (losing the query's results, the selection and the suggestions) whenever
  // one of these props changes identity, so each is made once per modal: a re-render of the page around the
  // modal must not reset it.
  const latest = useRef({ onClose, navigate, siteUrl });
  latest.current = { onClose, navigate, siteUrl };
  const parameters = useMemo(() => searchParameters(config, version), [config, version]);
  const transformSearchClient = useCallback(() => client as never, [client]);
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
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    document.querySelector('.DocSearch-Modal')?.classList.toggle('DocSearch-Modal--failed', failed);
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  return (
    <>
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen docgen-search-error">
            <p className="DocSearch-Title">Unable to fetch results</p>
            <p className="DocSearch-Help">You might want to check your network connection.</p>
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
      placeholder="Search the documentation"
      searchParameters={parameters}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems as never}
      navigator={navigator as never}
      getMissingResultsUrl={({ query }) => `${MISSING_RESULTS_URL}?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`}
      resultsFooterComponent={({ state }) => (
        <a href={`/search?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
          See all {state.context.nbHits as number} results
        </a>
      )}
    />
    </>
  );
}
