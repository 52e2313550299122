/** Fetching route data (and sidebars) once, for navigation and prefetch alike. */
import type { PageData, SidebarItem } from '@docgen/core';
import { pageDataUrl, sidebarDataUrl } from './router.js';

const pages = new Map<string, Promise<PageData>>();
const sidebars = new Map<string, Promise<SidebarItem[]>>();

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

export function loadPageData(path: string): Promise<PageData> {
  return remember(pages, pageDataUrl(path), () => getJson<PageData>(pageDataUrl(path)));
}

export function loadSidebar(id: string): Promise<SidebarItem[]> {
  return remember(sidebars, id, () => getJson<SidebarItem[]>(sidebarDataUrl(id)));
}

/** The sidebar the server rendered is known without a request. */
export function seedSidebar(id: string, items: SidebarItem[]): void {
  sidebars.set(id, Promise.resolve(items));
}

/** Forget cached data (used by "Try again" after a crash). */
export function forgetPage(path: string): void {
  pages.delete(pageDataUrl(path));
}

export function forgetSidebars(): void {
  sidebars.clear();
}
