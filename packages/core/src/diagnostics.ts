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
