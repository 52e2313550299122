/**
 * Overlays a navigation closes when it lands (the mobile menu, the search modal): following one of their links, or
 * going back while one is open, closes it; one the reader opened while that navigation was on its way stays open,
 * since it was opened for what comes next.
 */
import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `close` when `path` changes, unless the overlay was opened after the navigation to it began
 * (`navigationStartedAt`, from `performance.now()`; undefined for the first page). Returns what to call when the
 * overlay opens.
 */
export function useCloseOnNavigation(path: string, navigationStartedAt: number | undefined, close: () => void): () => void {
  const openedAt = useRef(-Infinity);
  useEffect(() => {
    if (openedAt.current <= (navigationStartedAt ?? Infinity)) close();
    // Only a new page decides (`navigationStartedAt` changes with it).
  }, [path]);
  return useCallback(() => {
    openedAt.current = performance.now();
  }, []);
}
