/** The project's .gitignore after `docgen init`: the entries it needs are appended when missing, nothing is removed. */

/** Whether a line of a .gitignore already ignores `entry` (`build/` is also written `build`, `/build` or `/build/`). */
function covers(line: string, entry: string): boolean {
  const bare = (s: string) => s.trim().replace(/^\//, '').replace(/\/$/, '');
  return bare(line) === bare(entry);
}

export function mergeGitignore(existing: string | undefined, entries: readonly string[]): { content: string; added: string[] } {
  if (existing === undefined) return { content: `${entries.join('\n')}\n`, added: [...entries] };
  const lines = existing.split(/\r?\n/);
  const added = entries.filter((entry) => !lines.some((line) => covers(line, entry)));
  if (!added.length) return { content: existing, added };
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  return { content: `${existing}${separator}${existing.trim() ? '\n' : ''}# docgen\n${added.join('\n')}\n`, added };
}
