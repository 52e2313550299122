/**
 * `:::note` … `:::` containers (remark-directive) become admonition boxes. Directives that are not admonitions
 * are turned back into the text they were written as: `image:latest` in prose must stay `image:latest`.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.js';
import type { VFile } from 'vfile';
import { ADMONITION_KINDS, type AdmonitionKind } from './admonition-syntax.js';

const DEFAULT_TITLES: Record<AdmonitionKind, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

function isAdmonition(node: ContainerDirective): node is ContainerDirective & { name: AdmonitionKind } {
  return (ADMONITION_KINDS as readonly string[]).includes(node.name);
}

function toAdmonition(node: ContainerDirective & { name: AdmonitionKind }): void {
  const first = node.children[0];
  let title: PhrasingContent[] = [{ type: 'text', value: DEFAULT_TITLES[node.name] }];
  const given = first?.type === 'paragraph' && first.data?.directiveLabel;
  if (given) {
    title = first.children;
    node.children.shift();
  }
  // A default title is marked with the kind, so the theme can show it in the page's language.
  const hProperties = given ? { className: ['admonition-heading'] } : { className: ['admonition-heading'], dataDefaultTitle: node.name };
  const heading = { type: 'paragraph', data: { hName: 'div', hProperties }, children: title } as Paragraph;
  const content = {
    type: 'admonitionContent',
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
    children: node.children,
    // Cast: mdast has no node for a container that remark-rehype turns into a <div> through data.hName.
  } as unknown as RootContent;
  node.children = [heading, content] as ContainerDirective['children'];
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`], dataAdmonition: node.name } };
}

function sourceOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : String(file.value).slice(start, end);
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    walk(tree, (n, index, parent) => {
      const node = n as RootContent;
      if (node.type === 'containerDirective') {
        if (isAdmonition(node)) {
          toAdmonition(node);
        } else {
          file.message(`unknown directive ":::${node.name}"; it is shown as plain content`, {
            place: node.position,
            ruleId: 'markdown/unknown-directive',
            source: 'docgen',
          });
          node.data = { hName: 'div' };
        }
      } else if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const text = { type: 'text', value: sourceOf(node, file) } as const;
        const replacement = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as Paragraph) : text;
        (parent.children as unknown[])[index] = replacement;
      }
    });
  };
}
