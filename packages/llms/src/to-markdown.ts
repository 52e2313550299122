/**
 * Content trees to Markdown: the prepared hast (see `prepare.ts`) through hast-util-to-mdast, with handlers for the
 * elements `prepare` makes, then serialised by mdast-util-to-markdown with GFM (tables, task lists, strikethrough,
 * footnotes) and math. Admonitions become block quotes led by their kind in bold (`> **Note**`, `> **Tip: Title**`):
 * GitHub's alert syntax (`> [!NOTE]`) has five kinds where Docusaurus has six, no titles and no nesting, and reads
 * as a stray `[!NOTE]` everywhere but on GitHub, while a bold lead reads the same in any Markdown reader.
 */
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

/** Markdown of a prepared tree. */
export function treeToMarkdown(tree: HastRoot): string {
  const mdast = toMdast(tree, { handlers, nodeHandlers }) as Root;
  return serialize(mdast);
}

/** mdast → Markdown text with docgen's choice of markers. */
export function serialize(tree: Nodes): string {
  return toMarkdown(tree, markdownOptions);
}
