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

/**
 * The preferred docs version of the docs area ("default"), kept as Docusaurus keeps it: reading a docs page of a
 * version (`reading`) makes it the preferred one; elsewhere the stored choice is read back, and kept only if the
 * area still has that version (Docusaurus forgets any other). Returns the preferred version, if any. Docusaurus
 * points the navbar's docs links at the version being read, else the preferred one, else the latest; this site
 * builds a single version, so those links cannot differ yet and nothing else depends on the result.
 */
export function syncPreferredVersion(reading: string | undefined, versions: readonly string[]): string | undefined {
  const key = STORAGE_KEYS.preferredVersion('default');
  if (reading !== undefined) {
    safeStorage.set(key, reading);
    return reading;
  }
  const stored = safeStorage.get(key);
  if (stored === null || versions.includes(stored)) return stored ?? undefined;
  safeStorage.remove(key);
  return undefined;
}
