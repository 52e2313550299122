/** The top bar: logo and title, product links on the left, search, login and colour mode on the right. */
import type { ReactElement } from 'react';
import { sidebarIdOfKey, type NavbarItem } from '@docgen/core';
import { usePreferredVersion, versionCandidate } from '../client/versions.js';
import { DocsVersionDropdown } from './DocsVersionDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { useTranslator } from '../i18n/context.js';
import type { ShellProps, ShellVersion } from '../shell-props.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ExternalIcon, MenuIcon, SearchIcon } from './icons.js';
import { Logo } from './Logo.js';
import { NavbarItemBoundary } from './NavbarItemBoundary.js';
import { NavbarMenu } from './NavbarMenu.js';

interface ItemProps {
  item: NavbarItem;
  shell: ShellProps;
  /** Rendered inside the mobile menu rather than the bar. */
  mobile?: boolean;
}

/** A docs link in the version the shell's links follow, else in the first version that has it. */
function inVersion(shell: ShellProps, preferred: string | undefined, pick: (version: ShellVersion) => string | undefined): string | undefined {
  const candidate = versionCandidate(shell, preferred);
  return (candidate && pick(candidate)) ?? shell.site.versions.map(pick).find((href) => href !== undefined);
}

/** Where an item leads; docs items follow the version being read, else the preferred one, else the last. */
export function itemHref(item: NavbarItem, shell: ShellProps, preferred?: string): string | undefined {
  switch (item.type) {
    case 'docSidebar':
      return inVersion(shell, preferred, (v) => v.sidebarFirstLinks[item.sidebarId]);
    case 'doc':
      return inVersion(shell, preferred, (v) => v.navbarDocPaths[item.docId]);
    case 'docsVersion':
      return item.to ?? versionCandidate(shell, preferred)?.mainDocPath;
    case 'link':
      return item.to ?? item.href;
    default:
      return undefined;
  }
}

function isActive(item: NavbarItem, shell: ShellProps, preferred?: string): boolean {
  if (item.type === 'docSidebar') return shell.sidebarId !== undefined && sidebarIdOfKey(shell.sidebarId) === item.sidebarId;
  const href = itemHref(item, shell, preferred);
  return href !== undefined && !/^https?:/.test(href) && (shell.path === href || shell.path.startsWith(`${href}/`));
}

export function NavbarLink({ item, shell, mobile }: ItemProps): ReactElement | null {
  const { preferred } = usePreferredVersion();
  if (item.type === 'search' || item.type === 'dropdown' || item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') return null;
  const href = itemHref(item, shell, preferred);
  const external = item.type === 'link' && !!item.href;
  const active = isActive(item, shell, preferred);
  const label = item.type === 'docsVersion' ? (item.label ?? versionCandidate(shell, preferred)?.label) : item.label;
  const base = mobile ? 'menu__link' : 'navbar__link';
  const className = [base, active ? `${base}--active` : '', item.className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={className} href={href} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
      {external && <ExternalIcon />}
    </a>
  );
}

export function SearchButton(): ReactElement {
  const { t } = useTranslator();
  return (
    <button type="button" className="search-button" aria-label={t('docgen.SearchBar.buttonAriaLabel')} data-search-button="">
      <SearchIcon />
      <span className="search-button__placeholder">{t('theme.SearchBar.label')}</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}

export function NavbarItemView({ item, shell, mobile }: ItemProps): ReactElement | null {
  let view: ReactElement | null;
  if (item.type === 'search') view = mobile ? null : <SearchButton />;
  else if (item.type === 'dropdown') view = <Dropdown item={item} shell={shell} mobile={mobile} />;
  else if (item.type === 'docsVersionDropdown') view = <DocsVersionDropdown item={item} shell={shell} mobile={mobile} />;
  else if (item.type === 'localeDropdown') view = <LocaleDropdown item={item} shell={shell} mobile={mobile} />;
  else view = <NavbarLink item={item} shell={shell} mobile={mobile} />;
  return view && <NavbarItemBoundary item={item}>{view}</NavbarItemBoundary>;
}

/** A plain dropdown: its items are navbar links (in the mobile menu, its links as a category). */
function Dropdown({ item, shell, mobile }: { item: Extract<NavbarItem, { type: 'dropdown' }>; shell: ShellProps; mobile?: boolean }): ReactElement {
  return (
    <NavbarMenu
      mobile={mobile}
      itemClassName={item.className}
      label={item.label}
      mobileLabel={item.label}
      entries={() => item.items.map((child, i) => [i, <NavbarLink item={child} shell={shell} mobile={mobile} />])}
    />
  );
}

/**
 * The logo and the site title, a link home. Without a logo the brand is marked `navbar__brand--no-logo`: the
 * stylesheet then keeps the title in sight at every width, as it is all there is of the brand.
 */
export function NavbarBrand({ shell }: { shell: ShellProps }): ReactElement {
  const { navbar } = shell.site;
  const { home } = useTranslator();
  return (
    <a className={navbar.logo ? 'navbar__brand' : 'navbar__brand navbar__brand--no-logo'} href={navbar.logo?.href ?? home}>
      {navbar.logo && <Logo logo={navbar.logo} className="navbar__logo" decorative={Boolean(navbar.title)} />}
      {navbar.title && <b className="navbar__title">{navbar.title}</b>}
    </a>
  );
}

export function Navbar({ shell, menuOpen, onToggleMenu }: { shell: ShellProps; menuOpen: boolean; onToggleMenu: () => void }): ReactElement {
  const { navbar, colorMode } = shell.site;
  const { t } = useTranslator();
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label={t('theme.NavBar.navAriaLabel')}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={onToggleMenu}
          >
            <MenuIcon />
          </button>
          <NavbarBrand shell={shell} />
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
          {!colorMode.disableSwitch && <ColorModeToggle defaultMode={colorMode.defaultMode} />}
        </div>
      </div>
    </nav>
  );
}
