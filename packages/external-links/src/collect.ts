/** The http(s) links of a site, each with every place it is written. */
import type { SiteGraph, SourcePlace } from '@docgen/core';

export interface ExternalLink {
  url: string;
  places: Array<Partial<SourcePlace> & { file: string }>;
}

const HTTP = /^https?:\/\//i;

export function collectExternalLinks(graph: SiteGraph): ExternalLink[] {
  const byUrl = new Map<string, ExternalLink>();
  const add = (url: string, place: ExternalLink['places'][number]) => {
    if (!HTTP.test(url)) return;
    const key = url.split('#')[0];
    const entry = byUrl.get(key) ?? { url: key, places: [] };
    entry.places.push(place);
    byUrl.set(key, entry);
  };
  for (const page of Object.values(graph.pages)) {
    for (const link of page.links) if (link.kind === 'external') add(link.href, { file: page.source, line: link.line, column: link.column });
  }
  const walk = (items: SiteGraph['config']['navbar']['items']) => {
    for (const item of items) {
      if (item.type === 'link' && item.href) add(item.href, item.place ?? { file: 'site.config.yaml' });
      if (item.type === 'dropdown') walk(item.items);
    }
  };
  walk(graph.config.navbar.items);
  for (const items of Object.values(graph.sidebars)) {
    const visit = (list: typeof items) => {
      for (const item of list) {
        if (item.type === 'link' && item.external) add(item.href, { file: 'sidebars.yaml' });
        if (item.type === 'category') visit(item.items);
      }
    };
    visit(items);
  }
  return [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url));
}
