/** The top bar: logo and title, product links on the left, search, login and colour mode on the right. */
import type { ReactElement } from 'react';
import type { NavbarItem } from '@docgen/core';
import type { ShellProps } from '../shell-props.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ExternalIcon, MenuIcon, SearchIcon } from './icons.js';
import { Logo } from './Logo.js';

interface ItemProps {
  item: NavbarItem;
  shell: ShellProps;
}

export function itemHref(item: NavbarItem, shell: ShellProps): string | undefined {
  switch (item.type) {
    case 'docSidebar':
      return shell.site.sidebarFirstLinks[item.sidebarId];
    case 'doc':
      return shell.site.navbarDocPaths[item.docId];
    case 'link':
      return item.to ?? item.href;
    default:
      return undefined;
  }
}

function isActive(item: NavbarItem, shell: ShellProps): boolean {
  if (item.type === 'docSidebar') return shell.sidebarId === item.sidebarId;
  const href = itemHref(item, shell);
  return href !== undefined && !/^https?:/.test(href) && (shell.path === href || shell.path.startsWith(`${href}/`));
}

export function NavbarLink({ item, shell }: ItemProps): ReactElement | null {
  if (item.type === 'search' || item.type === 'dropdown') return null;
  const href = itemHref(item, shell);
  const external = item.type === 'link' && !!item.href;
  const className = ['navbar__link', isActive(item, shell) ? 'navbar__link--active' : '', item.className ?? ''].filter(Boolean).join(' ');
  return (
    <a
      className={className}
      href={href}
      aria-current={isActive(item, shell) ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {external && <ExternalIcon />}
    </a>
  );
}

function Dropdown({ item, shell }: { item: Extract<NavbarItem, { type: 'dropdown' }>; shell: ShellProps }): ReactElement {
  return (
    <div className={`navbar__dropdown ${item.className ?? ''}`}>
      <button type="button" className="navbar__link" aria-haspopup="true" aria-expanded="false">
        {item.label}
      </button>
      <ul className="dropdown__menu">
        {item.items.map((child, i) => (
          <li key={i}>
            <NavbarLink item={child} shell={shell} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchButton(): ReactElement {
  return (
    <button type="button" className="search-button" aria-label="Search (Ctrl+K)" data-search-button="">
      <SearchIcon />
      <span className="search-button__placeholder">Search</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}

export function NavbarItemView({ item, shell }: ItemProps): ReactElement | null {
  if (item.type === 'search') return <SearchButton />;
  if (item.type === 'dropdown') return <Dropdown item={item} shell={shell} />;
  return <NavbarLink item={item} shell={shell} />;
}

export function Navbar({ shell }: { shell: ShellProps }): ReactElement {
  const { navbar, colorMode } = shell.site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Open the navigation menu" aria-expanded="false" aria-controls="mobile-menu">
            <MenuIcon />
          </button>
          <a className="navbar__brand" href={navbar.logo?.href ?? '/'}>
            {navbar.logo && <Logo logo={navbar.logo} className="navbar__logo" />}
            {navbar.title && <b className="navbar__title">{navbar.title}</b>}
          </a>
          <div className="navbar__left">
            {left.map((item, i) => (
              <NavbarItemView key={i} item={item} shell={shell} />
            ))}
          </div>
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} shell={shell} />
          ))}
          {!colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
    </nav>
  );
}
