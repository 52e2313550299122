/** Which docs version search shows results of, as Docusaurus's contextual search picks it. */
import { readPreferredVersion, type SafeStorage, type ShellProps } from '@docgen/theme/browser';

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
