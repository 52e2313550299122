/** Keep a code block's metastring (```py title="a.py" {1,3}```) on the `<code>` element for the theme. */
import type { Code, Root } from 'mdast';
import { walk, type UnistNode } from './walk.js';

export function remarkCodeMeta() {
  return (tree: Root) => {
    walk(tree as unknown as UnistNode, (n) => {
      if (n.type !== 'code') return;
      const node = n as unknown as Code;
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
    });
  };
}
