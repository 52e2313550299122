/** Fetching route data (and sidebars) once, for navigation and prefetch alike. */
import type { PageData, SidebarItem } from '@docgen/core';
import { pageDataUrl, sidebarDataUrl } from './router.js';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    cache.set(key, entry);
    // A failure is not remembered: the next attempt tries again.
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

/** The page data and sidebars fetched so far (or being fetched), kept by the app for the page's lifetime. */
export interface PageDataCache {
  loadPageData(path: string): Promise<PageData>;
  loadSidebar(id: string): Promise<SidebarItem[]>;
  /** The sidebar the server rendered is known without a request. */
  seedSidebar(id: string, items: SidebarItem[]): void;
  /** Forget cached data (used by "Try again" after a crash). */
  forgetPage(path: string): void;
  forgetSidebars(): void;
}

export function createPageDataCache(): PageDataCache {
  const pages = new Map<string, Promise<PageData>>();
  const sidebars = new Map<string, Promise<SidebarItem[]>>();
  return {
    loadPageData: (path) => remember(pages, pageDataUrl(path), () => getJson<PageData>(pageDataUrl(path))),
    loadSidebar: (id) => remember(sidebars, id, () => getJson<SidebarItem[]>(sidebarDataUrl(id))),
    seedSidebar: (id, items) => void sidebars.set(id, Promise.resolve(items)),
    forgetPage: (path) => void pages.delete(pageDataUrl(path)),
    forgetSidebars: () => sidebars.clear(),
  };
}
