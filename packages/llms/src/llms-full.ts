/**
 * `llms-full.txt`: the site's title and description, then every page `llms.txt` lists, once each and in its order,
 * as its Markdown with the page's address under its title. Produced a page at a time (`llmsFullChunks`), so that
 * writing it holds one page, never the site.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Route, SiteGraph } from '@docgen/core';
import { absoluteUrl, llmsSections } from './llms-index.js';
import { siteSummary } from './llms-txt.js';
import { element, text } from './hast.js';
import { treeToMarkdown } from './serialize.js';

/** A page's Markdown with `Source: <url>` under its `# title` (or first, when it has none). */
export function withSource(markdown: string, url: string): string {
  const source = `Source: ${url}\n`;
  if (!markdown.startsWith('# ')) return `${source}\n${markdown}`;
  const end = markdown.indexOf('\n');
  if (end === -1) return `${markdown}\n\n${source}`;
  return `${markdown.slice(0, end + 1)}\n${source}${markdown.slice(end + 1)}`;
}

/** The routes `llms-full.txt` holds, in order, each once. */
export function llmsFullRoutes(graph: SiteGraph): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const section of llmsSections(graph)) {
    for (const { route } of section.entries) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      routes.push(route);
    }
  }
  return routes;
}

/** The beginning of `llms-full.txt`: the site's title and summary. */
function heading(graph: SiteGraph): string {
  const summary = siteSummary(graph.config);
  return treeToMarkdown({
    type: 'root',
    children: [element('h1', {}, [text(graph.config.title)]), ...(summary ? [element('blockquote', {}, [element('p', {}, [text(summary)])])] : [])],
  });
}

/** A page's part of `llms-full.txt`. */
const pagePart = (graph: SiteGraph, route: Route, markdown: string) =>
  `\n${withSource(markdown.endsWith('\n') ? markdown : `${markdown}\n`, absoluteUrl(graph, route.path))}`;

/**
 * The text of `llms-full.txt` in pieces: the heading, then one page at a time, read when its turn comes.
 * `readMarkdown` gives a route's Markdown (undefined: left out).
 */
export async function* llmsFullChunks(graph: SiteGraph, readMarkdown: (route: Route) => Promise<string | undefined>): AsyncGenerator<string> {
  yield heading(graph);
  for (const route of llmsFullRoutes(graph)) {
    const markdown = await readMarkdown(route);
    if (markdown !== undefined) yield pagePart(graph, route, markdown);
  }
}

/**
 * Writes `llms-full.txt` to `file`, a page at a time, with blocking calls: the pages' files are small and many, and
 * a promise and a stream write for each made this a second of a 2,000-page build, a tenth of that this way.
 */
export function writeLlmsFull(file: string, graph: SiteGraph, readMarkdown: (route: Route) => string | undefined): void {
  const fd = openSync(file, 'w');
  try {
    let pending = heading(graph);
    for (const route of llmsFullRoutes(graph)) {
      const markdown = readMarkdown(route);
      if (markdown !== undefined) pending += pagePart(graph, route, markdown);
      if (pending.length < 1 << 20) continue;
      writeSync(fd, pending);
      pending = '';
    }
    writeSync(fd, pending);
  } finally {
    closeSync(fd);
  }
}
