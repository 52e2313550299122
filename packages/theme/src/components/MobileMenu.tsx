/**
 * The side menu of narrow screens: the navbar's items (main menu) and the current docs sidebar (secondary menu),
 * with a button back to the main menu. Rendered only while open; locks page scroll and keeps focus inside.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { keepTabInside, tabStops } from '../client/focus-trap.js';
import type { ShellProps } from '../shell-props.js';
import { CloseIcon } from './icons.js';
import { NavbarBrand, NavbarItemView } from './Navbar.js';
import { SidebarMenu } from './Sidebar.js';
import { useTranslator } from '../i18n/context.js';

export const MOBILE_BREAKPOINT = 996;

export function MobileMenu({ shell, onClose }: { shell: ShellProps; onClose: () => void }): ReactElement {
  const [secondary, setSecondary] = useState(Boolean(shell.sidebar));
  const panel = useRef<HTMLDivElement>(null);
  const items = useRef<HTMLDivElement>(null);
  // Switching between the main and the docs menu replaces the button that had focus: focus goes to the new list.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    if (items.current) tabStops(items.current)[0]?.focus();
  }, [secondary]);

  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    if (node) tabStops(node)[0]?.focus();
    const desktop = matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onWide = () => desktop.matches && onClose();
    const onPop = () => onClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (panel.current) keepTabInside(panel.current, event);
    };
    desktop.addEventListener('change', onWide);
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = previous;
      desktop.removeEventListener('change', onWide);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      // Focus goes back to the toggle when it was in the menu (Escape, the close button, the backdrop), not when a
      // followed link's page has already taken it to the main content.
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active)) opener?.focus?.();
    };
  }, [onClose]);

  const { navbar } = shell.site;
  const { t } = useTranslator();
  return (
    <div className="mobile-menu" id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('docgen.mobileMenu.ariaLabel')}>
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div className="mobile-menu__panel" ref={panel}>
        <div className="mobile-menu__header">
          <NavbarBrand shell={shell} />
          <button type="button" className="mobile-menu__close" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="mobile-menu__items" ref={items}>
          {secondary && shell.sidebar ? (
            <>
              <button type="button" className="mobile-menu__back" onClick={() => setSecondary(false)}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
              </button>
              <SidebarMenu items={shell.sidebar} path={shell.path} />
            </>
          ) : (
            <ul className="menu__list">
              {navbar.items.map((item, i) => (
                <li key={i} className="menu__item">
                  <NavbarItemView item={item} shell={shell} mobile />
                </li>
              ))}
              {shell.sidebar && (
                <li className="menu__item">
                  <button type="button" className="menu__link mobile-menu__forward" onClick={() => setSecondary(true)}>
                    {t('docgen.mobileMenu.docsSidebar')}
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
