/** Helpers for the mappers' tests: configuration values with the text they were written in, and docs inventories. */
import type { SourceFile } from '@docgen/core';
import { buildInventory, type DocsInventory } from './docs-inventory.js';
import { ImportNotes, SourceLocator } from './notes.js';
import type { Dict } from './values.js';

/** Runs a CommonJS configuration text (`module.exports = {…}`) and keeps the text for places. */
export function written(text: string, file = 'docusaurus.config.js'): { value: Dict; locate: SourceLocator; notes: ImportNotes } {
  const module = { exports: {} as Dict };
  new Function('module', 'exports', text)(module, module.exports);
  return { value: module.exports, locate: new SourceLocator(file, text), notes: new ImportNotes() };
}

/** An inventory of docs given by path under `docs/` (or `src/pages/…`) and text. */
export function inventoryOf(files: Record<string, string>, routeBasePath = '/docs'): DocsInventory {
  const sources: SourceFile[] = Object.entries(files).map(([rel, text]) => {
    const page = rel.startsWith('src/pages/');
    const relPath = page ? rel.slice('src/pages/'.length) : rel;
    const kind = page ? 'page' : /(^|\/)_category_\.(json|ya?ml)$/.test(rel) ? 'category' : 'doc';
    return { kind, path: page ? rel : `docs/${rel}`, relPath, text, hash: rel, lastUpdated: 0 };
  });
  return buildInventory(sources, { docsDir: 'docs', routeBasePath });
}

/** The notes as `line:column message` lines, for readable expectations. */
export function noteLines(notes: ImportNotes): string[] {
  return notes.notCarried.map((d) => `${d.file}${d.line === undefined ? '' : `:${d.line}:${d.column}`} ${d.message}`);
}
