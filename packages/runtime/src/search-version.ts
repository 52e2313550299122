/** Which docs version search shows results of, as Docusaurus's contextual search picks it; where the search page is. */
import { readPreferredVersion, type SafeStorage, type ShellProps, type ShellSite } from '@docgen/theme/browser';

/**
 * The version of the page read, else the reader's preferred one, else the last; undefined on a site with one version
 * (nothing to filter).
 */
export function searchVersion(shell: ShellProps, storage: SafeStorage): string | undefined {
  const { versions } = shell.site;
  if (versions.length < 2) return undefined;
  return (
    shell.version ??
    readPreferredVersion(
      storage,
      versions.map((v) => v.name),
    ) ??
    versions.find((v) => v.isLast)?.name
  );
}

/** The search page of the page's locale: `/search`, `/fr/search`. */
export function searchPathOf(site: Pick<ShellSite, 'locale' | 'locales'>): string {
  return `${site.locales?.find((l) => l.name === site.locale)?.routeBase ?? ''}/search`;
}
