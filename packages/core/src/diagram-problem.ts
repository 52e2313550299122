/**
 * A Mermaid diagram's syntax problem, read from the error Mermaid throws: the build's check (the site's own Mermaid)
 * and the browser's drawing (the runtime's) word it the same way, at the diagram's line and column. Mermaid's own
 * message names the line where its parser gave up, often a later one.
 */

/** A syntax problem, at a line (1-based) and column of the diagram's source. */
export interface DiagramProblem {
  message: string;
  line?: number;
  column?: number;
}

/** Mermaid's messages: jison's ("Parse error on line 2:\n…\n----^\nExpecting …") and langium's ("… line 2, column 10: …"). */
export function diagramProblem(error: unknown): DiagramProblem {
  const e = error as { message?: string; hash?: { loc?: { first_line?: number; first_column?: number } } };
  const text = String(e.message ?? error);
  const loc = e.hash?.loc;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (loc?.first_line !== undefined) {
    const expecting = lines.find((l) => /^Expecting|^Unrecognized|^Lexical/.test(l));
    return { message: `Parse error${expecting ? `: ${expecting}` : ''}`, line: loc.first_line, column: (loc.first_column ?? 0) + 1 };
  }
  const at = /line (\d+)(?:, column (\d+))?/.exec(text);
  const message = lines[0]
    .replace(/^Parsing failed:\s*/, '')
    .replace(/\s*on line \d+(, column \d+)?:?/, ':')
    .replace(/::/, ':');
  return at ? { message, line: Number(at[1]), column: at[2] ? Number(at[2]) : undefined } : { message };
}
