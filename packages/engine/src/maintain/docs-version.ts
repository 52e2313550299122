/**
 * `docgen docs:version <name>`: releases the current docs as a version, as Docusaurus's `docs:version` does. The docs
 * folder (with its `_category_` files, images and partials) is copied to `versioned_docs/version-<name>/`, the
 * sidebars to `versioned_sidebars/version-<name>-sidebars.json`, and the name goes first in `versions.json`. The copy
 * is made under a temporary name and renamed into place, and versions.json is written last, so a failure leaves no
 * half-made version behind.
 */
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseVersionsFile } from '@docgen/config';
import {
  docsTranslationFile,
  invalidVersionName,
  localizedDocsDir,
  VERSIONS_FILE,
  versionedDocsDir,
  versionedSidebarsFile,
  type SidebarsConfig,
  type SiteConfig,
} from '@docgen/core';
import { loadSiteSettings } from '../session/load-config.js';
import { writeFileAtomically } from '../output/write.js';

/** A name that cannot be released (invalid, or already a version): the CLI prints the message alone. */
export class DocsVersionError extends Error {
  override name = 'DocsVersionError';
  constructor(
    message: string,
    readonly reason: 'invalid-name' | 'exists' | 'no-docs',
  ) {
    super(message);
  }
}

export interface DocsVersionResult {
  /** Site-root relative paths of what was written. */
  docsDir: string;
  sidebarsFile?: string;
  /** The locales' translations of the current docs, copied as the version's (`i18n/<locale>/…/version-<name>`). */
  translations: string[];
  /** Versions after the release, newest first. */
  versions: string[];
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Sidebars as Docusaurus writes them to a versioned sidebars file: id → items, without docgen's places. */
function sidebarsJson(sidebars: SidebarsConfig): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'place')
          .map(([key, v]) => [key, strip(v)]),
      );
    return value;
  };
  const out = Object.fromEntries(Object.entries(sidebars).map(([id, { items }]) => [id, strip(items)]));
  return `${JSON.stringify(out, null, 2)}\n`;
}

export async function releaseDocsVersion({ root: givenRoot, name }: { root: string; name: string }): Promise<DocsVersionResult> {
  const invalid = invalidVersionName(name);
  if (invalid) throw new DocsVersionError(`cannot release "${name}": ${invalid}.`, 'invalid-name');
  const root = path.resolve(givenRoot);
  // The configuration is read whole: a release of a site that does not build would be a release of broken docs.
  const { config, sidebars } = await loadSiteSettings(root);
  const versionsText = await readFile(path.join(root, VERSIONS_FILE), 'utf8').catch(() => undefined);
  const released = versionsText === undefined ? [] : parseVersionsFile({ file: VERSIONS_FILE, text: versionsText }).names;
  const docsDir = versionedDocsDir(name);
  if (released.includes(name))
    throw new DocsVersionError(`version "${name}" already exists in ${VERSIONS_FILE}. Choose a name that is not released yet.`, 'exists');
  if (await exists(path.join(root, docsDir)))
    throw new DocsVersionError(`${docsDir}/ already exists. Choose another name, or remove the folder if it is left over.`, 'exists');
  if (await exists(path.join(root, versionedSidebarsFile(name)))) {
    throw new DocsVersionError(`${versionedSidebarsFile(name)} already exists. Choose another name, or remove the file if it is left over.`, 'exists');
  }
  const source = path.join(root, config.docs.path);
  if (!(await exists(source))) throw new DocsVersionError(`there are no docs to release: ${config.docs.path}/ does not exist.`, 'no-docs');

  const temp = path.join(root, path.dirname(docsDir), `.${path.basename(docsDir)}.tmp-${process.pid}`);
  const sidebarsFile = Object.keys(sidebars).length ? versionedSidebarsFile(name) : undefined;
  try {
    await mkdir(path.dirname(temp), { recursive: true });
    await cp(source, temp, { recursive: true, filter: (file) => !file.split(path.sep).includes('node_modules') });
    if (sidebarsFile) {
      await mkdir(path.join(root, path.dirname(sidebarsFile)), { recursive: true });
      await writeFileAtomically(path.join(root, sidebarsFile), sidebarsJson(sidebars));
    }
    await rename(temp, path.join(root, docsDir));
  } catch (e) {
    await rm(temp, { recursive: true, force: true });
    if (sidebarsFile) await rm(path.join(root, sidebarsFile), { force: true });
    throw e;
  }
  const translations = await releaseTranslations(root, config, name);
  const versions = [name, ...released];
  await writeFile(path.join(root, VERSIONS_FILE), `${JSON.stringify(versions, null, 2)}\n`);
  return { docsDir, sidebarsFile, translations, versions };
}

/**
 * Each locale's translations of the current docs become the version's, as Docusaurus's docs:version copies them; the
 * sidebar labels of current.json go to version-<name>.json too (without the current docs' version label), so the
 * released sidebars stay translated. What exists already is left alone.
 */
async function releaseTranslations(root: string, config: SiteConfig, name: string): Promise<string[]> {
  const written: string[] = [];
  for (const locale of config.i18n.locales) {
    const from = localizedDocsDir(locale, 'current');
    const to = localizedDocsDir(locale, name);
    if ((await exists(path.join(root, from))) && !(await exists(path.join(root, to)))) {
      await cp(path.join(root, from), path.join(root, to), { recursive: true });
      written.push(`${to}/`);
    }
    const labels = docsTranslationFile(locale, 'current');
    const target = docsTranslationFile(locale, name);
    const text = await readFile(path.join(root, labels), 'utf8').catch(() => undefined);
    if (text === undefined || (await exists(path.join(root, target)))) continue;
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // A file the build cannot read either: the build reports it at its place.
      continue;
    }
    delete content['version.label'];
    await writeFileAtomically(path.join(root, target), `${JSON.stringify(content, null, 2)}\n`);
    written.push(target);
  }
  return written;
}
