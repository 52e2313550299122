/** How bad a problem is: errors fail a build, warnings are printed and counted. */
export type Severity = 'error' | 'warning';

/**
 * One problem found by any stage, with the place it was found. Stages collect these as data;
 * the CLI prints them once and turns them into an exit code.
 */
export interface Diagnostic {
  severity: Severity;
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based line, when the problem has a place in the file. */
  line?: number;
  /** 1-based column. */
  column?: number;
  message: string;
  /** What the user can do about it. */
  hint?: string;
  /** A stable name for the rule that fired, e.g. `config/unknown-key`. */
  ruleId?: string;
  /** For link problems: the link as written. */
  link?: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic that explains why. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

export function isDiagnosticError(value: unknown): value is DiagnosticError {
  return value instanceof Error && value.name === 'DiagnosticError' && Array.isArray((value as DiagnosticError).diagnostics);
}

/** `file:line:column` (or as much of it as is known). */
export function formatPlace(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** One line per problem: `file:line:column  error  message`, or `file:line:column  link  error: reason` for links. */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? `\n    ${d.hint}` : '';
  if (d.link !== undefined) return `${formatPlace(d)}  ${d.link}  ${d.severity}: ${d.message}${hint}`;
  return `${formatPlace(d)}  ${d.severity}  ${d.message}${hint}`;
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

/** Problems as lines of text (`formatDiagnostic`), grouped and capped per file like the command line prints them. */
export function formatProblems(diagnostics: readonly Diagnostic[], maxPerFile = MAX_PROBLEMS_PER_FILE): string {
  return problemsByFile(diagnostics, maxPerFile)
    .flatMap(({ file, shown, more }) => [...shown.map(formatDiagnostic), ...(more > 0 ? [moreProblemsLine(file, more)] : [])])
    .join('\n');
}
