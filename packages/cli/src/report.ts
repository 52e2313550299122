/** The one place diagnostics are printed and turned into exit codes; the lines are core's `formatDiagnostic`. */
import { problemLines, suggestionText, type Diagnostic, type DiagnosticStyle } from '@docgen/core';

export const EXIT_OK = 0;
export const EXIT_ERRORS = 1;
export const EXIT_USAGE = 2;

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => `\x1b[${code}m${text}\x1b[0m`;

/** Colours for a terminal that shows them: red errors, yellow warnings, bold links. */
const COLOR_STYLE: DiagnosticStyle = {
  severity: (text, severity) => paint(severity === 'error' ? '31' : '33', text),
  link: (text) => paint('1', text),
};

/**
 * One line per problem, grouped by file and sorted by place (`problemLines`): at most 100 per file, then a line that
 * counts the rest (`--format json` keeps them all).
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], stream: NodeJS.WriteStream = process.stderr): void {
  const lines = problemLines(diagnostics, { style: useColor(stream) ? COLOR_STYLE : undefined });
  if (lines.length) stream.write(`${lines.join('\n')}\n`);
}

/** A problem in `--format json`: `suggestion` is only the did-you-mean; other advice is `hint`. */
export function toJson(d: Diagnostic) {
  return {
    file: d.file,
    line: d.line ?? null,
    column: d.column ?? null,
    link: d.link ?? null,
    severity: d.severity,
    reason: d.message,
    suggestion: suggestionText(d) ?? null,
    hint: d.hint ?? null,
    rule: d.ruleId ?? null,
  };
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
