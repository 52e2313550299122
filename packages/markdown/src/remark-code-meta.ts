/** Keep a code block's metastring (```py title="a.py" {1,3}```) on the `<code>` element for the theme. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}
