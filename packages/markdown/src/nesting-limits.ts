/**
 * How deeply a page may nest. micromark's handling of nested containers is super-linear (a list nested 500 levels
 * takes seconds, a few thousand levels minutes), and mdast-util-to-hast, hast-util-from-parse5, hast-util-to-html
 * and React all recurse once per level, so a deep enough page overflows the stack. The limits sit far above real
 * documents (this site nests lists 3 levels and HTML 6) and far below what makes the parser slow or the stack
 * short; `scripts/bench-nesting.mjs` measures both (figures in ARCHITECTURE.md).
 */

export interface NestingLimits {
  /** List items, block quotes, admonitions (any `:::` container) and footnote definitions inside one another. */
  blocks: number;
  /** HTML elements (and, in MDX, JSX elements) inside one another. */
  elements: number;
  /** Emphasis, strong and strikethrough delimiters, and `[` of links and images, open at once in one paragraph. */
  inline: number;
  /** Depth of the finished syntax tree: the last guard, for combinations of the above. */
  tree: number;
}

export const DEFAULT_NESTING_LIMITS: Readonly<NestingLimits> = Object.freeze({ blocks: 32, elements: 64, inline: 32, tree: 256 });

/** `stack`: none of the limits was passed, yet the parser ran out of stack (the last resort). */
export type NestingKind = 'blocks' | 'elements' | 'inline' | 'tree' | 'stack';

/** Where a page first nests deeper than its limit. */
export interface NestingProblem {
  kind: NestingKind;
  /** 1-based line and column of the marker, tag or node that passes the limit. */
  line: number;
  column: number;
  /** The depth reached there (limit + 1). */
  depth: number;
  limit: number;
  /** What was opened there, for the message: "list item", "block quote", "<div>", "emphasis"… */
  what: string;
}

const ADVICE: Record<NestingKind, string> = {
  blocks: 'Flatten the structure: split the list or quote, or move the inner part under a heading of its own.',
  elements: 'Close the elements you open (an unclosed tag holds everything after it), or flatten the HTML.',
  inline: 'Close what you open, or escape a literal "*", "_", "~" or "[" with a backslash: an unmatched one stays open until the paragraph ends.',
  tree: 'Flatten the structure of this part of the page.',
  stack: 'Flatten the structure of this part of the page.',
};

export function nestingMessage(problem: NestingProblem): { message: string; hint: string } {
  const { what, depth, limit } = problem;
  const message = {
    blocks: `${what} nested ${depth} levels deep: lists, block quotes and admonitions may nest ${limit} levels at most`,
    elements: `${what} nested ${depth} levels deep: HTML elements may nest ${limit} levels at most`,
    inline: `${what} is the ${depth}th unclosed emphasis, strikethrough or link bracket of this paragraph: at most ${limit} may be open at once`,
    tree: `${what} nested ${depth} levels deep in the page's syntax tree: ${limit} levels at most`,
    stack: `the page nests too deeply to be parsed (the parser ran out of stack); its deepest part starts here`,
  }[problem.kind];
  const why = problem.kind === 'stack' ? '' : ' The limit keeps one page from stalling or crashing the build.';
  return { message, hint: `${ADVICE[problem.kind]}${why}` };
}
