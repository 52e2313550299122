/**
 * A navbar menu: in the bar, a button that opens a list (on click; closes on a click or focus outside); in the
 * mobile menu, a category label over the same list, always open. The plain dropdown, the docs version dropdown and
 * the locale dropdown are this menu with their own entries.
 */
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { NavbarLinkItem } from '@docgen/core';
import { useOutsideClose } from '../client/use-dismissable.js';

export interface NavbarMenuProps {
  mobile?: boolean;
  /** The menu's own class (`locale-dropdown`), on the list in the mobile menu and on the dropdown in the bar. */
  kind?: string;
  /** The navbar item's `className`, on the dropdown in the bar. */
  itemClassName?: string;
  /** What the button shows in the bar, and what labels the list in the mobile menu. */
  label: ReactNode;
  mobileLabel: ReactNode;
  buttonClassName?: string;
  ariaLabel?: string;
  /** The entries as key and link, given the class links of this menu take and a function that closes it. */
  entries: (linkClass: string, close: () => void) => Array<[key: string | number, link: ReactElement]>;
}

export function NavbarMenu(props: NavbarMenuProps): ReactElement {
  const { mobile, kind, label, ariaLabel } = props;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(ref, open, close);
  const list = props.entries(mobile ? 'menu__link' : 'dropdown__link', close).map(([key, link]) => (
    <li key={key} className={mobile ? 'menu__item' : undefined}>
      {link}
    </li>
  ));
  if (mobile) {
    return (
      <>
        <span className="menu__link menu__link--category">{props.mobileLabel}</span>
        <ul className={kind ? `menu__list ${kind}` : 'menu__list'}>{list}</ul>
      </>
    );
  }
  const className = `navbar__dropdown${kind ? ` ${kind}` : ''}${open ? ' navbar__dropdown--open' : ''} ${props.itemClassName ?? ''}`.trim();
  return (
    <div ref={ref} className={className}>
      <button
        type="button"
        className={props.buttonClassName ?? 'navbar__link'}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <ul className="dropdown__menu">{list}</ul>
    </div>
  );
}

/** The extra links a version or locale dropdown lists before or after its own entries (`dropdownItemsBefore`). */
export function extraLinks(list: NavbarLinkItem[], linkClass: string): Array<[string, ReactElement]> {
  return list.map((link, i) => {
    const external = !!link.href;
    return [
      `${link.label}-${i}`,
      <a
        className={`${linkClass} ${link.className ?? ''}`.trim()}
        href={link.to ?? link.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
      </a>,
    ];
  });
}
