/**
 * A minimal depth-first walk over unist trees. unist-util-visit builds closures and parent stacks for every
 * node, which made tree walks a tenth of the parse time; the plugins here only need node, index and parent. It keeps
 * its own stack rather than recursing, so no tree is too deep for it.
 */
import type { Element } from 'hast';

/** Any unist node (mdast, hast): a type and maybe children. A walk's visitor narrows by `type` and casts to the node it checked. */
export interface UnistNode {
  type: string;
  children?: UnistNode[];
  position?: { start?: { line: number; column: number } };
}

/** A node with children: a walk's visitor may replace one of them. */
export interface UnistParent extends UnistNode {
  children: UnistNode[];
}

function isParent(node: UnistNode): node is UnistParent {
  return node.children !== undefined;
}

/** Whether a node of a hast tree is an element. */
export function isElement(node: UnistNode): node is Element {
  return node.type === 'element';
}

/**
 * Calls `visitor` for every node below `tree` (not the root itself), parents before children. The visitor may
 * replace `parent.children[index]`; the walk then descends into the replacement.
 */
export function walk<N extends UnistNode>(tree: N, visitor: (node: UnistNode, index: number, parent: UnistParent) => void): void {
  const stack: Array<{ parent: UnistNode; index: number }> = [{ parent: tree, index: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const { parent } = frame;
    if (!isParent(parent) || frame.index >= parent.children.length) {
      stack.pop();
      continue;
    }
    const { children } = parent;
    const index = frame.index++;
    visitor(children[index], index, parent);
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
