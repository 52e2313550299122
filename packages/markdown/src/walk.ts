/**
 * A minimal depth-first walk over unist trees. unist-util-visit builds closures and parent stacks for every
 * node, which made tree walks a tenth of the parse time; the plugins here only need node, index and parent.
 */

export interface UnistNode {
  type: string;
  children?: UnistNode[];
  [key: string]: unknown;
}

/**
 * Calls `visitor` for every node below `tree` (not the root itself), parents before children. The visitor may
 * replace `parent.children[index]`; the walk then descends into the replacement.
 */
export function walk<N extends UnistNode>(tree: N, visitor: (node: UnistNode, index: number, parent: UnistNode) => void): void {
  const children = tree.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    visitor(children[i], i, tree);
    walk(children[i], visitor);
  }
}
