/**
 * localStorage that never throws: in private modes, with storage disabled or full, a warning is logged once and
 * the calls do nothing, so the site keeps working. The browser runtime makes one for the page and provides it to the
 * shell (`StorageContext`); the server renders without it, and stores nothing.
 */
import { createContext } from 'react';

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createSafeStorage(): SafeStorage {
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn(`Browser storage is unavailable; preferences will not be kept. (${error instanceof Error ? error.message : String(error)})`);
  };
  const store = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch (e) {
      warn(e);
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch (e) {
        warn(e);
        return null;
      }
    },
    set(key, value) {
      try {
        store()?.setItem(key, value);
      } catch (e) {
        warn(e);
      }
    },
    remove(key) {
      try {
        store()?.removeItem(key);
      } catch (e) {
        warn(e);
      }
    },
  };
}

/** The page's storage, for the shell's components; undefined on the server. */
export const StorageContext = createContext<SafeStorage | undefined>(undefined);

/** Keys of the preferences the site keeps. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docgen-announcement-dismissed',
  sidebarHidden: 'docgen-sidebar-hidden',
  /** Preferred docs version per docs area (one area, "default"). */
  preferredVersion: (area: string) => `docs-preferred-version-${area}`,
} as const;

/**
 * The reader's preferred docs version of the docs area ("default"), kept as Docusaurus keeps it: chosen in the
 * version dropdown or through a version banner's link, and read back where no docs page says which version is
 * read. A stored version the site no longer builds is forgotten.
 */
export function readPreferredVersion(storage: SafeStorage, versions: readonly string[]): string | undefined {
  const key = STORAGE_KEYS.preferredVersion('default');
  const stored = storage.get(key);
  if (stored === null || versions.includes(stored)) return stored ?? undefined;
  storage.remove(key);
  return undefined;
}

export function savePreferredVersion(storage: SafeStorage, name: string): void {
  storage.set(STORAGE_KEYS.preferredVersion('default'), name);
}
