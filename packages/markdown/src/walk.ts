/**
 * A minimal depth-first walk over unist trees. unist-util-visit builds closures and parent stacks for every
 * node, which made tree walks a tenth of the parse time; the plugins here only need node, index and parent. It keeps
 * its own stack rather than recursing, so no tree is too deep for it.
 */

/** Any unist node (mdast, hast): a type and maybe children. A walk's visitor narrows by `type` and casts to the node it checked. */
export interface UnistNode {
  type: string;
  children?: UnistNode[];
  position?: { start?: { line: number; column: number } };
}

/**
 * Calls `visitor` for every node below `tree` (not the root itself), parents before children. The visitor may
 * replace `parent.children[index]`; the walk then descends into the replacement.
 */
export function walk<N extends UnistNode>(tree: N, visitor: (node: UnistNode, index: number, parent: UnistNode) => void): void {
  const stack: Array<{ parent: UnistNode; index: number }> = [{ parent: tree, index: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const children = frame.parent.children;
    if (!children || frame.index >= children.length) {
      stack.pop();
      continue;
    }
    const index = frame.index++;
    visitor(children[index], index, frame.parent);
    stack.push({ parent: children[index], index: 0 });
  }
}

/** Whether any node of the tree (the root included) passes `test`; stops at the first. */
export function some(tree: UnistNode, test: (node: UnistNode) => boolean): boolean {
  const stack = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (test(node)) return true;
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return false;
}
