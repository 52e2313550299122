/** The hydrated application: the theme's shell plus client navigation, the progress bar and the crash screen. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { EmbeddedData, ShellProps } from '@docgen/core/browser';
import { MAIN_ID, Shell, StorageContext } from '@docgen/theme/browser';
import { restoreTabs } from './content.js';
import { CrashBoundary } from './CrashBoundary.js';
import { startPrefetching } from './prefetch.js';
import { ProgressBar } from './ProgressBar.js';
import type { RuntimeState } from './runtime-state.js';
import { cleanPath, leavesLocale, shouldIntercept } from './router.js';
import { SearchLauncher } from './SearchLauncher.js';
import { searchPathOf, searchVersion } from './search-version.js';

interface View {
  shell: ShellProps;
  mainHtml: string;
  /** When the client navigation that showed it began (`performance.now()`); undefined for the first page. */
  startedAt?: number;
}

declare global {
  interface Window {
    /** The dev server's client refreshes the page in place through this. */
    __docgen?: { refresh(): Promise<void> | void };
  }
}

/** A navigation that takes longer than this shows the progress bar. */
export const PROGRESS_DELAY_MS = 200;

/** `refresh`: the dev server's update of the page in place, which must not move focus or scroll. */
type Mode = 'push' | 'pop' | 'reload' | 'refresh';

/** Data from the network is checked before rendering, so a bad file names itself on the crash screen. */
function checkView(view: View): View {
  const { sidebar, sidebarId, path } = view.shell;
  if (sidebarId !== undefined && !(Array.isArray(sidebar) && sidebar.every((item) => item && typeof item === 'object' && typeof item.label === 'string'))) {
    throw new Error(`Could not show the page ${path}`, { cause: new Error(`The data of sidebar "${sidebarId}" is not a list of sidebar items.`) });
  }
  if (typeof view.mainHtml !== 'string') throw new Error(`Could not show the page ${path}`, { cause: new Error('Its page data has no HTML.') });
  return view;
}

function Page({ view }: { view: View }): ReactElement {
  const checked = checkView(view);
  return <Shell shell={checked.shell} mainHtml={checked.mainHtml} navigationStartedAt={checked.startedAt} />;
}

type Navigate = (url: URL, mode: Mode, restoreY?: number) => Promise<void>;
type Prefetcher = ReturnType<typeof startPrefetching>;

/** The page's behaviours and islands, for the page now shown (after a load or a client navigation). */
function mountPageParts(data: EmbeddedData, runtime: RuntimeState): void {
  restoreTabs(runtime.storage);
  runtime.playgrounds.mount(data.islands.playground);
  runtime.diagrams.mount(data.islands.mermaid);
  runtime.searchPage.mount(data);
}

/**
 * Client navigation: `navigate` loads the next page's data (and its sidebar and styles) while the old page stays,
 * then shows it; what must wait for the new page's DOM runs after React has rendered it.
 */
function useNavigation(data: EmbeddedData, mainHtml: string, runtime: RuntimeState) {
  const [view, setView] = useState<View>({ shell: data.shell, mainHtml });
  const [pending, setPending] = useState(false);
  const sequence = useRef(0);
  const afterRender = useRef<(() => void) | null>(null);
  const prefetcher = useRef<Prefetcher | null>(null);

  useLayoutEffect(() => {
    afterRender.current?.();
    afterRender.current = null;
  }, [view]);

  const navigate = useCallback<Navigate>(async (url, mode, restoreY) => {
    const id = ++sequence.current;
    const startedAt = performance.now();
    const focusedBefore = document.activeElement;
    const path = cleanPath(url.pathname);
    const timer = setTimeout(() => id === sequence.current && setPending(true), PROGRESS_DELAY_MS);
    try {
      // The navigation island comes with the first navigation's data, or was loaded on the reader's way to a link.
      const loadingIsland = runtime.navigation(data.islands.navigation);
      // The old page stays until the new page's data (and its sidebar) has arrived.
      const page = await runtime.pageData.loadPageData(path);
      const { applyHead, focusMovedIntoOverlay, loadPageStyles, sameHtml, scrollToTarget } = await loadingIsland;
      const [sidebar] = await Promise.all([page.sidebarId ? runtime.pageData.loadSidebar(page.sidebarId) : undefined, loadPageStyles(page.head)]);
      if (id !== sequence.current) return;
      if (mode === 'push') {
        history.replaceState({ ...history.state, y: window.scrollY }, '');
        history.pushState({ y: 0 }, '', `${page.path}${url.search}${url.hash}`);
      }
      afterRender.current = () => {
        applyHead(page.title, page.head);
        mountPageParts(data, runtime);
        scrollToTarget(url.hash, restoreY);
        if (mode !== 'refresh' && !focusMovedIntoOverlay(focusedBefore)) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
        prefetcher.current?.observeLinks();
      };
      setView((current) => ({
        shell: {
          ...current.shell,
          path: page.path,
          sidebarId: page.sidebarId,
          sidebar,
          version: page.version,
          versionPaths: page.versionPaths,
          localePaths: page.localePaths,
        },
        mainHtml: mode === 'refresh' && sameHtml(page.html, current.mainHtml) ? current.mainHtml : page.html,
        startedAt,
      }));
    } catch {
      // The next page could not be loaded: let the browser load it.
      if (id === sequence.current) window.location.assign(url.href);
    } finally {
      clearTimeout(timer);
      if (id === sequence.current) setPending(false);
    }
  }, []);
  return { view, pending, navigate, prefetcher };
}

/**
 * A click on a link: an external one opens in a new tab, an internal one is followed by client navigation, but for a
 * page of another locale than `site`'s, which is loaded in full (its shell speaks another language).
 */
function followLink(event: MouseEvent, navigate: Navigate, site: ShellProps['site']): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const info = {
    href: anchor.href,
    rawHref: anchor.getAttribute('href'),
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    rel: anchor.rel,
  };
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin && /^https?:$/.test(url.protocol) && !anchor.target && !event.defaultPrevented && event.button === 0) {
    // External links open in a new tab, wherever they are written.
    event.preventDefault();
    window.open(url.href, '_blank', 'noopener,noreferrer');
    return;
  }
  if (!shouldIntercept(event, info, new URL(location.href)) || leavesLocale(url.pathname, site)) return;
  event.preventDefault();
  void navigate(url, 'push');
}

/** Link clicks, back and forward, and the scroll position kept in history; returns the function that stops listening. */
function listenForNavigation(navigate: Navigate, site: ShellProps['site']): () => void {
  const onClick = (event: MouseEvent) => followLink(event, navigate, site);
  const onPop = (event: PopStateEvent) => {
    const url = new URL(location.href);
    // Same page, another anchor: the browser scrolls by itself.
    if (cleanPath(url.pathname) === cleanPath(document.documentElement.dataset.path ?? '')) return;
    void navigate(url, 'pop', (event.state as { y?: number } | null)?.y ?? 0);
  };
  // The scroll position is kept in the current history entry, so back and forward can restore it.
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => history.replaceState({ ...history.state, y: window.scrollY }, ''), 100);
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPop);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPop);
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * The dev server asks open pages to refresh in place after a change (same page, same scroll position). Content
 * that did not change is left alone: React only replaces the main HTML when its string differs.
 */
function useDevRefresh(navigate: Navigate, path: string, pageData: RuntimeState['pageData']): void {
  useEffect(() => {
    const hook = {
      refresh: () => {
        pageData.forgetPage(path);
        pageData.forgetSidebars();
        return navigate(new URL(location.href), 'refresh', window.scrollY);
      },
    };
    window.__docgen = hook;
  }, [navigate, path, pageData]);
}

/** `runtime`: what the app keeps for the page's lifetime (caches, mounted islands), made by the entry. */
export function App({ data, mainHtml, runtime }: { data: EmbeddedData; mainHtml: string; runtime: RuntimeState }): ReactElement {
  const { view, pending, navigate, prefetcher } = useNavigation(data, mainHtml, runtime);

  useEffect(() => {
    if (data.shell.sidebarId && data.shell.sidebar) runtime.pageData.seedSidebar(data.shell.sidebarId, data.shell.sidebar);
    history.scrollRestoration = 'manual';
    // A sign that the reader is about to navigate also loads the navigation island (not a link scrolled into view),
    // where the connection allows fetching ahead (see prefetch.ts).
    prefetcher.current = startPrefetching(runtime.pageData, () => void runtime.navigation(data.islands.navigation).catch(() => undefined));
    prefetcher.current.observeLinks();
    runtime.content.install(data.islands);
    mountPageParts(data, runtime);
    return listenForNavigation(navigate, data.shell.site);
  }, [data, navigate, prefetcher, runtime]);

  // The path the page shows, for the popstate check of listenForNavigation.
  useEffect(() => {
    document.documentElement.dataset.path = view.shell.path;
  }, [view.shell.path]);

  const goTo = useCallback((url: string) => void navigate(new URL(url, location.href), 'push'), [navigate]);
  useDevRefresh(navigate, view.shell.path, runtime.pageData);

  const tryAgain = useCallback(async () => {
    runtime.pageData.forgetPage(view.shell.path);
    runtime.pageData.forgetSidebars();
    await navigate(new URL(location.href), 'reload', window.scrollY);
  }, [navigate, view.shell.path, runtime]);

  return (
    <StorageContext.Provider value={runtime.storage}>
      <CrashBoundary onTryAgain={tryAgain} strings={data.shell.site.strings}>
        <Page view={view} />
      </CrashBoundary>
      <ProgressBar active={pending} />
      {data.islands.search && data.search && (
        <SearchLauncher
          url={data.islands.search}
          config={data.search}
          navigate={goTo}
          path={view.shell.path}
          navigationStartedAt={view.startedAt}
          siteUrl={data.siteUrl}
          version={searchVersion(view.shell, runtime.storage)}
          clients={runtime.searchClients}
          strings={data.shell.site.strings}
          searchPath={searchPathOf(data.shell.site)}
        />
      )}
    </StorageContext.Provider>
  );
}
