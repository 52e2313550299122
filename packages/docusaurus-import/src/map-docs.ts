/**
 * Docs options (the classic preset's `docs`, or `@docusaurus/plugin-content-docs`) and the theme's docs settings →
 * `docs`. Docusaurus's defaults that differ from docgen's are written out: docs under `/docs`, no last-update time.
 */
import type { DocsInventory } from './docs-inventory.js';
import type { ImportNotes, Place, SourceLocator } from './notes.js';
import type { PluginSetup } from './plugins.js';
import type { DocsOut, VersionOut } from './output-types.js';
import { isHttpUrl } from './paths.js';
import { bool, compact, describeValue, dict, isDict, list, num, str, type Dict } from './values.js';

export interface DocsContext {
  notes: ImportNotes;
  /** The place of a key of the docs options (in the preset's `docs`, or the docs plugin's options). */
  at: (key: string) => Place;
  /** The docs folder as `site.config.yaml` names it (relative to where it is written). */
  docsPath: string;
  inventory: DocsInventory;
  mainDoc: string;
  /** Docusaurus's `themeConfig`. */
  themeConfig: Dict;
}

/** Where a key of the docs options is written: in the classic preset's `docs`, or after the docs plugin's name. */
export function docsOptionsPlace(setup: Pick<PluginSetup, 'docsFrom' | 'docsWritten'>, locate: SourceLocator): (key: string) => Place {
  return (key) => (setup.docsFrom === 'preset' || !setup.docsWritten ? locate.key('presets', 'docs', key) : locate.keyAfterString(setup.docsWritten, key));
}

/** Docusaurus's `routeBasePath` (default `docs`) as a docgen route. */
export function routeBasePathOf(options: Dict): string {
  const value = str(options.routeBasePath) ?? 'docs';
  return `/${value.replace(/^\/+|\/+$/g, '')}`;
}

const COMPONENT_OPTIONS = [
  'docsRootComponent',
  'docVersionRootComponent',
  'docRootComponent',
  'docItemComponent',
  'docTagsListComponent',
  'docTagDocListComponent',
  'docCategoryGeneratedIndexComponent',
];
/** Plugin lists docgen has no place for (remarkPlugins and rehypePlugins carry over: map-markdown-plugins.ts). */
const MARKDOWN_PLUGINS: Record<string, string> = {
  recmaPlugins: 'docgen does not compile MDX to JavaScript, so recma plugins have nothing to work on; what they add to pages is missing.',
  beforeDefaultRemarkPlugins: "docgen runs the site's plugins after its own (markdown.remarkPlugins); a plugin that must run first is not carried over.",
  beforeDefaultRehypePlugins: "docgen runs the site's plugins after its own (markdown.rehypePlugins); a plugin that must run first is not carried over.",
};

export function mapDocs(options: Dict, ctx: DocsContext): DocsOut {
  const { at } = ctx;
  const themeDocs = dict(ctx.themeConfig.docs);
  const sidebarTheme = dict(themeDocs.sidebar);
  const toc = dict(ctx.themeConfig.tableOfContents);
  reportDocsOptions(options, ctx, at);
  const sidebar = compact({
    collapsible: bool(options.sidebarCollapsible) === false ? false : undefined,
    // Docusaurus 2 wrote these as themeConfig.hideableSidebar and themeConfig.autoCollapseSidebarCategories.
    hideable: (bool(sidebarTheme.hideable) ?? bool(ctx.themeConfig.hideableSidebar)) || undefined,
    autoCollapseCategories: (bool(sidebarTheme.autoCollapseCategories) ?? bool(ctx.themeConfig.autoCollapseSidebarCategories)) || undefined,
  });
  const tocOut = compact({ minHeadingLevel: level(toc.minHeadingLevel), maxHeadingLevel: level(toc.maxHeadingLevel) });
  return compact({
    path: ctx.docsPath,
    routeBasePath: routeBasePathOf(options),
    breadcrumbs: bool(options.breadcrumbs) === false ? false : undefined,
    // Docusaurus shows no last-update time unless asked; docgen shows it unless told not to.
    showLastUpdateTime: bool(options.showLastUpdateTime) ?? false,
    sidebar: Object.keys(sidebar).length ? sidebar : undefined,
    toc: Object.keys(tocOut).length ? tocOut : undefined,
    editUrl: editUrlOf(options.editUrl, ctx, at),
    version: { mainDoc: ctx.mainDoc },
    ...versionOptions(options, ctx, at),
  });
}

const BANNERS = ['unreleased', 'unmaintained', 'none'] as const;

/**
 * The docs options of versions carry over as they are: docgen reads versions.json, versioned_docs/ and
 * versioned_sidebars/ in Docusaurus's layout, with the same defaults.
 */
function versionOptions(options: Dict, ctx: DocsContext, at: (key: string) => Place): Partial<DocsOut> {
  const out: Partial<DocsOut> = {};
  if (isDict(options.versions)) {
    const versions: Record<string, VersionOut> = {};
    for (const [name, value] of Object.entries(options.versions)) {
      const v = dict(value);
      const banner = str(v.banner);
      if (banner !== undefined && !(BANNERS as readonly string[]).includes(banner))
        ctx.notes.add(at('versions'), `versions.${name}.banner "${banner}"`, 'A version banner is "unreleased", "unmaintained" or "none".');
      const settings = compact<VersionOut>({
        label: str(v.label),
        path: str(v.path),
        banner: BANNERS.find((b) => b === banner),
        badge: bool(v.badge),
        className: str(v.className),
        noIndex: bool(v.noIndex),
      });
      if (Object.keys(settings).length) versions[name] = settings;
    }
    if (Object.keys(versions).length) out.versions = versions;
  }
  const last = str(options.lastVersion);
  if (last !== undefined) out.lastVersion = last;
  const only = list(options.onlyIncludeVersions).filter((v): v is string => typeof v === 'string');
  if (only.length) out.onlyIncludeVersions = only;
  if (options.includeCurrentVersion === false) out.includeCurrentVersion = false;
  if (options.disableVersioning === true) out.disableVersioning = true;
  return out;
}

function level(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) && n >= 2 && n <= 6 ? n : undefined;
}

/**
 * A string `editUrl` is docgen's as it is (both append the file's path under the site). A function is called for
 * every doc, as Docusaurus would; when one base URL explains every answer, that base is the setting.
 */
function editUrlOf(value: unknown, ctx: DocsContext, at: (key: string) => Place): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    if (isHttpUrl(value)) return value;
    ctx.notes.add(at('editUrl'), `editUrl "${value}"`, 'docgen needs an absolute http(s) URL for docs.editUrl; set it by hand.');
    return undefined;
  }
  if (typeof value === 'function') {
    const base = baseOfEditUrlFunction(value as (params: Dict) => unknown, ctx);
    if (base) return base;
    ctx.notes.add(
      at('editUrl'),
      'editUrl written as a function',
      "docgen takes one base URL to which it appends each doc's path; set docs.editUrl by hand, or custom_edit_url in the docs that differ.",
    );
    return undefined;
  }
  return undefined;
}

function baseOfEditUrlFunction(fn: (params: Dict) => unknown, ctx: DocsContext): string | undefined {
  let base: string | undefined;
  const docsDir = ctx.inventory.docsDir;
  for (const doc of ctx.inventory.docs) {
    const docPath = doc.file.slice(docsDir.length + 1);
    let url: unknown;
    try {
      url = fn({ version: 'current', versionDocsDirPath: docsDir, docPath, permalink: doc.route, locale: 'en' });
    } catch {
      return undefined;
    }
    if (url === undefined || url === null) continue;
    const suffix = `${docsDir}/${docPath}`;
    if (typeof url !== 'string' || !url.endsWith(suffix)) return undefined;
    const candidate = url.slice(0, -suffix.length);
    if (base !== undefined && candidate !== base) return undefined;
    base = candidate;
  }
  return base && isHttpUrl(base) ? base : undefined;
}

function reportDocsOptions(options: Dict, ctx: DocsContext, at: (key: string) => Place): void {
  const { notes } = ctx;
  if (options.showLastUpdateAuthor === true) {
    notes.add(at('showLastUpdateAuthor'), 'showLastUpdateAuthor', 'docgen shows the date of the last update, not its author.');
  }
  if (options.sidebarItemsGenerator !== undefined) {
    notes.add(
      at('sidebarItemsGenerator'),
      'sidebarItemsGenerator',
      'docgen generates sidebars from folders, positions and _category_ files only; write the sidebar that your generator made in sidebars.yaml.',
    );
  }
  if (options.numberPrefixParser === false || typeof options.numberPrefixParser === 'function') {
    notes.add(
      at('numberPrefixParser'),
      `numberPrefixParser: ${describeValue(options.numberPrefixParser)}`,
      'docgen removes number prefixes ("01-intro.md" → "intro") as Docusaurus does by default; ids and URLs of such files change, so add front matter `id` or `slug` where the old ones must stay.',
    );
  }
  if (options.include !== undefined || options.exclude !== undefined) {
    notes.add(
      at(options.include !== undefined ? 'include' : 'exclude'),
      'include / exclude patterns of the docs',
      'docgen reads every .md and .mdx file of the docs folder except files and folders starting with "_"; rename files to leave out with a "_" prefix.',
    );
  }
  for (const [key, advice] of Object.entries(MARKDOWN_PLUGINS)) {
    const plugins = list(options[key]);
    if (plugins.length) {
      const names = plugins.map((p) => describeValue(Array.isArray(p) ? p[0] : p)).join(', ');
      notes.add(at(key), `${key}: ${names}`, advice);
    }
  }
  if (options.admonitions !== undefined) {
    notes.add(
      at('admonitions'),
      'custom admonition keywords',
      'docgen knows note, tip, info, caution, warning and danger; rewrite other keywords as one of these.',
    );
  }
  for (const key of COMPONENT_OPTIONS) {
    if (options[key] !== undefined)
      notes.add(at(key), `${key}: ${describeValue(options[key])}`, "docgen's theme renders docs with its own components; a replacement component is not used.");
  }
  for (const key of ['tagsBasePath', 'tags', 'onInlineTags']) {
    if (options[key] !== undefined && options[key] !== false && options[key] !== null)
      notes.add(at(key), `docs option ${key}`, 'docgen has no tag pages; tags in front matter are ignored.');
  }
}
