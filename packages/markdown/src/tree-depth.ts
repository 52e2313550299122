/**
 * The last guard against deep trees: the depth of a syntax tree, measured without recursion. The pre-scan
 * (scan-nesting.ts) bounds each kind of nesting; this bounds what they add up to, before code that recurses once per
 * level (mdast-util-to-hast, hast-util-to-html, React) walks the tree.
 */
import type { UnistNode } from './walk.js';

interface Point {
  line: number;
  column: number;
}

export interface DeepNode {
  depth: number;
  node: UnistNode;
  /** Where the node starts, or its nearest ancestor with a position. */
  place?: Point;
}

function startOf(node: UnistNode): Point | undefined {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : undefined;
}

/** The first node found deeper than `limit` (the root is depth 0), or undefined when the tree stays within it. */
export function findTooDeep(tree: UnistNode, limit: number): DeepNode | undefined {
  const stack: DeepNode[] = [{ node: tree, depth: 0, place: startOf(tree) }];
  while (stack.length) {
    const entry = stack.pop()!;
    if (entry.depth > limit) return entry;
    const children = entry.node.children;
    if (!children) continue;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: entry.depth + 1, place: startOf(children[i]) ?? entry.place });
  }
  return undefined;
}
