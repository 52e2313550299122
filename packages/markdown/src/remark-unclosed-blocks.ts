/**
 * Warns about a code fence or an admonition (`:::`) that is never closed: Markdown lets it run to the end of the
 * page (or of the list or quote that holds it), so everything after it silently becomes code or part of the box.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

interface Positioned {
  name?: string;
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
}

/** The node's source, line by line (its first line from the node's column). */
function sourceLines(node: Positioned, source: string): string[] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return source.slice(start, end).split(/\r\n|\r|\n/);
}

export function remarkUnclosedBlocks() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk(tree, (n) => {
      const node = n as Positioned;
      if (n.type !== 'code' && n.type !== 'containerDirective') return;
      const lines = sourceLines(node, source);
      if (!lines) return;
      let closing: RegExp;
      let message: string;
      if (n.type === 'code') {
        const fence = /^[ \t]*(`{3,}|~{3,})/.exec(lines[0])?.[1];
        // Indented code has no fence to close.
        if (!fence) return;
        closing = new RegExp(`^[ \\t>]*\\${fence[0]}{${fence.length},}[ \\t]*$`);
        message = 'this code block is never closed, so the rest of the page (or of the list or quote holding it) is code';
      } else {
        closing = /^[ \t>]*:{3,}[ \t]*$/;
        message = `":::${node.name}" is never closed, so it holds the rest of the page (or of the list or quote holding it)`;
      }
      if (lines.length > 1 && closing.test(lines[lines.length - 1])) return;
      file.message(message, { place: node.position, ruleId: n.type === 'code' ? 'markdown/unclosed-fence' : 'markdown/unclosed-admonition', source: 'docgen' });
    });
  };
}
