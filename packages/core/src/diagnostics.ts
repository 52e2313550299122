/** How bad a problem is: errors fail a build, warnings are printed and counted. */
export type Severity = 'error' | 'warning';

/** A place in a file: `file:line:column`, or as much of it as is known (a built-in page has no line). */
export interface Place {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
}

/**
 * One problem found by any stage, with the place it was found. Stages collect these as data; the CLI prints them once
 * and turns them into an exit code. Its parts are fields (as in VFile's messages), never folded into the message:
 * the formatter below, the JSON output and `check-links <files>` read them as they are.
 */
export interface Diagnostic extends Place {
  severity: Severity;
  /** What is wrong, in one sentence without the place. */
  message: string;
  /** What the user can do about it (besides the suggestions of `expected`). */
  hint?: string;
  /** A stable name of the rule that fired, always `source/rule`: `config/unknown-key`, `links/broken-link`. */
  ruleId?: string;
  /** Did-you-mean: what was probably meant, nearest first (`Did you mean "x"?`). */
  expected?: string[];
  /** Where the rule is documented, when it is. */
  url?: string;
  /** Other places the problem involves: the other file of a duplicate route or doc id. */
  related?: Place[];
  /** For link problems: the link as shown, with where it is for links of the configuration (`/x (sidebar "guide")`). */
  link?: string;
  /** For link problems: the href as written, without anything added for display. */
  target?: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic that explains why. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => formatDiagnostic(d)).join('\n'));
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

export function isDiagnosticError(value: unknown): value is DiagnosticError {
  return value instanceof Error && value.name === 'DiagnosticError' && Array.isArray((value as DiagnosticError).diagnostics);
}

/** `file:line:column` (or as much of it as is known). */
export function formatPlace(d: Place): string {
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** `Did you mean "x"?` (or `"x" or "y"`) for the suggestions of a diagnostic, if it has any. */
export function suggestionText(d: Pick<Diagnostic, 'expected'>): string | undefined {
  if (!d.expected?.length) return undefined;
  return `Did you mean ${d.expected.map((e) => `"${e}"`).join(' or ')}?`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/** `reason (did you mean "x"?) — advice`: the message with its suggestions and hint, on one line. */
export function reasonOf(d: Diagnostic): string {
  const suggestion = suggestionText(d);
  const dym = suggestion ? ` (${suggestion.charAt(0).toLowerCase()}${suggestion.slice(1)})` : '';
  return oneLine(`${d.message}${dym}${d.hint ? ` — ${d.hint}` : ''}`);
}

/** How a terminal highlights parts of a line (colours); plain text by default. */
export interface DiagnosticStyle {
  severity(text: string, severity: Severity): string;
  link(text: string): string;
}

export const PLAIN_STYLE: DiagnosticStyle = { severity: (text) => text, link: (text) => text };

/**
 * One line per problem: `file:line:column  link  severity: reason` for link problems, `file:line:column  severity
 * reason` for others. The only formatter of diagnostics: the CLI, the watch terminal and the dev overlay show its lines.
 */
export function formatDiagnostic(d: Diagnostic, style: DiagnosticStyle = PLAIN_STYLE): string {
  const severity = style.severity(d.severity, d.severity);
  if (d.link !== undefined) return `${formatPlace(d)}  ${style.link(oneLine(d.link))}  ${severity}: ${reasonOf(d)}`;
  return `${formatPlace(d)}  ${severity}  ${reasonOf(d)}`;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** Problems a terminal shows per file; the rest are counted (`--format json` keeps every one). */
export const MAX_PROBLEMS_PER_FILE = 100;

/** One file's problems as a terminal shows them: sorted by place, at most `maxPerFile`, and how many more there are. */
export interface FileProblems {
  file: string;
  shown: Diagnostic[];
  more: number;
}

/** Groups problems by file (files in order of their first problem), sorted by place and capped per file. */
export function problemsByFile(diagnostics: readonly Diagnostic[], maxPerFile = MAX_PROBLEMS_PER_FILE): FileProblems[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  return [...byFile].map(([file, list]) => {
    list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    return { file, shown: list.slice(0, maxPerFile), more: Math.max(0, list.length - maxPerFile) };
  });
}

/** The line that stands for the problems of a file left out: `docs/a.md  … and 49900 more problems in this file`. */
export function moreProblemsLine(file: string, more: number): string {
  return `${file}  … and ${more} more problem${more === 1 ? '' : 's'} in this file`;
}

/**
 * Problems as lines of text (`formatDiagnostic`), grouped by file and sorted by place, at most `maxPerFile` per file
 * and then a line that counts the rest: 50,000 broken links on one page must not bury everything else.
 */
export function problemLines(diagnostics: readonly Diagnostic[], options: { maxPerFile?: number; style?: DiagnosticStyle } = {}): string[] {
  return problemsByFile(diagnostics, options.maxPerFile).flatMap(({ file, shown, more }) => [
    ...shown.map((d) => formatDiagnostic(d, options.style)),
    ...(more > 0 ? [moreProblemsLine(file, more)] : []),
  ]);
}

/** `problemLines` as one text. */
export function formatProblems(diagnostics: readonly Diagnostic[], options: { maxPerFile?: number; style?: DiagnosticStyle } = {}): string {
  return problemLines(diagnostics, options).join('\n');
}
