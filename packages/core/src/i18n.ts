/**
 * Locales: where a locale's translations are on disk (Docusaurus's layout, so a translated Docusaurus site builds
 * unchanged), where its pages are served, and the translation files' shape. Browser-safe: no Node APIs.
 *
 *     i18n/<locale>/code.json                                                the shell's own texts
 *     i18n/<locale>/docusaurus-theme-classic/navbar.json, footer.json        navbar and footer labels
 *     i18n/<locale>/docusaurus-plugin-content-docs/current.json              sidebar and version labels (version-<name>.json)
 *     i18n/<locale>/docusaurus-plugin-content-docs/current/…                 translated docs (version-<name>/…)
 *     i18n/<locale>/docusaurus-plugin-content-pages/…                        translated standalone pages
 *
 * The default locale is served at the site's root, every other locale at `/<path>` (its `localeConfigs` path,
 * default the locale's name).
 */
import type { SiteConfig, SourcePlace } from './config-types.js';

export const I18N_DIR = 'i18n';
export const DOCS_PLUGIN_DIR = 'docusaurus-plugin-content-docs';
export const PAGES_PLUGIN_DIR = 'docusaurus-plugin-content-pages';
export const THEME_PLUGIN_DIR = 'docusaurus-theme-classic';

/** `current` for the docs folder, `version-<name>` for a released version: the name of its folder and label file. */
export function docsTranslationName(version: string): string {
  return version === 'current' ? 'current' : `version-${version}`;
}

/** `i18n/fr/docusaurus-plugin-content-docs/current`: a locale's translated docs of one version. */
export function localizedDocsDir(locale: string, version: string): string {
  return `${I18N_DIR}/${locale}/${DOCS_PLUGIN_DIR}/${docsTranslationName(version)}`;
}

/** `i18n/fr/docusaurus-plugin-content-pages`: a locale's translated standalone pages. */
export function localizedPagesDir(locale: string): string {
  return `${I18N_DIR}/${locale}/${PAGES_PLUGIN_DIR}`;
}

/** `i18n/fr/docusaurus-plugin-content-docs/current.json`: a version's sidebar and version labels. */
export function docsTranslationFile(locale: string, version: string): string {
  return `${I18N_DIR}/${locale}/${DOCS_PLUGIN_DIR}/${docsTranslationName(version)}.json`;
}

/** `i18n/fr/docusaurus-theme-classic/navbar.json` (or footer.json). */
export function themeTranslationFile(locale: string, part: 'navbar' | 'footer'): string {
  return `${I18N_DIR}/${locale}/${THEME_PLUGIN_DIR}/${part}.json`;
}

/** `i18n/fr/code.json`: the shell's own texts. */
export function codeTranslationFile(locale: string): string {
  return `${I18N_DIR}/${locale}/code.json`;
}

/** One message of a translation file, as Docusaurus writes them. */
export interface TranslationMessage {
  message: string;
  description?: string;
}

/** A translation file's content: id → message. */
export type TranslationFileContent = Record<string, TranslationMessage>;

/** A translation file as read: its messages by id, and where each message is written (for messages about it). */
export interface TranslationFile {
  file: string;
  messages: Record<string, string>;
  places: Record<string, SourcePlace>;
}

/** A locale's label files (its content is read as sources). */
export interface LocaleTranslations {
  /** current.json and version-<name>.json, by version name (`current`, `2.0`). */
  docs: Record<string, TranslationFile>;
  navbar?: TranslationFile;
  footer?: TranslationFile;
  /** The shell's own texts (code.json). */
  code?: TranslationFile;
}

/** A message of a translation file, if it has one. */
export function translated(file: TranslationFile | undefined, id: string): string | undefined {
  return file?.messages[id];
}

/** Where a locale's pages are served: '' for the default locale (the root), `/fr` for the others. */
export function localeRouteBase(config: Pick<SiteConfig, 'i18n'>, locale: string): string {
  if (locale === config.i18n.defaultLocale) return '';
  const path = config.i18n.localeConfigs[locale]?.path ?? locale;
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}

/** A route of the default locale as served in a locale with `base` ('' or `/fr`). */
export function inLocale(base: string, route: string): string {
  if (!base) return route;
  return route === '/' ? base : `${base}${route}`;
}

/**
 * The locale a path belongs to: the locale whose route base starts it (`/fr/docs/x` → `fr`), else the default one.
 * `bases` maps each locale to its route base ('' for the default).
 */
export function localeOfPath(path: string, bases: Readonly<Record<string, string>>, defaultLocale: string): string {
  for (const [locale, base] of Object.entries(bases)) {
    if (base && (path === base || path.startsWith(`${base}/`))) return locale;
  }
  return defaultLocale;
}

/** Why a name cannot be a locale (it names a folder and a URL segment), or undefined when it can. */
export function invalidLocaleName(name: string): string | undefined {
  if (!/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(name))
    return 'a locale is a language tag such as "fr", "pt-BR" or "zh-Hans": letters, then parts of letters and digits joined by "-"';
  return undefined;
}

/** A language's writing direction, as the runtime knows it (Intl), for locales whose configuration does not say. */
export function defaultDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // An unusual tag: fall back to the list below.
  }
  return /^(ar|arc|ckb|dv|fa|ha|he|khw|ks|ku|ps|sd|ur|yi)(-|$)/i.test(locale) ? 'rtl' : 'ltr';
}

/** A locale's name in its own language, capitalised (`fr` → `Français`), as Docusaurus labels locales by default. */
export function defaultLocaleLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An unusual tag: its name is the tag itself.
  }
  return locale;
}
