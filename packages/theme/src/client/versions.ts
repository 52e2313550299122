/**
 * Which docs version the shell's links lead to, as Docusaurus picks it: the version of the page being read, else
 * the reader's preferred version, else the last version. Pure, so the server and the browser agree on first paint
 * (the server knows no preference).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ShellProps, ShellVersion } from '../shell-props.js';
import { readPreferredVersion, savePreferredVersion, StorageContext } from './storage.js';

export function versionCandidate(shell: ShellProps, preferred: string | undefined): ShellVersion | undefined {
  const { versions } = shell.site;
  return versions.find((v) => v.name === shell.version) ?? versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast) ?? versions[0];
}

/** Where a version's link leads from this page: the same page in that version when it has it, else its main doc. */
export function versionTarget(shell: ShellProps, version: ShellVersion): string | undefined {
  if (version.name === shell.version) return shell.path;
  return shell.versionPaths?.[version.name] ?? version.mainDocPath;
}

/** The last version's copy of this page (else its main doc): where an old version's banner sends the reader. */
export function latestTarget(
  versions: readonly ShellVersion[],
  versionPaths: Record<string, string> | undefined,
): { version: ShellVersion; href: string } | undefined {
  const last = versions.find((v) => v.isLast);
  const href = last && (versionPaths?.[last.name] ?? last.mainDocPath);
  return last && href ? { version: last, href } : undefined;
}

export interface PreferredVersion {
  preferred?: string;
  /** Remembers a version the reader chose. */
  choose(name: string): void;
}

export const PreferredVersionContext = createContext<PreferredVersion>({ choose: () => undefined });

export function usePreferredVersion(): PreferredVersion {
  return useContext(PreferredVersionContext);
}

/**
 * The preference as shell state: read after hydration (the server rendered without it) and again on every
 * navigation (a banner link, outside React, may have changed it).
 */
export function usePreferredVersionState(versionNames: readonly string[], path: string): PreferredVersion {
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  const storage = useContext(StorageContext);
  const names = versionNames.join('\n');
  useEffect(() => setPreferred(storage && readPreferredVersion(storage, names.split('\n'))), [names, path, storage]);
  const choose = useCallback(
    (name: string) => {
      if (storage) savePreferredVersion(storage, name);
      setPreferred(name);
    },
    [storage],
  );
  return useMemo(() => ({ preferred, choose }), [preferred, choose]);
}
