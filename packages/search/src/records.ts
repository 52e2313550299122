/**
 * Search records in the shape of the hosted DocSearch index (hierarchy lvl0–lvl6, content, url, anchor, type):
 * one record per heading section of every listed page. The same records feed `docgen search push` and the
 * built-in local index.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { hasSearchRecords, type DocRoute, type HastRoot, type SiteConfig, type SiteGraph, type StandalonePageRoute } from '@docgen/core';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The section's text (up to a few hundred words). */
  content: string | null;
  language: string;
  /** Docs version tag, as Docusaurus's contextual search filters on it: `docs-default-<version>` on docs, `default` elsewhere. */
  docusaurus_tag: string;
  /** The docs version of the page (`current`, `2.0`); absent on pages outside the docs. */
  version?: string;
  weight: { level: number; position: number };
}

const MAX_CONTENT = 1200;
const HEADING = /^h([2-6])$/;

interface Section {
  depth: number;
  anchor: string | null;
  headings: string[];
  text: string[];
}

/** Walks a page's content into sections: the intro, then one per h2–h6. */
export function sectionsOf(tree: Root): Section[] {
  const sections: Section[] = [{ depth: 1, anchor: null, headings: [], text: [] }];
  const stack: string[] = [];
  const visit = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (node.value.trim()) sections[sections.length - 1].text.push(node.value.trim());
        continue;
      }
      if (node.type !== 'element') continue;
      const heading = HEADING.exec(node.tagName);
      const className = node.properties.className;
      if (heading && !(Array.isArray(className) && className.includes('sr-only'))) {
        const depth = Number(heading[1]);
        stack.length = depth - 2;
        stack[depth - 2] = toString(node).trim();
        sections.push({ depth, anchor: typeof node.properties.id === 'string' ? node.properties.id : null, headings: [...stack].filter(Boolean), text: [] });
      } else if (
        node.tagName === 'p' ||
        node.tagName === 'li' ||
        node.tagName === 'td' ||
        node.tagName === 'th' ||
        node.tagName === 'pre' ||
        node.tagName === 'summary'
      ) {
        if (containsHeading(node)) visit(node.children);
        else sections[sections.length - 1].text.push(toString(node).replace(/\s+/g, ' ').trim());
      } else {
        visit(node.children);
      }
    }
  };
  visit(tree.children as ElementContent[]);
  return sections;
}

function containsHeading(node: Element): boolean {
  return node.children.some((c) => c.type === 'element' && (HEADING.test(c.tagName) || containsHeading(c)));
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const cut = text.lastIndexOf(' ', MAX_CONTENT);
  return `${text.slice(0, cut > 0 ? cut : MAX_CONTENT)}…`;
}

/** The page a record function is given: a listed doc or Markdown page's route, its content tree, the site's settings. */
export interface RecordPage {
  route: Pick<DocRoute | StandalonePageRoute, 'path' | 'title'> & { version?: string };
  /** The page's content (the parsed page's `hast`). */
  tree: HastRoot;
  config: Pick<SiteConfig, 'url'> & { i18n: { defaultLocale: string } };
  /** The page's locale (its records' `language`); default: the default locale. */
  locale?: string;
}

/**
 * The records of one page, in document order: pure, so the build can call it while it renders each page and
 * drop the content tree afterwards.
 */
export function recordsOfPage({ route, tree, config, locale }: RecordPage): SearchRecord[] {
  const version = route.version;
  const tag = version === undefined ? 'default' : `docs-default-${version}`;
  const base = config.url + (route.path === '/' ? '/' : route.path);
  const records: SearchRecord[] = [];
  // Cast: core's HastRoot is the hast tree typed as plain JSON (children: unknown[]).
  sectionsOf(tree as Root).forEach((section, position) => {
    if (section.depth > 1 && !section.anchor) return;
    // lvl0 is the group a result is shown under: the page, so results are grouped by page.
    const levels = [route.title, route.title, ...section.headings];
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = Array.from({ length: 7 }, (_, i) => levels[i] ?? null);
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
    const content = section.text.join(' ').replace(/\s+/g, ' ').trim();
    records.push({
      objectID: `${route.path}#${section.anchor ?? ''}`,
      url: section.anchor ? `${base}#${section.anchor}` : base,
      url_without_anchor: base,
      anchor: section.anchor,
      type: `lvl${Math.min(6, Math.max(1, section.depth === 1 ? 1 : section.headings.length + 1))}` as RecordType,
      hierarchy,
      content: content ? truncate(content) : null,
      language: locale ?? config.i18n.defaultLocale,
      docusaurus_tag: tag,
      ...(version === undefined ? {} : { version }),
      weight: { level: section.depth === 1 ? 100 : 100 - section.depth * 10, position },
    });
  });
  return records;
}

/**
 * The records of every listed page of a graph, in route order. `treeOf` gives a page's content tree by its source
 * path (the build's parse results), or undefined for a page that has none.
 */
export function buildRecords(graph: Pick<SiteGraph, 'config' | 'routes'>, treeOf: (source: string) => HastRoot | undefined): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const route of graph.routes) {
    if (!hasSearchRecords(route) || !('source' in route)) continue;
    const tree = treeOf(route.source);
    if (tree) for (const record of recordsOfPage({ route, tree, config: graph.config, locale: route.locale })) records.push(record);
  }
  return records;
}
