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
  /** Preferred docs version per docs area (one area, "default"). */
  preferredVersion: (area: string) => `docs-preferred-version-${area}`,
} as const;

/**
 * The reader's preferred docs version of the docs area ("default"), kept as Docusaurus keeps it: chosen in the
 * version dropdown or through a version banner's link, and read back where no docs page says which version is
 * read. A stored version the site no longer builds is forgotten.
 */
export function readPreferredVersion(versions: readonly string[]): string | undefined {
  const key = STORAGE_KEYS.preferredVersion('default');
  const stored = safeStorage.get(key);
  if (stored === null || versions.includes(stored)) return stored ?? undefined;
  safeStorage.remove(key);
  return undefined;
}

export function savePreferredVersion(name: string): void {
  safeStorage.set(STORAGE_KEYS.preferredVersion('default'), name);
}
