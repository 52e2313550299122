/** Docs of the site: identity, titles and labels, from scanned sources and their parsed content. */
import type { Diagnostic, ParsedPage, SourceEntry } from '@docgen/core';
import { docIdentity, type DocIdentity } from './doc-identity.js';
import { frontMatterPlace } from './places.js';

export interface DocInfo extends DocIdentity {
  source: string;
  /** The file's path relative to its docs folder: the same for a doc and its translations. */
  relPath: string;
  title: string;
  sidebarLabel: string;
  /** sidebar_position, else the file's number prefix. */
  position?: number;
  description: string;
  lastUpdated: number;
  page: ParsedPage;
  unlisted: boolean;
}

export interface DocsResult {
  docs: DocInfo[];
  byId: Map<string, DocInfo>;
  diagnostics: Diagnostic[];
}

function fallbackTitle(baseName: string): string {
  const words = baseName.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The docs of one version: `sources` are its files, `routeBase` the route of its root. */
export function collectDocs(sources: readonly SourceEntry[], pages: Record<string, ParsedPage>, routeBase: string, includeDrafts: boolean): DocsResult {
  const docs: DocInfo[] = [];
  const byId = new Map<string, DocInfo>();
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    if (source.kind !== 'doc') continue;
    const page = pages[source.path];
    if (!page) continue;
    const fm = page.frontMatter;
    if (fm.draft && !includeDrafts) continue;
    const identity = docIdentity(source.relPath, fm, routeBase);
    const title = fm.title ?? page.contentTitle ?? fallbackTitle(identity.baseName);
    const doc: DocInfo = {
      ...identity,
      source: source.path,
      relPath: source.relPath,
      title,
      sidebarLabel: fm.sidebar_label ?? title,
      position: fm.sidebar_position ?? identity.prefixPosition,
      description: fm.description ?? page.excerpt,
      lastUpdated: source.lastUpdated,
      page,
      unlisted: fm.unlisted === true,
    };
    const clash = byId.get(doc.id);
    if (clash) {
      diagnostics.push({
        severity: 'error',
        ...((fm.id !== undefined ? frontMatterPlace(page, 'id') : undefined) ?? { file: source.path, line: 1, column: 1 }),
        message: `doc id "${doc.id}" is also used by ${clash.source}`,
        hint: 'Give one of them a different "id" in its front matter, or rename the file.',
        ruleId: 'docs/duplicate-id',
        related: [(clash.page.frontMatter.id !== undefined ? frontMatterPlace(clash.page, 'id') : undefined) ?? { file: clash.source, line: 1, column: 1 }],
      });
      continue;
    }
    byId.set(doc.id, doc);
    docs.push(doc);
  }
  return { docs, byId, diagnostics };
}
