/**
 * Translations carry over as they are: docgen reads `i18n/<locale>/` beside site.config.yaml in Docusaurus's layout
 * (translated docs and pages, code.json, navbar.json, footer.json, current.json); written elsewhere (--out), the folder
 * is copied there. Each label file is checked as docgen reads it, at its place; translations docgen has no use for
 * (the blog's, another docs instance's, a locale the site does not list) are reported.
 */
import { existsSync } from 'node:fs';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseTranslationFile } from '@docgen/config';
import { DOCS_PLUGIN_DIR, I18N_DIR, isDiagnosticError, PAGES_PLUGIN_DIR, THEME_PLUGIN_DIR, type Diagnostic } from '@docgen/core';
import type { ImportNotes } from './notes.js';
import { filesBelow } from './report-files.js';

/** What a folder of `i18n/<locale>/` holds for docgen, or why it is left out. */
function folderUse(name: string): string | undefined {
  if (name === DOCS_PLUGIN_DIR || name === PAGES_PLUGIN_DIR || name === THEME_PLUGIN_DIR) return undefined;
  if (name === 'docusaurus-plugin-content-blog') return 'docgen has no blog; its translations are not used.';
  if (name.startsWith(`${DOCS_PLUGIN_DIR}-`)) return 'docgen builds one docs instance; the translations of the others are not used.';
  return 'docgen reads the translations of the docs, the standalone pages, the theme and the navbar and footer only.';
}

export async function carryTranslations(
  projectDir: string,
  outDir: string,
  locales: readonly string[],
  notes: ImportNotes,
): Promise<{ problems: Diagnostic[]; copied: string[] }> {
  const root = path.join(projectDir, I18N_DIR);
  if (!existsSync(root)) return { problems: [], copied: [] };
  const problems: Diagnostic[] = [];
  const translated: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const locale = entry.name;
    const dir = `${I18N_DIR}/${locale}`;
    if (!locales.includes(locale)) {
      notes.add({ file: dir }, `translations of locale ${locale}`, `${locale} is not in i18n.locales; add it there to build them.`);
      continue;
    }
    translated.push(locale);
    for (const folder of await readdir(path.join(root, locale), { withFileTypes: true })) {
      const reason = folder.isDirectory() ? folderUse(folder.name) : undefined;
      if (reason) notes.add({ file: `${dir}/${folder.name}` }, `translations in ${dir}/${folder.name}/`, reason);
    }
    const labelFiles = (await filesBelow(projectDir, dir)).filter(
      (f) => f === `${dir}/code.json` || new RegExp(`^${dir}/(${THEME_PLUGIN_DIR}|${DOCS_PLUGIN_DIR})/[^/]+\\.json$`).test(f),
    );
    for (const file of labelFiles) {
      try {
        parseTranslationFile({ file, text: await readFile(path.join(projectDir, file), 'utf8') });
      } catch (e) {
        if (isDiagnosticError(e)) problems.push(...e.diagnostics);
        else throw e;
      }
    }
  }
  const copied: string[] = [];
  if (path.resolve(outDir) !== path.resolve(projectDir)) {
    await cp(root, path.join(outDir, I18N_DIR), { recursive: true });
    copied.push(I18N_DIR);
  }
  if (translated.length) {
    notes.inform(
      `translations of ${translated.join(', ')} are read from ${I18N_DIR}/${copied.length ? ', copied beside site.config.yaml' : ''}; a page without one shows the default locale's text, with a notice`,
    );
  }
  return { problems, copied };
}
