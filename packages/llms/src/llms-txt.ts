/**
 * `llms.txt` in the llmstxt.org format: the site's title as `# heading`, its description as a block quote, a few
 * lines on how to read the file, then a `## section` per sidebar listing `- [page](url.md): description`.
 */
import type { ElementContent, RootContent } from 'hast';
import { LLMS_FULL_TXT_PATH, type SiteConfig, type SiteGraph } from '@docgen/core';
import { absoluteUrl, listedVersion, llmsSections, markdownHref, oneLine } from './llms-index.js';
import { element } from './hast.js';
import { treeToMarkdown } from './serialize.js';

/** The site's description: its tagline, else the description of its `metadata`. */
export function siteSummary(config: SiteConfig): string | undefined {
  const text = config.tagline || config.metadata.find((m) => m.name === 'description')?.content;
  return text ? oneLine(text, 1000) : undefined;
}

const text = (value: string): ElementContent => ({ type: 'text', value });
const link = (url: string, label: string): ElementContent => element('a', { href: url }, [text(label)]);
const paragraph = (children: ElementContent[]): RootContent => element('p', {}, children);

/** The lines under the summary: what each link leads to, and which docs version is listed. */
function details(graph: SiteGraph): RootContent[] {
  const out: RootContent[] = [
    paragraph([
      text('Each link leads to the page as Markdown; the page itself is at the same address without '),
      element('code', {}, [text('.md')]),
      text('. Every page listed here, in this order, is in '),
      link(absoluteUrl(graph, LLMS_FULL_TXT_PATH), 'llms-full.txt'),
      text('.'),
    ]),
  ];
  if (graph.versions.length > 1) {
    const listed = listedVersion(graph);
    const version = graph.versions.find((v) => v.version.name === listed)?.version;
    const others = graph.versions.filter((v) => v.version.name !== listed);
    const parts: ElementContent[] = [
      text(`The docs listed are version ${version?.label ?? listed}, the latest. Other versions, whose pages have Markdown versions too: `),
    ];
    others.forEach((v, i) => {
      if (i > 0) parts.push(text(', '));
      parts.push(link(absoluteUrl(graph, v.mainDocPath ?? v.version.routeBase), v.version.label));
    });
    parts.push(text('.'));
    out.push(paragraph(parts));
  }
  return out;
}

export function llmsTxt(graph: SiteGraph): string {
  const summary = siteSummary(graph.config);
  const children: RootContent[] = [element('h1', {}, [text(graph.config.title)])];
  if (summary) children.push(element('blockquote', {}, [paragraph([text(summary)]) as ElementContent]));
  children.push(...details(graph));
  for (const section of llmsSections(graph)) {
    children.push(element('h2', {}, [text(section.title)]));
    const items = section.entries.map((entry) =>
      element('li', {}, [link(markdownHref(graph, entry.route.path), entry.title), ...(entry.description ? [text(`: ${entry.description}`)] : [])]),
    );
    children.push(element('ul', {}, items));
  }
  return treeToMarkdown({ type: 'root', children });
}
