/**
 * The project's package.json after `docgen init`: the site's scripts and the docgen dependency are added to an
 * existing file, whose other fields stay as they are (order and indentation included); without a file, the
 * template is the whole file.
 */

/** `templates/package/package.json`: the whole file for a new project; its scripts are merged into an existing one. */
export interface PackageTemplate {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  [field: string]: unknown;
}

export interface PackageJsonResult {
  content: string;
  /** Scripts added (or replaced, with `force`). */
  added: string[];
  /** Scripts that exist with another command: kept without `force`, replaced with it. */
  conflicts: Array<{ script: string; existing: string; wanted: string }>;
}

type Json = Record<string, unknown>;

/** The indentation of a JSON text (its first indented line), two spaces when it has none. */
function indentOf(text: string): string | number {
  return /^([ \t]+)"/m.exec(text)?.[1] ?? 2;
}

/**
 * Merges `template` into `existing` (the file's text, or undefined when there is none). `name` names a new package;
 * `docgenRange` is the dependency written when the project does not depend on docgen yet.
 */
export function mergePackageJson(
  existing: string | undefined,
  template: PackageTemplate,
  options: { name: string; docgenRange: string; force: boolean },
): PackageJsonResult {
  if (existing === undefined) {
    const fresh = { ...template, name: options.name, devDependencies: { ...template.devDependencies, docgen: options.docgenRange } };
    return { content: `${JSON.stringify(fresh, null, 2)}\n`, added: Object.keys(template.scripts), conflicts: [] };
  }
  let data: unknown;
  try {
    data = JSON.parse(existing);
  } catch (e) {
    throw new Error(`package.json is not valid JSON (${(e as Error).message}); fix it, or remove it to get a new one`, { cause: e });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error('package.json does not hold a JSON object; fix it, or remove it to get a new one');
  const pkg = { ...(data as Json) };
  const scripts = { ...((pkg.scripts as Record<string, string> | undefined) ?? {}) };
  const added: string[] = [];
  const conflicts: PackageJsonResult['conflicts'] = [];
  for (const [script, command] of Object.entries(template.scripts)) {
    if (scripts[script] === command) continue;
    if (scripts[script] !== undefined) {
      conflicts.push({ script, existing: scripts[script], wanted: command });
      if (!options.force) continue;
    }
    scripts[script] = command;
    added.push(script);
  }
  pkg.scripts = scripts;
  const dependsOnDocgen = ['dependencies', 'devDependencies', 'optionalDependencies'].some((field) =>
    Object.hasOwn((pkg[field] as Json | undefined) ?? {}, 'docgen'),
  );
  if (!dependsOnDocgen) pkg.devDependencies = { ...((pkg.devDependencies as Json | undefined) ?? {}), docgen: options.docgenRange };
  const newline = existing.endsWith('\n') ? '\n' : '';
  const content = `${JSON.stringify(pkg, null, indentOf(existing))}${newline}`;
  return { content: content === existing ? existing : content, added, conflicts };
}
