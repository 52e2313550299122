/** A `# Title` at the very top of the body is the page's title: record it and take it out of the content. */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((n) => n.type !== 'html' || !/^<!--[\s\S]*-->$/.test(n.value.trim()));
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.contentTitle = toString(first).replace(/\s*\{#[^}]+\}\s*$/, '');
      tree.children.splice(tree.children.indexOf(first), 1);
    }
  };
}
