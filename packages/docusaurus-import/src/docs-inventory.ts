/**
 * The docs and standalone pages of the project as docgen will read them (docgen's scan, ids and routes), with the
 * titles and labels Docusaurus shows for them: navbar and sidebar labels that Docusaurus derives from a doc are
 * written out, since docgen's configuration asks for them.
 */
import path from 'node:path';
import { parse } from 'yaml';
import { parseCategoryMeta } from '@docgen/config';
import { isDiagnosticError, type CategoryMeta, type Diagnostic, type FrontMatter, type SourceFile } from '@docgen/core';
import { docIdentity, pageRoute, type DocIdentity } from '@docgen/graph';
// The front matter parser alone: the Markdown pipeline's own modules (unified, shiki) are not needed here.
import { parseFrontMatter } from '@docgen/markdown/front-matter';
import { scanSources } from '@docgen/scan';

export interface DocEntry extends DocIdentity {
  /** Project-relative path of the file. */
  file: string;
  text: string;
  /** Docusaurus's title: front matter `title`, else the Markdown title at the top, else the id's last part. */
  title: string;
  /** `sidebar_label`, else the title. */
  sidebarLabel: string;
  /** `sidebar_position`, else the number prefix. */
  position?: number;
  frontMatter: FrontMatter;
}

export interface PageEntry {
  /** Project-relative path of the file. */
  file: string;
  text: string;
  /** Relative to the pages folder. */
  relPath: string;
  route: string;
}

export interface DocsInventory {
  /** The docs folder, relative to the project. */
  docsDir: string;
  docs: DocEntry[];
  byId: Map<string, DocEntry>;
  /** `_category_` metadata by folder (relative to the docs folder, as on disk). */
  categories: Map<string, CategoryMeta>;
  /** Markdown pages of the pages folder. */
  pages: PageEntry[];
  /** What docgen would refuse in these files (front matter, category files), found while reading them. */
  problems: Diagnostic[];
  /** Category files whose generated index has an `image` or `keywords`, which docgen accepts and does not use. */
  categoryIndexExtras: Array<{ file: string; keys: string[] }>;
}

/** The first `# Title` (or setext title) at the top of the body, after imports and exports, as Docusaurus reads it. */
export function contentTitle(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let i = 0;
  while (i < lines.length && (lines[i].trim() === '' || /^(import|export)\s/.test(lines[i]))) i++;
  const atx = /^#\s+(.+?)\s*#*\s*$/.exec(lines[i] ?? '');
  if (atx) return atx[1].replace(/\s*\{#[\w-]+\}$/, '');
  if (lines[i]?.trim() && /^=+\s*$/.test(lines[i + 1] ?? '')) return lines[i].trim();
  return undefined;
}

export interface InventoryOptions {
  /** The docs folder, relative to the project. */
  docsDir: string;
  routeBasePath: string;
}

/** The inventory of scanned sources (docs, category files, pages). */
export function buildInventory(sources: readonly SourceFile[], options: InventoryOptions): DocsInventory {
  const inventory: DocsInventory = {
    docsDir: options.docsDir,
    docs: [],
    byId: new Map(),
    categories: new Map(),
    pages: [],
    problems: [],
    categoryIndexExtras: [],
  };
  for (const source of sources) {
    if (source.kind === 'category') {
      try {
        const meta = parseCategoryMeta({ file: source.path, text: source.text });
        inventory.categories.set(path.posix.dirname(source.relPath) === '.' ? '' : path.posix.dirname(source.relPath), meta);
        const link = (parse(source.text) as { link?: Record<string, unknown> } | null)?.link;
        const keys = ['image', 'keywords'].filter((k) => link?.[k] !== undefined);
        if (keys.length) inventory.categoryIndexExtras.push({ file: source.path, keys });
      } catch (e) {
        if (!isDiagnosticError(e)) throw e;
        inventory.problems.push(...e.diagnostics);
      }
      continue;
    }
    if (source.kind === 'page') {
      if (/\.mdx?$/i.test(source.relPath))
        inventory.pages.push({ file: source.path, text: source.text, relPath: source.relPath, route: pageRoute(source.relPath) });
      continue;
    }
    const { frontMatter, body, diagnostics } = parseFrontMatter(source.path, source.text);
    inventory.problems.push(...diagnostics);
    const identity = docIdentity(source.relPath, frontMatter, options.routeBasePath);
    const title = frontMatter.title ?? contentTitle(body) ?? frontMatter.id ?? identity.baseName;
    const doc: DocEntry = {
      ...identity,
      file: source.path,
      text: source.text,
      title,
      sidebarLabel: frontMatter.sidebar_label ?? title,
      position: frontMatter.sidebar_position ?? identity.prefixPosition,
      frontMatter,
    };
    if (!inventory.byId.has(doc.id)) {
      inventory.byId.set(doc.id, doc);
      inventory.docs.push(doc);
    }
  }
  return inventory;
}

/** Reads the docs and pages folders of a project with docgen's scan. */
export async function readDocsInventory(projectDir: string, options: InventoryOptions & { pagesDir: string }): Promise<DocsInventory> {
  const sources = await scanSources({ root: projectDir, docsDir: options.docsDir, pagesDir: options.pagesDir, git: false });
  return buildInventory(sources, options);
}
