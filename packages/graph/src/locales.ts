/**
 * One locale of the site as the graph builds it: the default locale's sources with the locale's translations put
 * over them (a file not translated stays, and is marked as such), its labels translated with its label files, and
 * the site's links leading into its own pages. Nothing here knows about the other locales.
 */
import {
  canonicalRoute,
  I18N_DIR,
  inLocale,
  isExternalHref,
  localeRouteBase,
  localizedDocsDir,
  localizedPagesDir,
  pathOfHref,
  translated,
  type Diagnostic,
  type DocsVersion,
  type FooterColumn,
  type LocaleTranslations,
  type NavbarItem,
  type NavbarLinkItem,
  type ParsedPage,
  type SiteConfig,
  type SourceEntry,
  type TranslationFile,
} from '@docgen/core';

/** A locale being built. */
export interface LocaleInstance {
  locale: string;
  isDefault: boolean;
  /** '' for the default locale, `/fr` for the others. */
  routeBase: string;
  translations: LocaleTranslations;
  /**
   * A site path of the default locale as this locale serves it (`/docs/x` → `/fr/docs/x`); paths that are no page
   * of the site (static files, pages of no locale) stay as they are. The identity in the default locale.
   */
  localize: (href: string) => string;
}

/** The locales of the site, the default one first. */
export function localeNames(config: Pick<SiteConfig, 'i18n'>): string[] {
  const { defaultLocale, locales } = config.i18n;
  return [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
}

/**
 * The instance of a locale. `defaultRoutes` are the routes of the default locale (its instance is built first):
 * a site path written for the default locale is localized only when it is one of them.
 */
export function localeInstance(
  config: Pick<SiteConfig, 'i18n'>,
  locale: string,
  translations: LocaleTranslations | undefined,
  defaultRoutes: ReadonlySet<string> | undefined,
): LocaleInstance {
  const isDefault = locale === config.i18n.defaultLocale;
  const routeBase = localeRouteBase(config, locale);
  const localize = (href: string): string => {
    if (isDefault || !defaultRoutes || !href.startsWith('/') || href.startsWith('//') || isExternalHref(href)) return href;
    const path = pathOfHref(href);
    if (!defaultRoutes.has(canonicalRoute(path || '/'))) return href;
    return inLocale(routeBase, path === '/' ? '/' : path) + href.slice(path.length);
  };
  return { locale, isDefault, routeBase, translations: translations ?? { docs: {} }, localize };
}

const inFolder = (file: string, folder: string) => file.startsWith(`${folder}/`);

/** Whether a source is one of a locale's translations (rather than the site's own file shown untranslated). */
export function isTranslation(instance: Pick<LocaleInstance, 'locale'>, source: string): boolean {
  return source.startsWith(`${I18N_DIR}/${instance.locale}/`);
}

/**
 * The docs of a version in a locale: each of the version's own files, replaced by its translation when the locale
 * has one at the same path (`i18n/<locale>/docusaurus-plugin-content-docs/<current|version-x>/<path>`). Translations
 * of files the version does not have are not built (a warning says so); `_category_` files stay the version's own
 * (their labels are translated in the label file).
 */
export function versionSources(instance: LocaleInstance, version: DocsVersion, sources: readonly SourceEntry[], diagnostics: Diagnostic[]): SourceEntry[] {
  const own = sources.filter((s) => s.kind !== 'page' && s.locale === undefined && inFolder(s.path, version.contentDir));
  const dir = localizedDocsDir(instance.locale, version.name);
  const translations = new Map(sources.filter((s) => s.locale === instance.locale && s.kind === 'doc' && inFolder(s.path, dir)).map((s) => [s.relPath, s]));
  const out = own.map((s) => (s.kind === 'doc' && translations.get(s.relPath)) || s);
  for (const [relPath, source] of translations) {
    if (own.some((s) => s.relPath === relPath && s.kind === 'doc')) continue;
    diagnostics.push(orphan(source.path, `${version.contentDir}/${relPath}`));
  }
  return out;
}

/** The standalone pages in a locale: the site's own pages, each replaced by its translation when the locale has one. */
export function pageSources(instance: LocaleInstance, pagesDir: string, sources: readonly SourceEntry[], diagnostics: Diagnostic[]): SourceEntry[] {
  const own = sources.filter((s) => s.kind === 'page' && s.locale === undefined);
  const dir = localizedPagesDir(instance.locale);
  const translations = new Map(sources.filter((s) => s.locale === instance.locale && s.kind === 'page' && inFolder(s.path, dir)).map((s) => [s.relPath, s]));
  // A page module and its Markdown translation (or the other way round) are the same page: matched without extension.
  const key = (relPath: string) => relPath.replace(/\.(mdx?|[jt]sx)$/i, '');
  const byKey = new Map([...translations.values()].map((s) => [key(s.relPath), s]));
  const out = own.map((s) => byKey.get(key(s.relPath)) ?? s);
  for (const source of translations.values()) {
    if (own.some((s) => key(s.relPath) === key(source.relPath))) continue;
    diagnostics.push(orphan(source.path, `${pagesDir}/${source.relPath}`));
  }
  return out;
}

function orphan(file: string, original: string): Diagnostic {
  return {
    severity: 'warning',
    file,
    line: 1,
    column: 1,
    message: `this translation is not built: there is no ${original} to translate`,
    hint: 'A translation has the path of the file it translates; move it, or add the original.',
    ruleId: 'i18n/orphan-translation',
  };
}

/** A label translated with a label file, else the label itself. */
function label(file: TranslationFile | undefined, id: string, fallback: string): string {
  return translated(file, id) ?? fallback;
}

function translateLink(file: TranslationFile | undefined, link: NavbarLinkItem, localize: (href: string) => string): NavbarLinkItem {
  return { ...link, label: label(file, `item.label.${link.label}`, link.label), ...(link.to ? { to: localize(link.to) } : {}) };
}

/** A navbar item with its label translated (`item.label.<label>` of navbar.json) and its site links localized. */
function translateNavbarItem(item: NavbarItem, file: TranslationFile | undefined, localize: (href: string) => string): NavbarItem {
  switch (item.type) {
    case 'link':
      return translateLink(file, item, localize);
    case 'doc':
    case 'docSidebar':
      return { ...item, label: label(file, `item.label.${item.label}`, item.label) };
    case 'docsVersion':
      return {
        ...item,
        ...(item.label ? { label: label(file, `item.label.${item.label}`, item.label) } : {}),
        ...(item.to ? { to: localize(item.to) } : {}),
      };
    case 'dropdown':
      return {
        ...item,
        label: label(file, `item.label.${item.label}`, item.label),
        items: item.items.map((child) => translateNavbarItem(child, file, localize) as typeof child),
      };
    case 'docsVersionDropdown':
    case 'localeDropdown':
      return {
        ...item,
        dropdownItemsBefore: item.dropdownItemsBefore.map((l) => translateLink(file, l, localize)),
        dropdownItemsAfter: item.dropdownItemsAfter.map((l) => translateLink(file, l, localize)),
      };
    case 'search':
      return item;
  }
}

function translateFooter(links: readonly FooterColumn[], file: TranslationFile | undefined, localize: (href: string) => string): FooterColumn[] {
  return links.map((column) => ({
    ...column,
    ...(column.title ? { title: label(file, `link.title.${column.title}`, column.title) } : {}),
    items: column.items.map((link) => ({
      ...link,
      label: label(file, `link.item.label.${link.label}`, link.label),
      ...(link.to ? { to: localize(link.to) } : {}),
    })),
  }));
}

/**
 * The configuration as a locale's pages show it: navbar and footer labels from its navbar.json and footer.json (keys
 * as Docusaurus writes them: `title`, `logo.alt`, `item.label.<label>`; `link.title.<title>`, `link.item.label.<label>`,
 * `copyright`), site links leading into its pages.
 */
export function localeConfig(config: SiteConfig, instance: LocaleInstance): SiteConfig {
  const { navbar: navbarFile, footer: footerFile } = instance.translations;
  const { localize } = instance;
  const { navbar, footer } = config;
  const logo = <T extends { alt: string; href: string }>(value: T | undefined, file: TranslationFile | undefined): T | undefined =>
    value && { ...value, alt: label(file, 'logo.alt', value.alt), href: localize(value.href) };
  return {
    ...config,
    navbar: {
      ...navbar,
      ...(navbar.title !== undefined ? { title: label(navbarFile, 'title', navbar.title) } : {}),
      ...(navbar.logo ? { logo: logo(navbar.logo, navbarFile) } : {}),
      items: navbar.items.map((item) => translateNavbarItem(item, navbarFile, localize)),
    },
    footer: {
      ...footer,
      ...(footer.logo ? { logo: logo(footer.logo, footerFile) } : {}),
      copyright: label(footerFile, 'copyright', footer.copyright),
      links: translateFooter(footer.links ?? [], footerFile, localize),
    },
  };
}

/** A folder of translations and the folder of the files it translates (`i18n/fr/…/current` → `docs`). */
export interface TranslatedFolder {
  localized: string;
  original: string;
}

/**
 * A translation's embedded files (`./img/flow.svg`) that are not beside it are the original's: a translator need
 * not copy the images of a page, as the page's text falls back to the original when it is not translated. Returns
 * the pages with those files pointed at the original's copy (pages without such files are returned as they are).
 */
export function withOriginalAssets(
  pages: Record<string, ParsedPage>,
  folders: readonly TranslatedFolder[],
  files: ReadonlySet<string>,
): Record<string, ParsedPage> {
  let out = pages;
  for (const [source, page] of Object.entries(pages)) {
    if (!source.startsWith(`${I18N_DIR}/`) || page.assets.every((a) => files.has(a.path))) continue;
    const assets = page.assets.map((asset) => {
      if (files.has(asset.path)) return asset;
      const folder = folders.find((f) => asset.path.startsWith(`${f.localized}/`));
      const original = folder && `${folder.original}/${asset.path.slice(folder.localized.length + 1)}`;
      return original && files.has(original) ? { ...asset, path: original } : asset;
    });
    if (out === pages) out = { ...pages };
    out[source] = { ...page, assets };
  }
  return out;
}
