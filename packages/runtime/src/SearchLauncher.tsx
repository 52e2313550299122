/**
 * Opens the search modal: on a click of the navbar's search button, on Ctrl/Cmd+K, on "/" when the reader is not
 * typing in a field, and when a letter is typed while the search button has focus (the modal opens with it).
 * The modal's code is an island, loaded on first use.
 */
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { translate, useCloseOnNavigation, type Strings } from '@docgen/theme/browser';
import { importIsland, Lazy } from './Lazy.js';
import type { LocalSearchClients, SearchConfig } from './search-client.js';

export interface SearchModalProps {
  initialQuery: string;
  onClose: () => void;
  config: SearchConfig;
  /** Client navigation to a path of this site. */
  navigate: (url: string) => void;
  /** The site's production URL: hits on it are followed as local paths. */
  siteUrl?: string;
  /** The docs version whose results are shown (the one read, else the preferred one, else the last). */
  version?: string;
  /** The shell's texts in the page's locale. */
  strings: Strings;
  /** The locale's search page (`/search`, `/fr/search`): "See all results" leads there. */
  searchPath: string;
  /** The app's local search clients, shared with the /search page. */
  clients: LocalSearchClients;
}

/** While the modal's code loads (or fails to), the states show in a panel over the page. */
function LoadingFrame({ children, onClose, label }: { children: ReactNode; onClose: () => void; label: string }): ReactElement {
  return (
    <div className="search-modal" role="dialog" aria-modal="true" aria-label={label}>
      <div className="search-modal__backdrop" onClick={onClose} />
      <div className="search-modal__panel">{children}</div>
    </div>
  );
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

function isSearchButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-search-button]') !== null;
}

export function SearchLauncher({
  url,
  config,
  navigate,
  path,
  navigationStartedAt,
  siteUrl,
  version,
  strings,
  searchPath,
  clients,
}: {
  url: string;
  config: SearchConfig;
  navigate: (url: string) => void;
  path: string;
  /** When the client navigation that showed `path` began (`performance.now()`); undefined for the first page. */
  navigationStartedAt?: number;
  siteUrl?: string;
  version?: string;
  strings: Strings;
  searchPath: string;
  clients: LocalSearchClients;
}): ReactElement | null {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  // Focus goes back where it was when the modal opened (the search button after a click), or to the search button
  // when that element has gone (a navigation replaced it).
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  isOpen.current = open;
  const close = useCallback(() => {
    // DocSearch's own Escape and the document's listener both close: the second call finds it closed.
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    const target =
      opener.current?.isConnected && opener.current !== document.body ? opener.current : document.querySelector<HTMLElement>('[data-search-button]');
    opener.current = null;
    // Without scrolling: the page stays where the reader left it, though the opener be out of view (a link
    // scrolled away from before "/").
    target?.focus({ preventScroll: true });
  }, []);
  const load = useCallback((attempt: number) => importIsland<SearchModalProps>(url, attempt), [url]);
  // Following a result (or any link) closes the modal; the navigation moves focus to the new page. A modal opened
  // while the navigation was on its way (Ctrl+K during a slow load) stays open, with its focus.
  const opened = useCloseOnNavigation(path, navigationStartedAt, () => {
    setOpen(false);
    opener.current = null;
  });

  useEffect(() => {
    const remember = () => {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    };
    const openWith = (query: string) => {
      if (!isOpen.current) opened();
      remember();
      setInitialQuery(query);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (isOpen.current) close();
        else openWith('');
      } else if (event.key === '/' && !isEditable(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        openWith('');
      } else if (event.key === 'Escape' && isOpen.current) {
        close();
      } else if (isSearchButton(event.target) && /^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        openWith(event.key);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (isSearchButton(event.target)) {
        event.preventDefault();
        openWith('');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [close, opened]);

  if (!open) return null;
  return (
    <Lazy
      load={load}
      props={{ initialQuery, onClose: close, config, navigate, siteUrl, version, strings, searchPath, clients }}
      strings={strings}
      frame={(content) => (
        <LoadingFrame onClose={close} label={translate(strings, 'theme.SearchPage.emptyResultsTitle')}>
          {content}
        </LoadingFrame>
      )}
    />
  );
}
