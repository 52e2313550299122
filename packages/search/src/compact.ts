/** The built-in local index: a compact form of the search records, fetched by the browser on first search. */
import type { SearchRecord } from './records.js';
import { tokenize } from './text.js';

export interface CompactIndex {
  v: 1;
  /** [path, page title, area] per page. */
  pages: Array<[string, string, string]>;
  /**
   * [page, anchor, heading, parent section (-1 for none), snippet] per section. Headings are stored once; a
   * section's heading path is found through its parents.
   */
  sections: Array<[number, string, string, number, string]>;
  /** Term → ids of sections whose page title or headings hold it: gaps between ids, base 36, comma-separated. */
  heads: Record<string, string>;
  /**
   * Term → ids of pages whose text holds it, encoded the same way. Pages, not sections: it keeps the index within
   * its budget (36 KB gzip here against 62 KB); the engine finds the best section of a page at query time.
   */
  body: Record<string, string>;
}

/** Snippet length kept per section: enough for a result line, small enough for the index budget. */
export const SNIPPET_LENGTH = 100;

function snippet(content: string | null): string {
  if (!content) return '';
  if (content.length <= SNIPPET_LENGTH) return content;
  const cut = content.lastIndexOf(' ', SNIPPET_LENGTH);
  return `${content.slice(0, cut > 0 ? cut : SNIPPET_LENGTH)}…`;
}

function addPosting(map: Map<string, number[]>, term: string, id: number): void {
  const list = map.get(term);
  if (!list) map.set(term, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Sorted ids, in the smaller of two forms: gaps in base 36 (`[3, 4, 40]` → `"3,1,10"`) for rare terms, or a bitmap
 * over all sections (`"~"` then 6 bits a character) for common ones.
 */
export function encodePostings(ids: readonly number[], total: number): string {
  const gaps = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]).toString(36)).join(',');
  if (gaps.length * 6 < total) return gaps;
  const bits = new Uint8Array(Math.ceil(total / 6));
  for (const id of ids) bits[Math.floor(id / 6)] |= 1 << id % 6;
  const map = `~${Array.from(bits, (b) => BASE64[b]).join('')}`;
  return map.length < gaps.length ? map : gaps;
}

export function decodePostings(encoded: string): number[] {
  if (encoded.startsWith('~')) {
    const ids: number[] = [];
    for (let i = 1; i < encoded.length; i++) {
      const bits = BASE64.indexOf(encoded[i]);
      for (let b = 0; b < 6; b++) if (bits & (1 << b)) ids.push((i - 1) * 6 + b);
    }
    return ids;
  }
  let id = 0;
  return encoded.split(',').map((gap, i) => (id = i === 0 ? parseInt(gap, 36) : id + parseInt(gap, 36)));
}

function encodeAll(map: Map<string, number[]>, total: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of [...map.keys()].sort()) out[term] = encodePostings(map.get(term)!, total);
  return out;
}

export function buildCompactIndex(records: readonly SearchRecord[]): CompactIndex {
  const pages: CompactIndex['pages'] = [];
  const pageIds = new Map<string, number>();
  const sections: CompactIndex['sections'] = [];
  const heads = new Map<string, number[]>();
  const body = new Map<string, number[]>();
  for (const record of records) {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIds.get(path);
    if (page === undefined) {
      page = pages.length;
      pages.push([path, record.hierarchy.lvl1 ?? '', record.hierarchy.lvl0 ?? '']);
      pageIds.set(path, page);
    }
    const headings = [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter((h): h is string => !!h);
    const id = sections.length;
    // The parent is the nearest earlier section of the same page one level up.
    const parentPath = headings.slice(0, -1).join('\u0000');
    let parent = -1;
    if (headings.length > 1) {
      for (let j = id - 1; j >= 0 && sections[j][0] === page; j--) {
        if (pathOf(sections, j).join('\u0000') === parentPath) {
          parent = j;
          break;
        }
      }
    }
    sections.push([page, record.anchor ?? '', headings[headings.length - 1] ?? '', parent, snippet(record.content)]);
    for (const term of tokenize([record.hierarchy.lvl1 ?? '', ...headings].join(' '))) addPosting(heads, term, id);
    for (const term of tokenize(record.content ?? '')) addPosting(body, term, page);
  }
  return { v: 1, pages, sections, heads: encodeAll(heads, sections.length), body: encodeAll(body, pages.length) };
}

/** The headings below the page title leading to a section (outermost first). */
export function pathOf(sections: CompactIndex['sections'], id: number): string[] {
  const out: string[] = [];
  for (let j = id; j >= 0; j = sections[j][3]) if (sections[j][2]) out.unshift(sections[j][2]);
  return out;
}
