/**
 * ```mermaid code blocks become diagrams: the block is wrapped in `div.mermaid-diagram[data-mermaid]`, where the
 * runtime draws the diagram (an island loaded only on pages that have one). Until then, and without JavaScript, the
 * reader sees the diagram's source as a code block. With a checker (the site has Mermaid installed), each diagram's
 * syntax is checked here, so a mistake is an error at the line of the page where it is; without one, the browser
 * shows Mermaid's message under the diagram's source.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { isElement, walk, type UnistParent } from '../walk.js';
import type { DiagramChecker } from './check-diagram.js';

export interface RehypeMermaidOptions {
  checker?: DiagramChecker;
}

function isMermaid(code: Element): boolean {
  return Array.isArray(code.properties.className) && code.properties.className.includes('language-mermaid');
}

export function rehypeMermaid(options: RehypeMermaidOptions) {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ pre: Element; parent: UnistParent; index: number }> = [];
    walk(tree, (pre, index, parent) => {
      if (!isElement(pre) || pre.tagName !== 'pre') return;
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code && isMermaid(code)) blocks.push({ pre, parent, index });
    });
    for (const { pre, parent, index } of blocks) {
      const problem = await options.checker?.check(toString(pre));
      if (problem) {
        const fence = pre.position?.start;
        // Line 1 of the diagram is the line after the fence.
        const place = fence && problem.line !== undefined ? { line: fence.line + problem.line, column: fence.column + (problem.column ?? 1) - 1 } : fence;
        const message = file.message(`Mermaid diagram: ${problem.message}`, { place, ruleId: 'mermaid/syntax', source: 'docgen' });
        message.note = 'Fix the diagram (https://mermaid.js.org/intro/syntax-reference.html); it is shown as code until it parses.';
        message.fatal = true;
      }
      const diagram: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['mermaid-diagram'], dataMermaid: '' },
        children: [pre],
        position: pre.position,
      };
      parent.children[index] = diagram;
    }
  };
}
