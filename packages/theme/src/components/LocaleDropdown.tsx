/**
 * The locale dropdown (`localeDropdown` navbar item): labelled with the locale being read; each locale links to this
 * page in that locale (translated or not), else to its home page. A link into another locale is a full page load:
 * the whole shell changes language (and direction).
 */
import type { ReactElement } from 'react';
import type { NavbarLocaleDropdownItem } from '@docgen/core';
import { useTranslator } from '../i18n/context.js';
import type { ShellProps } from '../shell-props.js';
import { LanguageIcon } from './icons.js';
import { extraLinks, NavbarMenu } from './NavbarMenu.js';

export function LocaleDropdown({ item, shell, mobile }: { item: NavbarLocaleDropdownItem; shell: ShellProps; mobile?: boolean }): ReactElement {
  const { t } = useTranslator();
  const { locales, locale } = shell.site;
  const current = locales.find((l) => l.name === locale);
  return (
    <NavbarMenu
      mobile={mobile}
      kind="locale-dropdown"
      itemClassName={item.className}
      mobileLabel={t('theme.navbar.mobileLanguageDropdown.label')}
      ariaLabel={t('docgen.localeDropdown.ariaLabel', { localeLabel: current?.label ?? locale })}
      label={
        <>
          <LanguageIcon />
          {current?.label ?? locale}
        </>
      }
      entries={(linkClass) => [
        ...extraLinks(item.dropdownItemsBefore, linkClass),
        ...locales.map((target): [string, ReactElement] => {
          const active = target.name === locale;
          return [
            target.name,
            <a
              className={`${linkClass}${active ? ` ${linkClass}--active` : ''}`}
              href={shell.localePaths?.[target.name] ?? (target.routeBase || '/')}
              hrefLang={target.htmlLang}
              lang={target.htmlLang}
              aria-current={active ? 'page' : undefined}
              data-locale={target.name}
            >
              {target.label}
            </a>,
          ];
        }),
        ...extraLinks(item.dropdownItemsAfter, linkClass),
      ]}
    />
  );
}
