/**
 * What a docs page says about its version, rendered with the page's content: the banner of an unreleased or
 * unmaintained version, linking to the same page in the last version (choosing that version as the preferred one,
 * through the runtime's click listener on `data-preferred-version`), and the version badge.
 */
import type { ReactElement } from 'react';
import type { ShellVersion } from '../shell-props.js';
import { usePageTranslator } from '../i18n/page-translator.js';

export interface VersionNoticeProps {
  siteTitle: string;
  version: ShellVersion;
  /** The page in the last version (else that version's main doc). */
  latest?: { version: ShellVersion; href: string };
}

export function VersionBanner({ siteTitle, version, latest }: VersionNoticeProps): ReactElement | null {
  const { t, nodes } = usePageTranslator();
  if (version.banner === 'none') return null;
  const id = version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel';
  return (
    <div className={`version-banner version-banner--${version.banner}`} role="note">
      <p>{t(id, { siteTitle, versionLabel: version.label })}</p>
      {latest && (
        <p>
          {nodes('theme.docs.versions.latestVersionSuggestionLabel', {
            latestVersionLink: (
              <b>
                <a href={latest.href} data-preferred-version={latest.version.name}>
                  {t('theme.docs.versions.latestVersionLinkLabel')}
                </a>
              </b>
            ),
            versionLabel: latest.version.label,
          })}
        </p>
      )}
    </div>
  );
}

export function VersionBadge({ version }: { version: ShellVersion }): ReactElement | null {
  const { t } = usePageTranslator();
  return version.badge ? <span className="version-badge">{t('theme.docs.versionBadge.label', { versionLabel: version.label })}</span> : null;
}
