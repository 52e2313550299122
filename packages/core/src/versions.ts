/**
 * Docs versions: the plain, resolved description of one version of the docs that every stage iterates (the graph
 * builds each version's docs and sidebars, the theme draws the dropdown, banner and badge from it). The layout on
 * disk is Docusaurus's, so a versioned Docusaurus site builds unchanged:
 *
 *     versions.json                                   ["2.0", "1.0"], newest first
 *     docs/                                           the current docs ("current", shown as "Next")
 *     versioned_docs/version-2.0/                     a released version's docs
 *     versioned_sidebars/version-2.0-sidebars.json    its sidebars
 */
import type { SiteConfig, SourcePlace, VersionBanner } from './config-types.js';
import type { Diagnostic } from './diagnostics.js';
import { normalizeRoute } from './paths.js';

/** The name of the version in the docs folder. */
export const CURRENT_VERSION = 'current';
export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';

export interface DocsVersion {
  /** `current`, or the name in versions.json (`2.0`). */
  name: string;
  label: string;
  /** Route of the version's docs root: the docs' route joined with the version's path (`/`, `/next`, `/1.0`). */
  routeBase: string;
  /** Folder of its docs, relative to the site root. */
  contentDir: string;
  /** Its sidebars file, relative to the site root; undefined when it has none (its docs have no sidebar). */
  sidebarsFile?: string;
  banner: VersionBanner;
  badge: boolean;
  className: string;
  noIndex: boolean;
  /** The version shown at the docs' root, which banners of other versions link to. */
  isLast: boolean;
}

/** `versioned_docs/version-2.0`. */
export function versionedDocsDir(name: string): string {
  return `${VERSIONED_DOCS_DIR}/version-${name}`;
}

/** `versioned_sidebars/version-2.0-sidebars.json`. */
export function versionedSidebarsFile(name: string, extension = 'json'): string {
  return `${VERSIONED_SIDEBARS_DIR}/version-${name}-sidebars.${extension}`;
}

/**
 * Why a name cannot be a version (it names a folder and a URL path segment), or undefined when it can. The rules
 * are Docusaurus's, plus the name of the current docs.
 */
export function invalidVersionName(name: string): string | undefined {
  if (name.trim() === '') return 'a version name must contain at least one non-space character';
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" names the docs folder itself`;
  if (/^\.\.?$/.test(name)) return 'a version name cannot be "." or ".."';
  if (/[/\\]/.test(name)) return 'a version name cannot contain "/" or "\\"';
  if (name.length > 32) return 'a version name cannot be longer than 32 characters';
  if (/[<>:"|?*#%\s]/.test(name) || hasControlCharacter(name))
    return 'a version name must be a valid file name and URL path segment: no spaces or any of < > : " | ? * # %';
  return undefined;
}

/** Whether the text holds a control character (U+0000 to U+001F), which no file name or URL segment may. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

export interface VersionsInput {
  config: SiteConfig & { places?: Record<string, SourcePlace> };
  /** Names from versions.json, newest first ([] without the file). */
  released: readonly string[];
  /** The sidebars file of each released version that has one (site-root relative), by name. */
  sidebarsFiles: Readonly<Record<string, string>>;
  /** The current docs' sidebars file. */
  currentSidebarsFile: string;
  /** Folder of a released version's docs (`versioned_docs/version-<name>`). */
  contentDirOf: (name: string) => string;
}

const list = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * The versions to build, newest first (the current docs first), with Docusaurus's defaults: the last version is the
 * newest released one (else the current docs) and sits at the docs' root; the current docs are "Next" at `next`
 * with an "unreleased" banner when released versions exist; older versions are "unmaintained"; badges show when
 * there is more than one version. Problems of the options are errors at their place in site.config.yaml.
 */
export function resolveVersions(input: VersionsInput): { versions: DocsVersion[]; excludedRouteBases: string[]; diagnostics: Diagnostic[] } {
  const { config } = input;
  // Objects made without the validator (tests, other callers) may lack the versions options: their defaults apply.
  const given: Partial<SiteConfig['docs']> = config.docs;
  const docs = {
    ...config.docs,
    versions: given.versions ?? {},
    includeCurrentVersion: given.includeCurrentVersion ?? true,
    disableVersioning: given.disableVersioning ?? false,
  };
  const diagnostics: Diagnostic[] = [];
  const place = (...paths: string[]): SourcePlace | { file: string } => {
    for (const p of paths) {
      const found = config.places?.[p];
      if (found) return { file: found.file, line: found.line, column: found.column };
    }
    return { file: 'site.config.yaml' };
  };
  const error = (where: SourcePlace | { file: string }, message: string, hint: string) =>
    diagnostics.push({ severity: 'error', ...where, message, hint, ruleId: 'config/versions' });

  if (docs.disableVersioning && !docs.includeCurrentVersion) {
    error(
      place('docs.disableVersioning'),
      'docs.disableVersioning and docs.includeCurrentVersion: false leave no version to build',
      'Keep the current docs (includeCurrentVersion: true), or turn versioning back on.',
    );
    return { versions: [], excludedRouteBases: [], diagnostics };
  }
  const released = docs.disableVersioning ? [] : [...input.released];
  const all = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  if (all.length === 0) {
    error(
      place('docs.includeCurrentVersion'),
      'no docs version to build: docs.includeCurrentVersion is false and versions.json lists no version',
      'Keep the current docs (includeCurrentVersion: true), or release a version with docgen docs:version <name>.',
    );
    return { versions: [], excludedRouteBases: [], diagnostics };
  }
  const available = `Versions: ${list(all)}.`;
  for (const name of Object.keys(docs.versions)) {
    if (!all.includes(name)) error(place(`docs.versions.${name}`, 'docs.versions'), `docs.versions names unknown version "${name}"`, available);
  }
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion))
    error(place('docs.lastVersion'), `docs.lastVersion names unknown version "${docs.lastVersion}"`, available);
  let names = all;
  if (docs.onlyIncludeVersions) {
    if (docs.onlyIncludeVersions.length === 0)
      error(place('docs.onlyIncludeVersions'), 'docs.onlyIncludeVersions is empty: at least one version is needed', available);
    const unknown = docs.onlyIncludeVersions.filter((n) => !all.includes(n));
    if (unknown.length)
      error(place('docs.onlyIncludeVersions'), `docs.onlyIncludeVersions names unknown version${unknown.length === 1 ? '' : 's'} ${list(unknown)}`, available);
    if (docs.lastVersion !== undefined && !docs.onlyIncludeVersions.includes(docs.lastVersion)) {
      error(
        place('docs.lastVersion'),
        `docs.lastVersion "${docs.lastVersion}" is not among docs.onlyIncludeVersions`,
        "The last version is the one at the docs' root: include it, or choose another.",
      );
    }
    names = all.filter((n) => docs.onlyIncludeVersions!.includes(n));
  }
  if (diagnostics.length) return { versions: [], excludedRouteBases: [], diagnostics };

  const last = docs.lastVersion ?? (names.length === 1 ? names[0] : names.find((n) => n !== CURRENT_VERSION)!);
  const lastIndex = names.indexOf(last);
  const versions = names.map((name, index): DocsVersion => {
    const settings = docs.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const isLast = name === last;
    const defaultBanner: VersionBanner = isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained';
    const path = settings.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    return {
      name,
      label: settings.label ?? (isCurrent ? 'Next' : name),
      routeBase: normalizeRoute(`${docs.routeBasePath}/${path}`),
      contentDir: isCurrent ? docs.path.replace(/\/+$/, '') : input.contentDirOf(name),
      sidebarsFile: isCurrent ? input.currentSidebarsFile : input.sidebarsFiles[name],
      banner: settings.banner ?? defaultBanner,
      badge: settings.badge ?? names.length > 1,
      className: settings.className ?? `docs-version-${name}`,
      noIndex: settings.noIndex ?? false,
      isLast,
    };
  });
  // Two versions at one path would give every doc of one of them a duplicate route.
  const seen = new Map<string, string>();
  for (const v of versions) {
    const other = seen.get(v.routeBase);
    if (other)
      error(
        place(`docs.versions.${v.name}`, `docs.versions.${other}`, 'docs'),
        `versions "${other}" and "${v.name}" are both at ${v.routeBase}`,
        'Give one of them another path in docs.versions.<name>.path.',
      );
    seen.set(v.routeBase, v.name);
  }
  // Where the versions left out by onlyIncludeVersions would be: links into them are not checked (a fast local build
  // of some versions must not fail on links to the others).
  const excludedRouteBases = all
    .filter((name) => !names.includes(name))
    .map((name) => normalizeRoute(`${docs.routeBasePath}/${docs.versions[name]?.path ?? (name === CURRENT_VERSION ? 'next' : name)}`));
  return diagnostics.length ? { versions: [], excludedRouteBases: [], diagnostics } : { versions, excludedRouteBases, diagnostics };
}

/**
 * The key of a version's sidebar among all versions' sidebars: the id itself in the last version (so links that know
 * no version lead to the latest docs), `<id>@<version>` in the others. Sidebar ids cannot contain "@".
 */
export function sidebarKey(id: string, version: Pick<DocsVersion, 'name' | 'isLast'>): string {
  return version.isLast ? id : `${id}@${version.name}`;
}

/**
 * The key of a sidebar of a locale other than the default one: `<key>~<locale>` (`guide~fr`, `guide@1.0~fr`), so
 * each locale's sidebars (with their translated labels and links into its pages) are their own. Sidebar ids cannot
 * contain "~".
 */
export function localizedSidebarKey(key: string, locale: string, isDefault: boolean): string {
  return isDefault ? key : `${key}~${locale}`;
}

/** The sidebar id a key names (`platform@1.0` → `platform`, `guide~fr` → `guide`). */
export function sidebarIdOfKey(key: string): string {
  const at = key.search(/[@~]/);
  return at === -1 ? key : key.slice(0, at);
}
