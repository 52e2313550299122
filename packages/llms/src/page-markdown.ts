/**
 * The Markdown version of each kind of page, as `/<route>.md` serves it: the title as `# heading`, then the content,
 * with front matter, imports and exports gone (the content tree never had them) and components as their meaning.
 */
import type { Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { CategoryIndexRoute, HastRoot as ContentTree } from '@docgen/core';
import { prepareTree, type PrepareContext } from './prepare.js';
import { element } from './hast.js';
import { treeToMarkdown } from './serialize.js';

/** `# Title`, escaped where the title would read as Markdown. */
export function titleHeading(title: string): string {
  return treeToMarkdown({ type: 'root', children: [element('h1', {}, [{ type: 'text', value: title }])] });
}

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join('\n');

export interface PageMarkdownInput extends PrepareContext {
  title: string;
  /** The page's content tree, from the content store. */
  tree: ContentTree;
}

/** A doc or a Markdown page. */
export function pageMarkdown(input: PageMarkdownInput): string {
  // Cast: core's HastRoot is the hast tree typed as plain JSON.
  return join(titleHeading(input.title), treeToMarkdown(prepareTree(input.tree as HastRoot, input)));
}

/** A generated index: its title, description and cards, as a list of links. */
export function categoryIndexMarkdown(route: Pick<CategoryIndexRoute, 'title' | 'description' | 'cards'>): string {
  const items = route.cards.map((card) =>
    element('li', {}, [
      element('a', { href: card.href }, [{ type: 'text', value: card.label }]),
      ...(card.description ? [{ type: 'text' as const, value: `: ${card.description}` }] : []),
    ]),
  );
  return treeToMarkdown({
    type: 'root',
    children: [
      element('h1', {}, [{ type: 'text', value: route.title }]),
      ...(route.description ? [element('p', {}, [{ type: 'text', value: route.description }])] : []),
      ...(items.length ? [element('ul', {}, items)] : []),
    ],
  });
}

/**
 * A page written as a React module: the HTML it rendered (links already final), read back as Markdown. Its own first
 * heading is usually its title; when it has no `h1`, the title is put first.
 */
export function htmlPageMarkdown(title: string, html: string): string {
  const tree = fromHtml(html, { fragment: true });
  const body = treeToMarkdown(prepareTree(tree, { links: {}, assets: {}, registry: [] }));
  return /^# /m.test(body) ? body : join(titleHeading(title), body);
}
