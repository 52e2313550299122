/**
 * `docgen write-translations [locale]`: the files a translator fills in, as Docusaurus's `write-translations` writes
 * them: `i18n/<locale>/code.json` (the theme's texts: the locale's built-in ones when docgen has its language, else
 * English), `docusaurus-theme-classic/navbar.json` and `footer.json`, and each docs version's
 * `docusaurus-plugin-content-docs/current.json` (`version-<name>.json`) with its version and sidebar labels. A message
 * already translated is kept (unless `override`), and so are ids the site no longer uses; new ids are added.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseTranslationFile } from '@docgen/config';
import {
  codeTranslationFile,
  DiagnosticError,
  docsTranslationFile,
  themeTranslationFile,
  type NavbarItem,
  type SiteConfig,
  type TranslationFileContent,
} from '@docgen/core';
import type { PlacedSiteGraph } from '@docgen/graph';
import { MESSAGES, translationTable, type MessageId } from '@docgen/theme/translations';
import { loadSiteGraph } from '../session/check.js';
import { writeFileAtomically } from '../output/write.js';

export interface WriteTranslationsOptions {
  root: string;
  /** Default: the default locale. */
  locale?: string;
  /** Replace translated messages with the source text (Docusaurus's `--override`). */
  override?: boolean;
  env?: Record<string, string | undefined>;
}

export interface WrittenTranslationFile {
  /** Site-root relative. */
  path: string;
  /** Messages in the file, and how many of them are new. */
  messages: number;
  added: number;
}

export interface WriteTranslationsResult {
  locale: string;
  files: WrittenTranslationFile[];
}

/** The theme's texts in a locale: the built-in ones of its language (English otherwise), with their descriptions. */
function codeMessages(locale: string): TranslationFileContent {
  const table = translationTable(locale);
  return Object.fromEntries((Object.keys(MESSAGES) as MessageId[]).map((id) => [id, { message: table[id], description: MESSAGES[id].description }]));
}

/** navbar.json as Docusaurus keys it: the title, the logo's alt text and every item's label. */
function navbarMessages(config: SiteConfig): TranslationFileContent {
  const out: TranslationFileContent = {};
  if (config.navbar.title) out.title = { message: config.navbar.title, description: 'The title in the navbar' };
  if (config.navbar.logo?.alt) out['logo.alt'] = { message: config.navbar.logo.alt, description: 'The alt text of the navbar logo' };
  const visit = (items: readonly NavbarItem[]) => {
    for (const item of items) {
      const label = 'label' in item ? item.label : undefined;
      if (label) out[`item.label.${label}`] = { message: label, description: `Navbar item with label ${label}` };
      if (item.type === 'dropdown') visit(item.items);
      if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') visit([...item.dropdownItemsBefore, ...item.dropdownItemsAfter]);
    }
  };
  visit(config.navbar.items);
  return out;
}

/** footer.json as Docusaurus keys it: column titles, link labels, the copyright, the logo's alt text. */
function footerMessages(config: SiteConfig): TranslationFileContent {
  const out: TranslationFileContent = {};
  for (const column of config.footer.links ?? []) {
    if (column.title)
      out[`link.title.${column.title}`] = {
        message: column.title,
        description: `The title of the footer links column with title=${column.title} in the footer`,
      };
    for (const link of column.items)
      out[`link.item.label.${link.label}`] = {
        message: link.label,
        description: `The label of footer link with label=${link.label} linking to ${link.to ?? link.href}`,
      };
  }
  if (config.footer.copyright) out.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  if (config.footer.logo?.alt) out['logo.alt'] = { message: config.footer.logo.alt, description: 'The alt text of the footer logo' };
  return out;
}

/** Merges the messages into the file: translations already there stay, unless overridden; new ids are added. */
async function writeMessages(root: string, file: string, content: TranslationFileContent, override: boolean): Promise<WrittenTranslationFile | undefined> {
  const full = path.join(root, file);
  const text = await readFile(full, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw e;
  });
  if (text === undefined && Object.keys(content).length === 0) return undefined;
  const existing = text === undefined ? undefined : parseTranslationFile({ file, text });
  const merged: TranslationFileContent = {};
  let added = 0;
  for (const [id, entry] of Object.entries(content)) {
    const kept = existing?.messages[id];
    if (kept === undefined) added++;
    merged[id] = { message: kept !== undefined && !override ? kept : entry.message, ...(entry.description ? { description: entry.description } : {}) };
  }
  // Ids the site no longer has stay: a translator's work is never thrown away.
  for (const [id, message] of Object.entries(existing?.messages ?? {})) if (!(id in merged)) merged[id] = { message };
  await mkdir(path.dirname(full), { recursive: true });
  await writeFileAtomically(full, `${JSON.stringify(merged, null, 2)}\n`);
  return { path: file, messages: Object.keys(merged).length, added };
}

export async function writeTranslations(options: WriteTranslationsOptions): Promise<WriteTranslationsResult> {
  const root = path.resolve(options.root);
  const { graph } = await loadSiteGraph({ root, env: options.env, git: false });
  const { config } = graph;
  const locale = options.locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(locale)) {
    const place = config.places?.['i18n.locales'] ?? { file: 'site.config.yaml' };
    throw new DiagnosticError([
      {
        severity: 'error',
        ...place,
        message: `"${locale}" is not a locale of the site (i18n.locales: ${config.i18n.locales.join(', ')})`,
        hint: `Add "${locale}" to i18n.locales, or name one of them.`,
        ruleId: 'i18n/unknown-locale',
      },
    ]);
  }
  const docsMessages = (graph as PlacedSiteGraph).docsMessages ?? {};
  const wanted: Array<[string, TranslationFileContent]> = [
    [codeTranslationFile(locale), codeMessages(locale)],
    [themeTranslationFile(locale, 'navbar'), navbarMessages(config)],
    [themeTranslationFile(locale, 'footer'), footerMessages(config)],
    ...graph.versions.map((v): [string, TranslationFileContent] => [docsTranslationFile(locale, v.version.name), docsMessages[v.version.name] ?? {}]),
  ];
  const files: WrittenTranslationFile[] = [];
  for (const [file, content] of wanted) {
    const written = await writeMessages(root, file, content, options.override ?? false);
    if (written) files.push(written);
  }
  return { locale, files };
}
