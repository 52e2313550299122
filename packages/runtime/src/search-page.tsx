/** Mounts the full results page (/search) island over the server-rendered form. */
import { createRoot, type Root } from 'react-dom/client';
import type { EmbeddedData } from '@docgen/core/browser';
import type { SafeStorage, Strings } from '@docgen/theme/browser';
import { importIsland, Lazy } from './Lazy.js';
import type { LocalSearchClients, SearchConfig } from './search-client.js';
import { searchVersion } from './search-version.js';

export interface SearchPageProps {
  config: SearchConfig;
  /** The app's local search clients, shared with the search modal. */
  clients: LocalSearchClients;
  siteUrl?: string;
  /** The docs versions (more than one), to choose whose results are shown; the one shown first. */
  versions?: Array<{ name: string; label: string }>;
  version?: string;
  /** The shell's texts in the page's locale, and its `lang` (plural forms). */
  strings: Strings;
  lang: string;
}

/** The /search page's island: mounted when that page is shown, unmounted once it has left. */
export interface SearchPageIsland {
  mount(data: EmbeddedData): void;
}

export function createSearchPageIsland(clients: LocalSearchClients, storage: SafeStorage): SearchPageIsland {
  let mounted: { element: Element; root: Root } | undefined;
  return {
    mount(data) {
      if (mounted && !mounted.element.isConnected) {
        mounted.root.unmount();
        mounted = undefined;
      }
      const element = document.querySelector('[data-search-page]');
      const url = data.islands['search-page'];
      if (!element || !url || !data.search || mounted) return;
      const root = createRoot(element);
      mounted = { element, root };
      const { versions, strings = {}, locales = [], locale } = data.shell.site;
      const props: SearchPageProps = {
        config: data.search,
        clients,
        siteUrl: data.siteUrl,
        strings,
        lang: locales.find((l) => l.name === locale)?.htmlLang ?? 'en',
        ...(versions.length > 1 ? { versions: versions.map(({ name, label }) => ({ name, label })), version: searchVersion(data.shell, storage) } : {}),
      };
      root.render(<Lazy load={(attempt) => importIsland<SearchPageProps>(url, attempt)} props={props} strings={strings} />);
    },
  };
}
