/** Reading `site.config.yaml` and `sidebars.yaml` from a site root. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseSidebars, parseSiteConfig, parseTranslationFile, parseVersionsFile } from '@docgen/config';
import {
  codeTranslationFile,
  DiagnosticError,
  docsTranslationFile,
  localizedDocsDir,
  localizedPagesDir,
  themeTranslationFile,
  type LocaleTranslations,
  type TranslationFile,
  resolveVersions,
  VERSIONS_FILE,
  versionedDocsDir,
  versionedSidebarsFile,
  type DocsVersion,
  type SidebarsConfig,
  type SiteConfig,
} from '@docgen/core';

export const CONFIG_FILE = 'site.config.yaml';
export const SIDEBARS_FILE = 'sidebars.yaml';

async function readRequired(root: string, file: string, what: string): Promise<string> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch {
    throw new DiagnosticError([
      {
        severity: 'error',
        file,
        message: `no ${file} (${what}) in ${root}`,
        hint: `Run docgen in the site's folder, or pass --root <folder> pointing at the folder that holds ${file}.`,
        ruleId: 'config/missing-file',
      },
    ]);
  }
}

export interface SiteSettings {
  config: SiteConfig;
  /** The current docs' sidebars (sidebars.yaml). */
  sidebars: SidebarsConfig;
  /** The docs versions to build, newest first. */
  versions: DocsVersion[];
  /** The sidebars of each released version that has a sidebars file, by version name. */
  versionSidebars: Record<string, SidebarsConfig>;
  /** Where the versions left out by `docs.onlyIncludeVersions` would be (links into them are not checked). */
  excludedVersionRoutes: string[];
  /** Each locale's label files (code.json, navbar.json, footer.json, each version's current.json), by locale. */
  translations: Record<string, LocaleTranslations>;
}

/** The folders of translated docs (of every version built) and pages of every locale, for the scan. */
export function localizedDirs(config: SiteConfig, versions: readonly DocsVersion[]): Array<{ dir: string; locale: string; folder: 'docs' | 'pages' }> {
  return config.i18n.locales.flatMap((locale) => [
    ...versions.map((v) => ({ dir: localizedDocsDir(locale, v.name), locale, folder: 'docs' as const })),
    { dir: localizedPagesDir(locale), locale, folder: 'pages' as const },
  ]);
}

/** Every label file the site's locales may have (the dev server watches them as configuration). */
export function translationFiles(config: SiteConfig, versions: readonly DocsVersion[]): string[] {
  return config.i18n.locales.flatMap((locale) => [
    codeTranslationFile(locale),
    themeTranslationFile(locale, 'navbar'),
    themeTranslationFile(locale, 'footer'),
    ...versions.map((v) => docsTranslationFile(locale, v.name)),
  ]);
}

/** A translation file, or undefined when the locale has none; problems of its content are collected. */
async function readTranslationFile(root: string, file: string, errors: DiagnosticError[]): Promise<TranslationFile | undefined> {
  const text = await readOptional(root, file);
  if (text === undefined) return undefined;
  try {
    return parseTranslationFile({ file, text });
  } catch (e) {
    if (e instanceof DiagnosticError) errors.push(e);
    else throw e;
    return undefined;
  }
}

/** Every locale's label files, as Docusaurus lays them out under i18n/<locale>/. */
async function loadTranslations(root: string, config: SiteConfig, versions: readonly DocsVersion[]): Promise<Record<string, LocaleTranslations>> {
  const errors: DiagnosticError[] = [];
  const out: Record<string, LocaleTranslations> = {};
  await Promise.all(
    config.i18n.locales.map(async (locale) => {
      const [code, navbar, footer, ...docs] = await Promise.all([
        readTranslationFile(root, codeTranslationFile(locale), errors),
        readTranslationFile(root, themeTranslationFile(locale, 'navbar'), errors),
        readTranslationFile(root, themeTranslationFile(locale, 'footer'), errors),
        ...versions.map((v) => readTranslationFile(root, docsTranslationFile(locale, v.name), errors)),
      ]);
      const translations: LocaleTranslations = { docs: {} };
      versions.forEach((v, i) => {
        if (docs[i]) translations.docs[v.name] = docs[i];
      });
      if (code) translations.code = code;
      if (navbar) translations.navbar = navbar;
      if (footer) translations.footer = footer;
      out[locale] = translations;
    }),
  );
  if (errors.length) throw new DiagnosticError(errors.flatMap((e) => e.diagnostics));
  return out;
}

/** A file's text, or undefined when it does not exist. */
async function readOptional(root: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** A released version's sidebars file: JSON as Docusaurus writes it, or YAML. */
async function readVersionSidebars(root: string, name: string): Promise<{ file: string; text: string } | undefined> {
  for (const extension of ['json', 'yaml', 'yml']) {
    const file = versionedSidebarsFile(name, extension);
    const text = await readOptional(root, file);
    if (text !== undefined) return { file, text };
  }
  return undefined;
}

/** versions.json, the released versions' sidebars, and the versions resolved with the docs options. */
async function loadVersions(
  root: string,
  config: SiteConfig,
  env: Record<string, string | undefined>,
): Promise<Pick<SiteSettings, 'versions' | 'versionSidebars' | 'excludedVersionRoutes'>> {
  const versionsText = config.docs.disableVersioning ? undefined : await readOptional(root, VERSIONS_FILE);
  const { names: released, places } = versionsText === undefined ? { names: [], places: {} } : parseVersionsFile({ file: VERSIONS_FILE, text: versionsText });
  // Only versions that will be built are read: onlyIncludeVersions keeps a local build fast.
  const wanted = released.filter((name) => !config.docs.onlyIncludeVersions || config.docs.onlyIncludeVersions.includes(name));
  const [files, folders] = await Promise.all([
    Promise.all(wanted.map((name) => readVersionSidebars(root, name))),
    Promise.all(
      wanted.map((name) =>
        stat(path.join(root, versionedDocsDir(name))).then(
          (s) => s.isDirectory(),
          () => false,
        ),
      ),
    ),
  ]);
  const sidebarsFiles: Record<string, string> = {};
  const versionSidebars: Record<string, SidebarsConfig> = {};
  const errors: DiagnosticError[] = [];
  wanted.forEach((name, i) => {
    if (folders[i]) return;
    errors.push(
      new DiagnosticError([
        {
          severity: 'error',
          ...(places[name] as { file: string; line: number; column: number }),
          message: `version "${name}" has no docs folder (looked for ${versionedDocsDir(name)}/)`,
          hint: 'Restore the folder, or remove the version from versions.json.',
          ruleId: 'versions/missing-folder',
        },
      ]),
    );
  });
  wanted.forEach((name, i) => {
    const found = files[i];
    if (!found) return;
    sidebarsFiles[name] = found.file;
    try {
      versionSidebars[name] = parseSidebars({ file: found.file, text: found.text, env });
    } catch (e) {
      if (e instanceof DiagnosticError) errors.push(e);
      else throw e;
    }
  });
  const { versions, excludedRouteBases, diagnostics } = resolveVersions({
    config,
    released,
    sidebarsFiles,
    currentSidebarsFile: SIDEBARS_FILE,
    contentDirOf: versionedDocsDir,
  });
  const all = [...errors.flatMap((e) => e.diagnostics), ...diagnostics];
  if (all.length) throw new DiagnosticError(all);
  return { versions, versionSidebars, excludedVersionRoutes: excludedRouteBases };
}

export async function loadSiteSettings(root: string, env: Record<string, string | undefined> = process.env): Promise<SiteSettings> {
  // Both files are read before anything is reported, so a folder missing both says so, in the same order every time.
  const [configRead, sidebarsRead] = await Promise.allSettled([
    readRequired(root, CONFIG_FILE, 'the site configuration'),
    readRequired(root, SIDEBARS_FILE, 'the sidebars file'),
  ]);
  const missing = [configRead, sidebarsRead].flatMap((read) => (read.status === 'rejected' ? [read.reason as unknown] : []));
  if (missing.length) {
    if (missing.every((e) => e instanceof DiagnosticError)) throw new DiagnosticError(missing.flatMap((e) => (e as DiagnosticError).diagnostics));
    throw missing.find((e) => !(e instanceof DiagnosticError));
  }
  const configText = (configRead as PromiseFulfilledResult<string>).value;
  const sidebarsText = (sidebarsRead as PromiseFulfilledResult<string>).value;
  // Report problems of both files at once.
  const errors: DiagnosticError[] = [];
  const attempt = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DiagnosticError) errors.push(e);
      else throw e;
      return undefined;
    }
  };
  const config = attempt(() => parseSiteConfig({ file: CONFIG_FILE, text: configText, env }));
  const sidebars = attempt(() => parseSidebars({ file: SIDEBARS_FILE, text: sidebarsText, env }));
  if (errors.length || !config || !sidebars) throw new DiagnosticError(errors.flatMap((e) => e.diagnostics));
  const versions = await loadVersions(root, config, env);
  return { config, sidebars, ...versions, translations: await loadTranslations(root, config, versions.versions) };
}
