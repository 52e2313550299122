/** esbuild's failures (a syntax error in a page module, the theme, the runtime, a stylesheet) as diagnostics. */
import path from 'node:path';
import type { BuildFailure } from 'esbuild';
import type { Diagnostic } from '@docgen/core';

/**
 * One diagnostic per esbuild error, at its place: the error may be in a file the entry imports. esbuild names files
 * relative to its working folder (`workingDir`, esbuild's `absWorkingDir`); messages name them relative to `root`,
 * or absolute outside it. Undefined when `error` is not an esbuild failure.
 */
export function esbuildDiagnostics(error: unknown, options: { root: string; workingDir?: string; ruleId?: string }): Diagnostic[] | undefined {
  const errors = (error as Partial<BuildFailure>)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const workingDir = options.workingDir ?? process.cwd();
  return errors.map((err) => ({
    severity: 'error',
    file: err.location ? sitePath(options.root, path.resolve(workingDir, err.location.file)) : '',
    line: err.location?.line,
    column: err.location ? err.location.column + 1 : undefined,
    message: err.text,
    ruleId: options.ruleId,
  }));
}

function sitePath(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative.split(path.sep).join('/');
}
