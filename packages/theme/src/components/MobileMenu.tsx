/**
 * The side menu of narrow screens: the navbar's items (main menu) and the current docs sidebar (secondary menu),
 * with a button back to the main menu. Rendered only while open; locks page scroll and keeps focus inside.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { ShellProps } from '../shell-props.js';
import { CloseIcon } from './icons.js';
import { Logo } from './Logo.js';
import { NavbarItemView } from './Navbar.js';
import { SidebarMenu } from './Sidebar.js';

export const MOBILE_BREAKPOINT = 996;

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export function MobileMenu({ shell, onClose }: { shell: ShellProps; onClose: () => void }): ReactElement {
  const [secondary, setSecondary] = useState(Boolean(shell.sidebar));
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const desktop = matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onWide = () => desktop.matches && onClose();
    const onPop = () => onClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep Tab within the menu.
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    desktop.addEventListener('change', onWide);
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = previous;
      desktop.removeEventListener('change', onWide);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  const { navbar } = shell.site;
  return (
    <div className="mobile-menu" id="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div className="mobile-menu__panel" ref={panel}>
        <div className="mobile-menu__header">
          <a className="navbar__brand" href={navbar.logo?.href ?? '/'}>
            {navbar.logo && <Logo logo={navbar.logo} className="navbar__logo" />}
            {navbar.title && <b className="navbar__title">{navbar.title}</b>}
          </a>
          <button type="button" className="mobile-menu__close" aria-label="Close the navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="mobile-menu__items">
          {secondary && shell.sidebar ? (
            <>
              <button type="button" className="mobile-menu__back" onClick={() => setSecondary(false)}>
                ← Back to main menu
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
                    Docs sidebar →
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
