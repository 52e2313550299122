/**
 * mdast → hast for JSX elements, after `remark-mdx-content` marked them: an HTML element with its properties, a
 * component as an element named as written with `data.component` (see `ComponentData` in @docgen/core), a fragment
 * as its children.
 */
import type { Element, ElementContent } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { State } from 'mdast-util-to-hast';
import type { JsxMark } from '../remark-mdx-content.js';

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
  'html',
  'textDirective',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

function jsxElement(state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element | ElementContent[] {
  const mark = (node.data as { docgen?: JsxMark } | undefined)?.docgen;
  // Block children on lines of their own, as HTML blocks of Markdown have always been written out.
  const blocks = node.children.some((child) => !PHRASING.has(child.type));
  const children = blocks ? state.wrap(state.all(node), true) : state.all(node);
  if (!mark || 'fragment' in mark) return children;
  const result: Element =
    'component' in mark
      ? { type: 'element', tagName: node.name!, properties: {}, data: { component: mark.component } as Element['data'], children }
      : { type: 'element', tagName: mark.element.tagName, properties: mark.element.properties, children };
  state.patch(node, result);
  return result;
}

export const mdxHandlers = { mdxJsxFlowElement: jsxElement, mdxJsxTextElement: jsxElement };
