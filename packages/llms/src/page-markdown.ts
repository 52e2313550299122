/**
 * The Markdown version of each kind of page, as `/<route>.md` serves it: the title as `# heading`, then the content,
 * with front matter, imports and exports gone (the content tree never had them) and components as their meaning.
 */
import type { Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { CategoryIndexRoute, HastRoot as ContentTree } from '@docgen/core';
import { prepareTree, type PrepareContext } from './prepare.js';
import { serialize, treeToMarkdown } from './to-markdown.js';

/** `# Title`, escaped where the title would read as Markdown. */
export function titleHeading(title: string): string {
  return serialize({ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] });
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
  return join(titleHeading(input.title), treeToMarkdown(prepareTree(input.tree as unknown as HastRoot, input)));
}

/** A generated index: its title, description and cards, as a list of links. */
export function categoryIndexMarkdown(route: Pick<CategoryIndexRoute, 'title' | 'description' | 'cards'>): string {
  const list = serialize({
    type: 'list',
    ordered: false,
    spread: false,
    children: route.cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: card.href, children: [{ type: 'text', value: card.label }] },
            ...(card.description ? [{ type: 'text' as const, value: `: ${card.description}` }] : []),
          ],
        },
      ],
    })),
  });
  const description = route.description ? serialize({ type: 'paragraph', children: [{ type: 'text', value: route.description }] }) : '';
  return join(titleHeading(route.title), description, route.cards.length ? list : '');
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
