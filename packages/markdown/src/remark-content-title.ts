/**
 * A `# Title` at the very top of the body is the page's title: record it and take it out of the content. Imports,
 * exports and comments before it do not count.
 */
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

function isInvisible(node: RootContent): boolean {
  if (node.type === 'mdxjsEsm') return true;
  if (node.type === 'html') return /^<!--[\s\S]*-->$/.test(node.value.trim());
  if (node.type === 'mdxFlowExpression') return !(node.data?.estree?.body.length ?? 1);
  return false;
}

export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((n) => !isInvisible(n));
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.contentTitle = toString(first).replace(/\s*\{#[^}]+\}\s*$/, '');
      tree.children.splice(tree.children.indexOf(first), 1);
    }
  };
}
