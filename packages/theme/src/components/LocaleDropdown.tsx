/**
 * The locale dropdown (`localeDropdown` navbar item): labelled with the locale being read; each locale links to this
 * page in that locale (translated or not), else to its home page. A link into another locale is a full page load:
 * the whole shell changes language (and direction).
 */
import { useCallback, useRef, useState, type ReactElement } from 'react';
import type { NavbarLinkItem, NavbarLocaleDropdownItem } from '@docgen/core';
import { useOutsideClose } from '../client/use-dismissable.js';
import { useTranslator } from '../i18n/context.js';
import type { ShellProps } from '../shell-props.js';
import { LanguageIcon } from './icons.js';

function ExtraLink({ link, className }: { link: NavbarLinkItem; className: string }): ReactElement {
  const external = !!link.href;
  return (
    <a
      className={`${className} ${link.className ?? ''}`.trim()}
      href={link.to ?? link.href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}

export function LocaleDropdown({ item, shell, mobile }: { item: NavbarLocaleDropdownItem; shell: ShellProps; mobile?: boolean }): ReactElement {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(ref, open, close);
  const { t } = useTranslator();
  const { locales, locale } = shell.site;
  const current = locales.find((l) => l.name === locale);
  const linkClass = mobile ? 'menu__link' : 'dropdown__link';
  const links = locales.map((target) => {
    const active = target.name === locale;
    const href = shell.localePaths?.[target.name] ?? (target.routeBase || '/');
    return (
      <li key={target.name} className={mobile ? 'menu__item' : undefined}>
        <a
          className={`${linkClass}${active ? ` ${linkClass}--active` : ''}`}
          href={href}
          hrefLang={target.htmlLang}
          lang={target.htmlLang}
          aria-current={active ? 'page' : undefined}
          data-locale={target.name}
        >
          {target.label}
        </a>
      </li>
    );
  });
  const extras = (list: NavbarLinkItem[]) =>
    list.map((link, i) => (
      <li key={`${link.label}-${i}`} className={mobile ? 'menu__item' : undefined}>
        <ExtraLink link={link} className={linkClass} />
      </li>
    ));
  const items = [...extras(item.dropdownItemsBefore), ...links, ...extras(item.dropdownItemsAfter)];
  if (mobile) {
    return (
      <>
        <span className="menu__link menu__link--category">{t('theme.navbar.mobileLanguageDropdown.label')}</span>
        <ul className="menu__list locale-dropdown">{items}</ul>
      </>
    );
  }
  return (
    <div ref={ref} className={`navbar__dropdown locale-dropdown${open ? ' navbar__dropdown--open' : ''} ${item.className ?? ''}`.trim()}>
      <button
        type="button"
        className="navbar__link"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('docgen.localeDropdown.ariaLabel', { localeLabel: current?.label ?? locale })}
        onClick={() => setOpen((o) => !o)}
      >
        <LanguageIcon />
        {current?.label ?? locale}
      </button>
      <ul className="dropdown__menu">{items}</ul>
    </div>
  );
}
