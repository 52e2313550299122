/** Prefetching route data on hover, touch, and when links scroll into view. */
import type { PageDataCache } from './page-data.js';
import { cleanPath, prefetchAllowed, shouldIntercept } from './router.js';

type Connection = { saveData?: boolean; effectiveType?: string };
type IdleWindow = Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (handle: number) => void };

/** Runs `task` when the browser has nothing else to do (soon, where it cannot tell); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(task);
    return () => w.cancelIdleCallback!(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

function internalPath(anchor: HTMLAnchorElement): string | undefined {
  const ok = shouldIntercept(
    { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false },
    { href: anchor.href, rawHref: anchor.getAttribute('href'), target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel },
    new URL(location.href),
  );
  return ok ? cleanPath(new URL(anchor.href).pathname) : undefined;
}

/**
 * Whether anything may be fetched before the reader clicks: page data, and code such as the navigation island. The
 * one place that asks, read at each sign (the connection can change while the page is open); on a save-data or 2g
 * connection the first click fetches what it needs.
 */
function mayFetchAhead(): boolean {
  return prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection);
}

/**
 * Fetches the data of the page at `path` (a link's `internalPath`), once (`done`: the paths asked for so far), into the
 * app's cache. Called only when `mayFetchAhead()`.
 */
function prefetch(path: string | undefined, pages: PageDataCache, done: Set<string>): void {
  if (!path || path === cleanPath(location.pathname) || done.has(path)) return;
  done.add(path);
  pages.loadPageData(path).catch(() => done.delete(path));
}

/**
 * Starts the listeners, which fetch into `pages`; call `observeLinks()` after each page change to watch the new
 * page's links. `onIntent` is called when the reader points at, touches or focuses an internal link, if the
 * connection allows fetching ahead (it loads code).
 */
export function startPrefetching(pages: PageDataCache, onIntent: () => void = () => undefined): { observeLinks: () => void } {
  const done = new Set<string>();
  const onLinkIntent = (event: Event) => {
    if (!mayFetchAhead()) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const path = anchor instanceof HTMLAnchorElement ? internalPath(anchor) : undefined;
    if (!path) return;
    prefetch(path, pages, done);
    onIntent();
  };
  document.addEventListener('mouseover', onLinkIntent, { passive: true });
  document.addEventListener('touchstart', onLinkIntent, { passive: true });
  document.addEventListener('focusin', onLinkIntent, { passive: true });

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const anchor = entry.target as HTMLAnchorElement;
            // Visible links are fetched when the browser is idle, after what the reader asked for.
            whenIdle(() => {
              if (mayFetchAhead()) prefetch(internalPath(anchor), pages, done);
            });
          }
        })
      : undefined;
  let cancel: (() => void) | undefined;
  return {
    observeLinks() {
      if (!observer) return;
      observer.disconnect();
      cancel?.();
      // Looking at every link of the page is not urgent: it waits until the page has loaded and hydrated.
      cancel = whenIdle(() => {
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>('main a[href], .sidebar a[href], .pagination-nav a[href]')) {
          if (internalPath(anchor)) observer.observe(anchor);
        }
      });
    },
  };
}
