/** The one place diagnostics are printed and turned into exit codes. */
import { formatPlace, moreProblemsLine, problemsByFile, type Diagnostic } from '@docgen/core';

export const EXIT_OK = 0;
export const EXIT_ERRORS = 1;
export const EXIT_USAGE = 2;

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY && !process.env.NO_COLOR;
const paint = (stream: NodeJS.WriteStream, code: string, text: string) => (useColor(stream) ? `\x1b[${code}m${text}\x1b[0m` : text);

/**
 * A diagnostic's hint, split into the did-you-mean suggestion (`Did you mean "x"?`, which stages put first) and
 * any other advice.
 */
export function splitHint(hint: string | undefined): { suggestion?: string; advice?: string } {
  if (!hint) return {};
  const suggestion = /^Did you mean "[^"]*"\?/.exec(hint)?.[0];
  const advice = (suggestion ? hint.slice(suggestion.length) : hint).trim();
  return { suggestion, advice: advice || undefined };
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/** `reason (did you mean "x"?) — advice`: the message with its hint folded in, on one line. */
export function reasonOf(d: Diagnostic): string {
  const { suggestion, advice } = splitHint(d.hint);
  const dym = suggestion ? ` (${suggestion.charAt(0).toLowerCase()}${suggestion.slice(1)})` : '';
  return oneLine(`${d.message}${dym}${advice ? ` — ${advice}` : ''}`);
}

/**
 * One line per problem, grouped by file and sorted by place: `file:line:column  link  severity: reason` for link
 * problems, `file:line:column  severity  reason` for others. At most 100 per file, then a line that counts the rest
 * (`--format json` keeps them all): 50,000 broken links on one page must not bury everything else.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], stream: NodeJS.WriteStream = process.stderr): void {
  const lines: string[] = [];
  for (const { file, shown, more } of problemsByFile(diagnostics)) {
    for (const d of shown) {
      const severity = d.severity === 'error' ? paint(stream, '31', 'error') : paint(stream, '33', 'warning');
      if (d.link !== undefined) lines.push(`${formatPlace(d)}  ${paint(stream, '1', oneLine(d.link))}  ${severity}: ${reasonOf(d)}`);
      else lines.push(`${formatPlace(d)}  ${severity}  ${reasonOf(d)}`);
    }
    if (more > 0) lines.push(moreProblemsLine(file, more));
  }
  if (lines.length) stream.write(`${lines.join('\n')}\n`);
}

/** A problem in `--format json`: `suggestion` is only the did-you-mean; other advice is `hint`. */
export function toJson(d: Diagnostic) {
  const { suggestion, advice } = splitHint(d.hint);
  return {
    file: d.file,
    line: d.line ?? null,
    column: d.column ?? null,
    link: d.link ?? null,
    severity: d.severity,
    reason: d.message,
    suggestion: suggestion ?? null,
    hint: advice ?? null,
    rule: d.ruleId ?? null,
  };
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
