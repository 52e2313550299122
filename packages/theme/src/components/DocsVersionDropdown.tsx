/**
 * The docs version dropdown (`docsVersionDropdown` navbar item): labelled with the version being read (else the
 * preferred one, else the last); each version links to this page in that version when it has it, else to its main
 * doc, and remembers the choice as the reader's preferred version.
 */
import type { ReactElement } from 'react';
import type { NavbarDocsVersionDropdownItem } from '@docgen/core';
import { usePreferredVersion, versionCandidate, versionTarget } from '../client/versions.js';
import type { ShellProps } from '../shell-props.js';
import { useTranslator } from '../i18n/context.js';
import { extraLinks, NavbarMenu } from './NavbarMenu.js';

export function DocsVersionDropdown({ item, shell, mobile }: { item: NavbarDocsVersionDropdownItem; shell: ShellProps; mobile?: boolean }): ReactElement {
  const { preferred, choose } = usePreferredVersion();
  const { t } = useTranslator();
  const shown = versionCandidate(shell, preferred);
  const activeClass = shell.version !== undefined && !item.dropdownActiveClassDisabled ? ' navbar__link--active' : '';
  return (
    <NavbarMenu
      mobile={mobile}
      kind="docs-version-dropdown"
      itemClassName={item.className}
      mobileLabel={shown?.label ?? t('theme.navbar.mobileVersionsDropdown.label')}
      label={shown?.label}
      buttonClassName={`navbar__link${activeClass}`}
      ariaLabel={t('docgen.versionsDropdown.ariaLabel', { versionLabel: shown?.label ?? '' })}
      entries={(linkClass, close) => [
        ...extraLinks(item.dropdownItemsBefore, linkClass),
        ...shell.site.versions.map((version): [string, ReactElement] => {
          const active = version.name === shell.version;
          return [
            version.name,
            <a
              className={`${linkClass}${active ? ` ${linkClass}--active` : ''}`}
              href={versionTarget(shell, version)}
              aria-current={active ? 'page' : undefined}
              data-version={version.name}
              onClick={() => {
                choose(version.name);
                close();
              }}
            >
              {version.label}
            </a>,
          ];
        }),
        ...extraLinks(item.dropdownItemsAfter, linkClass),
      ]}
    />
  );
}
