/**
 * `<Tabs groupId="os"><TabItem value="linux" label="Linux" default>…</TabItem>…</Tabs>` (as in Docusaurus content,
 * written as HTML in Markdown) becomes an accessible tab set. The selected tab syncs across tab sets of the same
 * group and is remembered; the runtime does that with a few event listeners, without React.
 */
import type { Element, ElementContent, Root } from 'hast';
import { walk, type UnistNode } from '../walk.js';

function prop(element: Element, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = element.properties[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean' && value) return '';
  }
  return undefined;
}

let counter = 0;

function build(tabs: Element): Element {
  const items = tabs.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'tabitem');
  const groupId = prop(tabs, 'groupId', 'groupid');
  const id = `tabs-${++counter}`;
  const values = items.map((item, i) => prop(item, 'value') ?? String(i));
  const chosen = Math.max(0, items.findIndex((item) => prop(item, 'default') !== undefined));
  const buttons = items.map((item, i) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${id}-tab-${i}`,
      className: ['tabs__tab'],
      ariaSelected: i === chosen ? 'true' : 'false',
      ariaControls: `${id}-panel-${i}`,
      tabIndex: i === chosen ? 0 : -1,
      dataValue: values[i],
    },
    children: [{ type: 'text', value: prop(item, 'label') ?? values[i] }],
  })) as unknown as ElementContent[];
  const panels = items.map((item, i) => ({
    type: 'element',
    tagName: 'div',
    properties: { role: 'tabpanel', id: `${id}-panel-${i}`, className: ['tabs__panel'], ariaLabelledby: `${id}-tab-${i}`, dataValue: values[i], hidden: i !== chosen },
    children: item.children,
  })) as unknown as ElementContent[];
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['tabs'], ...(groupId ? { dataGroupId: groupId } : {}) },
    children: [{ type: 'element', tagName: 'div', properties: { role: 'tablist', className: ['tabs__list'] }, children: buttons }, ...panels],
  };
}

export function rehypeTabs() {
  return (tree: Root) => {
    counter = 0;
    // Inner tab sets first, so nested tabs work.
    const found: Array<{ parent: UnistNode; index: number }> = [];
    walk(tree as unknown as UnistNode, (node, index, parent) => {
      if (node.type === 'element' && (node as unknown as Element).tagName === 'tabs') found.push({ parent, index });
    });
    for (const { parent, index } of found.reverse()) {
      parent.children![index] = build(parent.children![index] as unknown as Element) as unknown as UnistNode;
    }
  };
}
