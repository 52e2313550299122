/** The one place diagnostics are printed and turned into exit codes. */
import { formatPlace, type Diagnostic } from '@docgen/core';

export const EXIT_OK = 0;
export const EXIT_ERRORS = 1;
export const EXIT_USAGE = 2;

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY && !process.env.NO_COLOR;
const paint = (stream: NodeJS.WriteStream, code: string, text: string) => (useColor(stream) ? `\x1b[${code}m${text}\x1b[0m` : text);

/** One line per problem, `file:line:column  severity  message`, grouped by file, hints indented below. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], stream: NodeJS.WriteStream = process.stderr): void {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  for (const list of byFile.values()) {
    list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    for (const d of list) {
      const severity = d.severity === 'error' ? paint(stream, '31', 'error') : paint(stream, '33', 'warning');
      if (d.link !== undefined) {
        // Link problems: `file:line:column  link  severity: reason (did you mean …?)` on one line.
        const suggestion = d.hint?.startsWith('Did you mean') ? ` (${d.hint.charAt(0).toLowerCase()}${d.hint.slice(1)})` : '';
        stream.write(`${formatPlace(d)}  ${paint(stream, '1', d.link)}  ${severity}: ${d.message}${suggestion}\n`);
        if (d.hint && !suggestion) stream.write(`    ${paint(stream, '2', d.hint)}\n`);
        continue;
      }
      stream.write(`${formatPlace(d)}  ${severity}  ${d.message}\n`);
      if (d.hint) stream.write(`    ${paint(stream, '2', d.hint)}\n`);
    }
  }
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
