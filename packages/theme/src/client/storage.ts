/**
 * localStorage that never throws: in private modes, with storage disabled or full, a warning is logged once and
 * the calls do nothing, so the site keeps working.
 */
let warned = false;

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (e) {
    warn(e);
    return undefined;
  }
}

function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Browser storage is unavailable; preferences will not be kept. (${error instanceof Error ? error.message : String(error)})`);
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch (e) {
      warn(e);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch (e) {
      warn(e);
    }
  },
  remove(key: string): void {
    try {
      store()?.removeItem(key);
    } catch (e) {
      warn(e);
    }
  },
};

/** Keys of the preferences the site keeps. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docgen-announcement-dismissed',
  sidebarHidden: 'docgen-sidebar-hidden',
  /** Preferred docs version per docs area (one area, "default", with one version here). */
  preferredVersion: (area: string) => `docs-preferred-version-${area}`,
} as const;
