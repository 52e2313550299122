/**
 * Each docs version on its own: its sources, docs (ids are per version), sidebars and main doc. The graph iterates
 * the result; nothing here knows about the other versions but `counterparts`.
 */
import path from 'node:path';
import {
  inLocale,
  localizedSidebarKey,
  resolveVersions,
  sidebarKey,
  translated,
  versionedDocsDir,
  type CategoryMeta,
  type Diagnostic,
  type DocsVersion,
  type ParsedPage,
  type SidebarsConfig,
  type SiteConfig,
  type SourceEntry,
} from '@docgen/core';
import { collectDocs, type DocInfo } from './docs.js';
import { versionSources, type LocaleInstance } from './locales.js';
import { SIDEBARS_FILE } from './places.js';
import { firstLinkOf, resolveSidebars, type SidebarsResult } from './sidebars.js';

export interface BuiltVersion {
  version: DocsVersion;
  docs: DocInfo[];
  byId: Map<string, DocInfo>;
  /** Its sidebars, keyed by `sidebarKey`. */
  sidebars: SidebarsResult;
  /** Paths of its generated index pages. */
  indexPaths: Set<string>;
  mainDocPath?: string;
}

export interface VersionsInput {
  config: SiteConfig;
  versions: readonly DocsVersion[];
  /** The current docs' sidebars. */
  sidebars: SidebarsConfig;
  versionSidebars?: Readonly<Record<string, SidebarsConfig>>;
  sources: readonly SourceEntry[];
  pages: Record<string, ParsedPage>;
  /** By the site-root relative folder of the `_category_` file. */
  categories: ReadonlyMap<string, CategoryMeta>;
  includeDrafts?: boolean;
  /** The locale being built: its translations over the site's files. Default: the site's own files, as written. */
  instance?: LocaleInstance;
}

/** The versions of a site without versions.json: the current docs, with the docs options' settings for them. */
export function defaultVersions(config: SiteConfig, diagnostics: Diagnostic[]): DocsVersion[] {
  const resolved = resolveVersions({ config, released: [], sidebarsFiles: {}, currentSidebarsFile: SIDEBARS_FILE, contentDirOf: versionedDocsDir });
  diagnostics.push(...resolved.diagnostics);
  return resolved.versions;
}

const inFolder = (file: string, folder: string) => file.startsWith(`${folder}/`);

/** Folders under a version's docs folder (as on disk, relative to it) that hold docs or `_category_` files, drafts included. */
function docFolders(sources: readonly SourceEntry[]): Set<string> {
  const folders = new Set<string>();
  for (const source of sources) {
    for (let dir = path.posix.dirname(source.relPath); dir !== '.' && dir !== '/' && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
  }
  return folders;
}

/** The `_category_` metadata of one version, keyed by folder relative to its docs folder (what `autogenerate` reads). */
function categoriesOf(version: DocsVersion, categories: ReadonlyMap<string, CategoryMeta>): Map<string, CategoryMeta> {
  const out = new Map<string, CategoryMeta>();
  for (const [folder, meta] of categories) {
    if (folder === version.contentDir) out.set('', meta);
    else if (inFolder(folder, version.contentDir)) out.set(folder.slice(version.contentDir.length + 1), meta);
  }
  return out;
}

/**
 * Docusaurus's main doc of a version: the current docs' `docs.version.mainDoc` when the version has it, else the doc
 * at the version's root, else the first doc of its first sidebar, else its first doc.
 */
function mainDocPath(
  config: SiteConfig,
  version: DocsVersion,
  docs: readonly DocInfo[],
  byId: ReadonlyMap<string, DocInfo>,
  sidebars: SidebarsResult,
): string | undefined {
  const named = byId.get(config.docs.version.mainDoc);
  if (named) return named.route;
  const atRoot = docs.find((d) => d.route === version.routeBase);
  if (atRoot) return atRoot.route;
  for (const items of Object.values(sidebars.sidebars)) {
    for (const item of items) {
      const href = firstLinkOf(item);
      if (href) return href;
    }
  }
  return docs[0]?.route;
}

/** A version as a locale shows it: at the locale's route, with its label translated (`version.label` of its label file). */
function inInstance(version: DocsVersion, instance: LocaleInstance | undefined): DocsVersion {
  if (!instance) return version;
  const labels = instance.translations.docs[version.name];
  return { ...version, label: translated(labels, 'version.label') ?? version.label, routeBase: inLocale(instance.routeBase, version.routeBase) };
}

export function buildVersions(input: VersionsInput): { built: BuiltVersion[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { instance } = input;
  const built = input.versions.map((original): BuiltVersion => {
    const version = inInstance(original, instance);
    const sources = instance
      ? versionSources(instance, version, input.sources, diagnostics)
      : input.sources.filter((s) => s.kind !== 'page' && s.locale === undefined && inFolder(s.path, version.contentDir));
    const docsResult = collectDocs(sources, input.pages, version.routeBase, input.includeDrafts ?? false);
    diagnostics.push(...docsResult.diagnostics);
    const sidebarsConfig = version.name === 'current' ? input.sidebars : (input.versionSidebars?.[version.name] ?? {});
    const sidebars = resolveSidebars(
      input.config,
      version,
      sidebarsConfig,
      docsResult.docs,
      docsResult.byId,
      categoriesOf(version, input.categories),
      docFolders(sources),
      instance && {
        labels: instance.translations.docs[version.name],
        localize: instance.localize,
        keyOf: (id) => localizedSidebarKey(sidebarKey(id, version), instance.locale, instance.isDefault),
      },
    );
    diagnostics.push(...sidebars.diagnostics);
    return {
      version,
      docs: docsResult.docs,
      byId: docsResult.byId,
      sidebars,
      indexPaths: new Set(sidebars.generatedIndexes.map((i) => i.path)),
      mainDocPath: mainDocPath(input.config, version, docsResult.docs, docsResult.byId, sidebars),
    };
  });
  return { built, diagnostics };
}

/** The same page in the other versions: version name → route, for the versions where `find` finds it. */
export function counterparts(built: readonly BuiltVersion[], own: BuiltVersion, find: (other: BuiltVersion) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const other of built) {
    if (other === own) continue;
    const found = find(other);
    if (found !== undefined) out[other.version.name] = found;
  }
  return out;
}
