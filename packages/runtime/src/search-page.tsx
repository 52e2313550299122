/** Mounts the full results page (/search) island over the server-rendered form. */
import { createRoot, type Root } from 'react-dom/client';
import type { EmbeddedData } from '@docgen/core/browser';
import type { SafeStorage } from '@docgen/theme/browser';
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
}

/** The /search page's island: mounted when that page is shown, unmounted once it has left. */
export class SearchPageIsland {
  private mounted: { element: Element; root: Root } | undefined;
  private readonly clients: LocalSearchClients;
  private readonly storage: SafeStorage;

  constructor(clients: LocalSearchClients, storage: SafeStorage) {
    this.clients = clients;
    this.storage = storage;
  }

  mount(data: EmbeddedData): void {
    if (this.mounted && !this.mounted.element.isConnected) {
      this.mounted.root.unmount();
      this.mounted = undefined;
    }
    const element = document.querySelector('[data-search-page]');
    const url = data.islands['search-page'];
    if (!element || !url || !data.search || this.mounted) return;
    const root = createRoot(element);
    this.mounted = { element, root };
    const { versions } = data.shell.site;
    const props: SearchPageProps = {
      config: data.search,
      clients: this.clients,
      siteUrl: data.siteUrl,
      ...(versions.length > 1 ? { versions: versions.map(({ name, label }) => ({ name, label })), version: searchVersion(data.shell, this.storage) } : {}),
    };
    root.render(<Lazy load={(attempt) => importIsland<SearchPageProps>(url, attempt)} props={props} />);
  }
}
