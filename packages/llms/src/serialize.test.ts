// The serializer writes what hast-util-to-mdast and mdast-util-to-markdown, with docgen's handlers and options, wrote
// from the same prepared trees (the way page Markdown was made before it, ten times slower): the same text, byte for
// byte, for every page of this site's docs, the Markdown feature page and the fixtures of every component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '@docgen/markdown';
import { BUILTIN_COMPONENTS } from '@docgen/theme/catalog';
import { prepareTree } from './prepare.js';
import { treeToMarkdown } from './serialize.js';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type {
  BlockContent,
  Blockquote,
  Code,
  FootnoteDefinition,
  FootnoteReference,
  Html,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
} from 'mdast';
import { toMdast, type Handle, type State } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { mathToMarkdown, type InlineMath, type Math } from 'mdast-util-math';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { TAG } from './prepare.js';

const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger' };

const prop = (node: Element, name: string): string | undefined => {
  const value = node.properties[name];
  return typeof value === 'string' ? value : undefined;
};

const strong = (children: PhrasingContent[]): Strong => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const html = (value: string): Html => ({ type: 'html', value });
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The flow content of an element's children. */
const flow = (state: State, node: Element) => state.toFlow(state.all(node));

const handlers: Record<string, Handle> = {
  [TAG.code]: (_state, node): Code => {
    const language = prop(node, 'language');
    const title = prop(node, 'title');
    return {
      type: 'code',
      lang: language && language !== 'text' ? language : title ? 'text' : null,
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value: (prop(node, 'code') ?? '').replace(/\n+$/, ''),
    };
  },
  [TAG.math]: (_state, node): Math | InlineMath => {
    const tex = toString(node).trim();
    return node.properties.dataDisplay ? { type: 'math', value: tex } : { type: 'inlineMath', value: tex };
  },
  [TAG.admonition]: (state, node): Blockquote => {
    const kind = prop(node, 'kind') ?? 'note';
    const label = ADMONITION_TITLES[kind] ?? 'Note';
    const first = node.children[0];
    const titleNode = first?.type === 'element' && first.tagName === TAG.admonitionTitle ? first : undefined;
    const body = { ...node, children: titleNode ? node.children.slice(1) : node.children };
    let lead: PhrasingContent[] = [{ type: 'text', value: label }];
    if (titleNode && toString(titleNode).trim().toLowerCase() !== label.toLowerCase()) {
      lead = [{ type: 'text', value: `${label}: ` }, ...(state.all(titleNode) as PhrasingContent[])];
    }
    return { type: 'blockquote', children: [paragraph([strong(lead)]), ...(flow(state, body) as BlockContent[])] };
  },
  [TAG.tab]: (state, node): RootContent[] => [paragraph([strong([{ type: 'text', value: prop(node, 'label') ?? '' }])]), ...flow(state, node)],
  [TAG.details]: (state, node): RootContent[] => {
    const [summary, ...rest] = node.children as ElementContent[];
    const label = summary?.type === 'element' ? toString(summary).trim() : '';
    const open = html(label ? `<details>\n<summary>${escapeHtml(label)}</summary>` : '<details>');
    return [open, ...flow(state, { ...node, children: rest }), html('</details>')];
  },
  [TAG.footnoteRef]: (_state, node): FootnoteReference => {
    const identifier = prop(node, 'identifier') ?? '';
    return { type: 'footnoteReference', identifier, label: identifier };
  },
  [TAG.footnote]: (state, node): FootnoteDefinition => {
    const identifier = prop(node, 'identifier') ?? '';
    return { type: 'footnoteDefinition', identifier, label: identifier, children: flow(state, node) as BlockContent[] };
  },
};

/** Comments are not shown on the page. */
const nodeHandlers = { comment: () => undefined };

const markdownOptions: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
  // GFM without its literal-autolink escapes: they guard text such as `TensorFlow.js` (a `w.` could start `www.`)
  // with backslashes a reader would see, where a link read by mistake costs nothing. Table cells are unpadded: a
  // wide table would otherwise repeat its longest cell's width on every row.
  extensions: [
    gfmFootnoteToMarkdown(),
    gfmStrikethroughToMarkdown(),
    gfmTableToMarkdown({ tablePipeAlign: false }),
    gfmTaskListItemToMarkdown(),
    mathToMarkdown(),
  ],
};

/** Markdown of a prepared tree, by the libraries. */
function libraryMarkdown(tree: HastRoot): string {
  const mdast = toMdast(tree, { handlers, nodeHandlers }) as Root;
  return serialize(mdast);
}

function serialize(tree: Nodes): string {
  return toMarkdown(tree, markdownOptions);
}

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const processor = createMarkdownProcessor({ math: { strict: true }, mermaid: true, remarkPlugins: [], rehypePlugins: [] });

describe('page Markdown, written directly', () => {
  it('is what the libraries wrote, on every page of the docs and the fixtures', async () => {
    const files = [
      ...readdirSync(path.join(repo, 'docs'), { recursive: true })
        .map(String)
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => `docs/${f}`),
      'pages/markdown-page.md',
      'packages/llms/fixtures/components.mdx',
    ];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const { tree } = await processor.parse({ path: file, text: readFileSync(path.join(repo, file), 'utf8') });
      const prepared = prepareTree(tree as unknown as HastRoot, { links: {}, assets: {}, registry: BUILTIN_COMPONENTS });
      expect(treeToMarkdown(prepared), file).toBe(libraryMarkdown(prepared));
    }
  });

  it('escapes text that would read as Markdown, and leaves the rest alone', () => {
    const p = (value: string) => ({
      type: 'root' as const,
      children: [{ type: 'element' as const, tagName: 'p', properties: {}, children: [{ type: 'text' as const, value }] }],
    });
    for (const value of [
      'a * b',
      'snake_case and _lead',
      '# not a heading',
      '1. not a list',
      '- not an item',
      '--- not a rule',
      '<div> and &amp; and a < b',
      'cost $5 ~ about',
      '[x] or [y]',
      'C:\\path \\*',
    ]) {
      expect(treeToMarkdown(p(value)), value).toBe(libraryMarkdown(p(value)));
    }
  });
});
