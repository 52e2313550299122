/** Colour mode: a `data-theme` attribute on <html>, chosen by the reader and kept in storage. */
import { STORAGE_KEYS, type SafeStorage } from './storage.js';

export type ColorMode = 'light' | 'dark';

export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/** Applies the mode and keeps the choice in `storage` (none on the server). */
export function setColorMode(mode: ColorMode, storage: SafeStorage | undefined): void {
  applyColorMode(mode);
  storage?.set(STORAGE_KEYS.colorMode, mode);
}

/**
 * Follows choices made in other tabs. A cleared choice (key removed, or storage cleared) returns to the default;
 * the operating system's preference is not consulted.
 */
export function syncColorModeAcrossTabs(defaultMode: ColorMode): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.colorMode) return;
    const value = event.key === null ? null : event.newValue;
    applyColorMode(value === 'dark' || value === 'light' ? value : defaultMode);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
