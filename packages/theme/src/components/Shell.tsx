/** The page shell: skip link, announcement bar, navbar, sidebar, the route's main HTML, footer. */
import { useCallback, useContext, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useCloseOnNavigation } from '../client/close-on-navigation.js';
import { StorageContext, STORAGE_KEYS } from '../client/storage.js';
import { PreferredVersionContext, usePreferredVersionState } from '../client/versions.js';
import { LocaleProvider, useTranslator } from '../i18n/context.js';
import type { ShellProps } from '../shell-props.js';
import { MAIN_ID } from '../dom-ids.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';
import { Sidebar } from './Sidebar.js';

interface ShellFrameProps {
  shell: ShellProps;
  mainHtml: string;
  /** When the client navigation that showed this page began (`performance.now()`); undefined for the first page. */
  navigationStartedAt?: number;
}

/** The shell in the page's locale: its texts, `lang` and home page for every component inside. */
export function Shell(props: ShellFrameProps): ReactElement {
  const { site } = props.shell;
  const locale = site.locales.find((l) => l.name === site.locale);
  return (
    <LocaleProvider strings={site.strings} lang={locale?.htmlLang ?? site.locale} home={locale?.routeBase || '/'}>
      <ShellFrame {...props} />
    </LocaleProvider>
  );
}

function ShellFrame({ shell, mainHtml, navigationStartedAt }: ShellFrameProps): ReactElement {
  const { site } = shell;
  const { t } = useTranslator();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuOpened = useCloseOnNavigation(shell.path, navigationStartedAt, closeMenu);
  const toggleMenu = () => {
    if (!menuOpen) menuOpened();
    setMenuOpen(!menuOpen);
  };
  // The stored choice is applied to <html> before paint; this state mirrors it once hydrated.
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const storage = useContext(StorageContext);
  useEffect(() => setSidebarHidden(document.documentElement.hasAttribute('data-sidebar-hidden')), []);
  const toggleSidebar = () => {
    const hidden = !sidebarHidden;
    document.documentElement.toggleAttribute('data-sidebar-hidden', hidden);
    storage?.set(STORAGE_KEYS.sidebarHidden, String(hidden));
    setSidebarHidden(hidden);
  };
  // The same object while the HTML is the same: React then leaves the content's DOM (and its state) alone when the
  // shell re-renders, instead of setting innerHTML again.
  const content = useMemo(() => ({ __html: mainHtml }), [mainHtml]);
  // The reader's preferred docs version, for the navbar's docs links where the page is of no version.
  const preferredVersion = usePreferredVersionState(
    site.versions.map((v) => v.name),
    shell.path,
  );
  return (
    <PreferredVersionContext.Provider value={preferredVersion}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('theme.common.skipToMainContent')}
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar shell={shell} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      {menuOpen && <MobileMenu shell={shell} onClose={closeMenu} />}
      <div className={`page${shell.sidebar ? ' page--with-sidebar' : ''}`}>
        {shell.sidebar && (
          <Sidebar
            key={shell.sidebarId}
            items={shell.sidebar}
            path={shell.path}
            hideable={site.sidebar.hideable}
            hidden={sidebarHidden}
            onToggleHidden={toggleSidebar}
          />
        )}
        {/* Route content is finished HTML: React hydrates the chrome around it, never the content itself. */}
        <main id={MAIN_ID} className="main" tabIndex={-1} dangerouslySetInnerHTML={content} />
      </div>
      <Footer footer={site.footer} />
    </PreferredVersionContext.Provider>
  );
}
