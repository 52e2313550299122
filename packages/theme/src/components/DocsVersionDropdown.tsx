/**
 * The docs version dropdown (`docsVersionDropdown` navbar item): labelled with the version being read (else the
 * preferred one, else the last); each version links to this page in that version when it has it, else to its main
 * doc, and remembers the choice as the reader's preferred version.
 */
import { useCallback, useRef, useState, type ReactElement } from 'react';
import type { NavbarDocsVersionDropdownItem, NavbarLinkItem } from '@docgen/core';
import { useOutsideClose } from '../client/use-dismissable.js';
import { usePreferredVersion, versionCandidate, versionTarget } from '../client/versions.js';
import type { ShellProps } from '../shell-props.js';
import { useTranslator } from '../i18n/context.js';

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

export function DocsVersionDropdown({ item, shell, mobile }: { item: NavbarDocsVersionDropdownItem; shell: ShellProps; mobile?: boolean }): ReactElement {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(ref, open, close);
  const { preferred, choose } = usePreferredVersion();
  const { t } = useTranslator();
  const shown = versionCandidate(shell, preferred);
  const linkClass = mobile ? 'menu__link' : 'dropdown__link';
  const links = shell.site.versions.map((version) => {
    const href = versionTarget(shell, version);
    const active = version.name === shell.version;
    return (
      <li key={version.name} className={mobile ? 'menu__item' : undefined}>
        <a
          className={`${linkClass}${active ? ` ${linkClass}--active` : ''}`}
          href={href}
          aria-current={active ? 'page' : undefined}
          data-version={version.name}
          onClick={() => {
            choose(version.name);
            setOpen(false);
          }}
        >
          {version.label}
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
        <span className="menu__link menu__link--category">{shown?.label ?? t('theme.navbar.mobileVersionsDropdown.label')}</span>
        <ul className="menu__list docs-version-dropdown">{items}</ul>
      </>
    );
  }
  const activeClass = shell.version !== undefined && !item.dropdownActiveClassDisabled ? ' navbar__link--active' : '';
  return (
    <div ref={ref} className={`navbar__dropdown docs-version-dropdown${open ? ' navbar__dropdown--open' : ''} ${item.className ?? ''}`.trim()}>
      <button
        type="button"
        className={`navbar__link${activeClass}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('docgen.versionsDropdown.ariaLabel', { versionLabel: shown?.label ?? '' })}
        onClick={() => setOpen((o) => !o)}
      >
        {shown?.label}
      </button>
      <ul className="dropdown__menu">{items}</ul>
    </div>
  );
}
