/** Problems reported once per locale at the same place. */
import type { Diagnostic } from '@docgen/core';

/**
 * Problems found once per locale at the same place (a broken link in a file that several locales show) are one
 * problem: the first, the default locale's, stays.
 */
export function withoutRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = [d.file, d.line, d.column, d.ruleId, d.link ?? d.message].join('\0');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
