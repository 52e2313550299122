/**
 * GFM task lists render a bare `<input type="checkbox" disabled>` before the item's text, which leaves the checkbox
 * without a name. This wraps the checkbox and the inline content after it (up to a nested list or other block) in a
 * `<label>`, so the item's text names it. The tree is copied, not changed.
 */
import type { Element, ElementContent, Root } from 'hast';

/** Elements that end the inline run a label may hold. */
const BLOCK = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote', 'details', 'figure', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isTaskItem(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

/** The children with the checkbox and the inline content after it wrapped in a label; the same array if none. */
function wrapCheckbox(children: ElementContent[]): ElementContent[] {
  const start = children.findIndex(isCheckbox);
  if (start === -1) return children;
  let end = start + 1;
  while (end < children.length) {
    const child = children[end]!;
    if (child.type === 'element' && BLOCK.has(child.tagName)) break;
    end++;
  }
  const label: Element = { type: 'element', tagName: 'label', properties: { className: ['task-list-item__label'] }, children: children.slice(start, end) };
  return [...children.slice(0, start), label, ...children.slice(end)];
}

/** The item with its checkbox labelled: directly in the item (a tight list) or in its first paragraph (a loose one). */
function labelItem(item: Element): Element {
  const direct = wrapCheckbox(item.children);
  if (direct !== item.children) return { ...item, children: direct };
  const first = item.children.findIndex((child) => child.type === 'element');
  const paragraph = item.children[first];
  if (paragraph?.type !== 'element' || paragraph.tagName !== 'p') return item;
  const inner = wrapCheckbox(paragraph.children);
  if (inner === paragraph.children) return item;
  const children = [...item.children];
  children[first] = { ...paragraph, children: inner };
  return { ...item, children };
}

export function labelTaskLists<T extends Root | Element>(node: T): T {
  let changed = false;
  const children = node.children.map((child) => {
    // Code blocks are thousands of token spans and never hold a task list.
    if (child.type !== 'element' || child.tagName === 'pre') return child;
    let next = labelTaskLists(child);
    if (isTaskItem(next)) next = labelItem(next);
    changed ||= next !== child;
    return next;
  });
  return changed ? { ...node, children: children as ElementContent[] } : node;
}
