/** Keep a code block's metastring (```py title="a.py" {1,3}```) on the `<code>` element for the theme. */
import type { Code, Root } from 'mdast';
import { walk } from './walk.js';

export function remarkCodeMeta() {
  return (tree: Root) => {
    walk(tree, (n) => {
      if (n.type !== 'code') return;
      const node = n as Code;
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}
