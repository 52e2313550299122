/**
 * `<CodeBlock language="py" title="a.py">{`…`}</CodeBlock>` (Docusaurus's `@theme/CodeBlock`) with plain text inside
 * becomes a fenced code block, so it is highlighted at build time like one. Other content stays a component.
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { JsxMark } from './remark-mdx-content.js';
import { walk } from './walk.js';

const isText = (node: RootContent): boolean => node.type === 'text' || (node.type === 'paragraph' && node.children.every((c) => c.type === 'text'));

function toCode(node: MdxJsxFlowElement): Code | undefined {
  const mark = (node.data as { docgen?: JsxMark } | undefined)?.docgen;
  if (!mark || !('component' in mark)) return undefined;
  const { module, name, props } = mark.component;
  if (module ? module !== '@theme/CodeBlock' : name !== 'CodeBlock') return undefined;
  if (!node.children.every((c) => isText(c as RootContent))) return undefined;
  const fromClass = typeof props.className === 'string' ? /language-(\S+)/.exec(props.className)?.[1] : undefined;
  const lang = typeof props.language === 'string' ? props.language : fromClass;
  const meta = [
    typeof props.metastring === 'string' ? props.metastring : '',
    typeof props.title === 'string' ? `title=${JSON.stringify(props.title)}` : '',
    props.showLineNumbers === true ? 'showLineNumbers' : typeof props.showLineNumbers === 'number' ? `showLineNumbers=${props.showLineNumbers}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const value = node.children
    .map((c) => toString(c))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
  return { type: 'code', lang: lang ?? null, meta: meta || null, value, position: node.position };
}

export function remarkMdxCodeBlock() {
  return (tree: Root) => {
    walk(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const code = toCode(node as MdxJsxFlowElement);
      if (code) (parent as Parent).children[index] = code;
    });
  };
}
