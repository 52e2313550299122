/** Table of contents from a page's headings, nested by depth, limited to the configured levels. */
import type { Heading, TocItem } from '@docgen/core';

export function buildToc(headings: readonly Heading[], minLevel: number, maxLevel: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.depth < minLevel || h.depth > maxLevel) continue;
    const item: TocItem = { id: h.id, html: h.html, depth: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}
