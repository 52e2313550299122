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
export class PageDataCache {
  private readonly pages = new Map<string, Promise<PageData>>();
  private readonly sidebars = new Map<string, Promise<SidebarItem[]>>();

  loadPageData(path: string): Promise<PageData> {
    return remember(this.pages, pageDataUrl(path), () => getJson<PageData>(pageDataUrl(path)));
  }

  loadSidebar(id: string): Promise<SidebarItem[]> {
    return remember(this.sidebars, id, () => getJson<SidebarItem[]>(sidebarDataUrl(id)));
  }

  /** The sidebar the server rendered is known without a request. */
  seedSidebar(id: string, items: SidebarItem[]): void {
    this.sidebars.set(id, Promise.resolve(items));
  }

  /** Forget cached data (used by "Try again" after a crash). */
  forgetPage(path: string): void {
    this.pages.delete(pageDataUrl(path));
  }

  forgetSidebars(): void {
    this.sidebars.clear();
  }
}
