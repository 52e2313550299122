/**
 * What a docs page says about its version, rendered with the page's content: the banner of an unreleased or
 * unmaintained version, linking to the same page in the last version (choosing that version as the preferred one,
 * through the runtime's click listener on `data-preferred-version`), and the version badge.
 */
import type { ReactElement } from 'react';
import type { ShellVersion } from '../shell-props.js';

export interface VersionNoticeProps {
  siteTitle: string;
  version: ShellVersion;
  /** The page in the last version (else that version's main doc). */
  latest?: { version: ShellVersion; href: string };
}

export function VersionBanner({ siteTitle, version, latest }: VersionNoticeProps): ReactElement | null {
  if (version.banner === 'none') return null;
  const text =
    version.banner === 'unreleased'
      ? `This is unreleased documentation for ${siteTitle} ${version.label} version.`
      : `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`;
  return (
    <div className={`version-banner version-banner--${version.banner}`} role="note">
      <p>{text}</p>
      {latest && (
        <p>
          For up-to-date documentation, see the{' '}
          <b>
            <a href={latest.href} data-preferred-version={latest.version.name}>
              latest version
            </a>
          </b>{' '}
          ({latest.version.label}).
        </p>
      )}
    </div>
  );
}

export function VersionBadge({ version }: { version: ShellVersion }): ReactElement | null {
  return version.badge ? <span className="version-badge">Version: {version.label}</span> : null;
}
