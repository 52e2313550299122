/** One walk over a page's hast collecting what later stages need: headings, ids, links, assets, excerpt. */
import path from 'node:path';
import type { AssetRef, ComponentData, HastRoot, Heading, LinkRef } from '@docgen/core';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { walk, type UnistNode } from './walk.js';
import { classifyHref, isRelativeUrl, safeDecode, splitHref } from './links.js';

export interface Collected {
  headings: Heading[];
  anchorIds: string[];
  links: LinkRef[];
  assets: AssetRef[];
  excerpt: string;
}

const HEADING = /^h([1-6])$/;
/** Attributes that point at other resources, per element. */
const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src', source: 'src', video: 'src', audio: 'src', iframe: 'src' };
const EMBEDDED = new Set(['img', 'source', 'video', 'audio']);
const EXCERPT_LENGTH = 240;

function truncate(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_LENGTH) return clean;
  const cut = clean.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${clean.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)}…`;
}

/** Component props that are links, checked and rewritten like `a` elements' `href`. */
const LINK_PROPS = ['href', 'to'];

/**
 * `sourcePath` is site-root relative; relative asset URLs are resolved against its folder. `imported` are the assets
 * of the page's MDX imports (at the import), which elements using them do not repeat.
 */
export function collect(tree: HastRoot, sourcePath: string, imported: readonly AssetRef[] = []): Collected {
  const out: Collected = { headings: [], anchorIds: [], links: [], assets: [...imported], excerpt: '' };
  const importedSrcs = new Set(imported.map((a) => a.src));
  const dir = path.posix.dirname(sourcePath);
  // Core's HastRoot is plain JSON (children: unknown[]); the walk reads it as the unist tree it is.
  walk(tree as UnistNode, (n) => {
    if (n.type !== 'element') return;
    const node = n as Element;
    const { tagName, properties } = node;
    const place = node.position ? { line: node.position.start.line, column: node.position.start.column } : {};
    const component = (node.data as { component?: ComponentData } | undefined)?.component;
    if (component) {
      for (const key of LINK_PROPS) {
        const href = component.props[key];
        if (typeof href === 'string' && href !== '' && !importedSrcs.has(href))
          out.links.push({ href, kind: classifyHref(href), element: component.name, ...place });
      }
      return;
    }
    const heading = HEADING.exec(tagName);
    // Visually hidden headings (the footnotes label) are anchors, not part of the outline.
    const hidden = Array.isArray(properties.className) && properties.className.includes('sr-only');
    if (heading && typeof properties.id === 'string' && !hidden) {
      out.headings.push({ depth: Number(heading[1]), id: properties.id, text: toString(node).trim(), html: toHtml(node.children) });
    } else if (typeof properties.id === 'string') {
      out.anchorIds.push(properties.id);
    }
    if (tagName === 'a' && typeof properties.name === 'string') out.anchorIds.push(properties.name);
    if (!out.excerpt && tagName === 'p') out.excerpt = truncate(toString(node));
    const attribute = URL_ATTRIBUTES[tagName];
    const url = attribute ? properties[attribute] : undefined;
    if (typeof url !== 'string' || url === '') return;
    const kind = classifyHref(url);
    const isFile =
      EMBEDDED.has(tagName) || (tagName === 'a' && kind === 'route' && /\.[a-z0-9]{2,5}$/i.test(splitHref(url).path) && !/\.html?$/i.test(splitHref(url).path));
    if (importedSrcs.has(url)) return;
    if (isFile && isRelativeUrl(url)) {
      out.assets.push({ src: url, path: path.posix.normalize(path.posix.join(dir, safeDecode(splitHref(url).path))), ...place });
    } else {
      out.links.push({ href: url, kind, element: tagName, ...place });
    }
  });
  return out;
}
