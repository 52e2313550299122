/**
 * The files `docgen init` writes are files of this package (`templates/`), filled in with `{{name}}` placeholders.
 * A line holding only a placeholder takes the value's lines, and disappears when the value is empty.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's `templates/` folder (from `src/init` and `dist/init` alike). */
export const TEMPLATES_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));

export async function readTemplate(relative: string): Promise<string> {
  return readFile(path.join(TEMPLATES_DIR, relative), 'utf8');
}

/** Every file below a template folder, relative to it with `/` separators, sorted. */
export async function templateFiles(folder: string): Promise<string[]> {
  const base = path.join(TEMPLATES_DIR, folder);
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Replaces the placeholders of `text`; a placeholder without a value is an error naming the template. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>, name: string): string {
  const valueOf = (key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`template ${name} uses {{${key}}}, which has no value`);
    return values[key];
  };
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const alone = /^\{\{(\w+)\}\}$/.exec(line);
    if (!alone) {
      lines.push(line.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => valueOf(key)));
      continue;
    }
    const value = valueOf(alone[1]).replace(/\n$/, '');
    if (value !== '') lines.push(value);
  }
  return lines.join('\n');
}
