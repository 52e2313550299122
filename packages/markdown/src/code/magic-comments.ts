/**
 * Magic comments, as in Docusaurus: a line holding only `highlight-next-line`, `highlight-start`/`highlight-end` or
 * `highlight-next-line-error` in the language's comment syntax marks lines, and is removed from the output.
 */

export interface MarkedCode {
  /** The code without the magic comment lines. */
  code: string;
  /** 1-based lines (of the returned code) to highlight. */
  highlighted: Set<number>;
  /** 1-based lines to mark as errors. */
  errors: Set<number>;
}

// Any common comment opener: //, #, --, ;, /* */, <!-- -->, {/* */} (JSX).
const MAGIC =
  /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\s*\/\*)\s*(highlight-next-line-error|highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

export function extractMagicComments(source: string): MarkedCode {
  const lines = source.replace(/\n$/, '').split('\n');
  const kept: string[] = [];
  const highlighted = new Set<number>();
  const errors = new Set<number>();
  let nextLine = false;
  let nextError = false;
  let inBlock = false;
  for (const line of lines) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'highlight-next-line') nextLine = true;
    else if (magic === 'highlight-next-line-error') nextError = true;
    else if (magic === 'highlight-start') inBlock = true;
    else if (magic === 'highlight-end') inBlock = false;
    else {
      kept.push(line);
      const n = kept.length;
      if (nextLine || inBlock) highlighted.add(n);
      if (nextError) errors.add(n);
      nextLine = false;
      nextError = false;
    }
  }
  return { code: kept.join('\n'), highlighted, errors };
}
