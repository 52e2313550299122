/**
 * What the browser runtime keeps for the page's lifetime, made once by the entry (main.tsx) and passed to the app,
 * which hands each part to what uses it: no module of the runtime keeps state of its own.
 */
import { createSafeStorage, type SafeStorage, type Strings } from '@docgen/theme/browser';
import { createContentBehaviours, type ContentBehaviours } from './content.js';
import { createDiagrams, type Diagrams } from './diagrams.js';
import { islandModule } from './Lazy.js';
import { createPageDataCache, type PageDataCache } from './page-data.js';
import { createPlaygrounds, type Playgrounds } from './playgrounds.js';
import type { LocalSearchClients } from './search-client.js';
import { createSearchPageIsland, type SearchPageIsland } from './search-page.js';

export type NavigationIsland = typeof import('./islands/navigation.js');

export interface RuntimeState {
  /** localStorage that never throws, with its one warning when unavailable; the shell gets it through StorageContext. */
  storage: SafeStorage;
  /** Page data and sidebars fetched for navigation and prefetch. */
  pageData: PageDataCache;
  /** The `navigation` island by its URL: loaded by the first navigation, or the first sign of one. */
  navigation: (url: string) => Promise<NavigationIsland>;
  /** Code copy, tabs, video embeds: the document's listeners and the live region. */
  content: ContentBehaviours;
  playgrounds: Playgrounds;
  diagrams: Diagrams;
  searchPage: SearchPageIsland;
  /** One local search client per index, shared by the search modal and the /search page. */
  searchClients: LocalSearchClients;
}

/** `strings`: the shell's texts in the page's locale (a page never changes locale without a full load). */
export function createRuntimeState(strings: Strings = {}): RuntimeState {
  const storage = createSafeStorage();
  const searchClients: LocalSearchClients = new Map();
  return {
    storage,
    pageData: createPageDataCache(),
    navigation: islandModule<NavigationIsland>(),
    content: createContentBehaviours(storage),
    playgrounds: createPlaygrounds(strings),
    diagrams: createDiagrams(),
    searchPage: createSearchPageIsland(searchClients, storage),
    searchClients,
  };
}
