/** `docgen init`: writes a new site into a folder, never overwriting a file that differs unless asked to. */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InitAnswers } from './answers.js';
import { planSite, type PlannedFile } from './plan.js';

export interface InitOptions {
  dir: string;
  answers: InitAnswers;
  /** Overwrite files whose content differs, and replace scripts of the same name. */
  force?: boolean;
  /** docgen's own version: a new dependency on docgen asks for `^version`. */
  docgenVersion: string;
  /** For the copyright year. */
  now?: Date;
}

export interface InitResult {
  dir: string;
  files: PlannedFile[];
}

/** Files that differ from what init would write; nothing was written. */
export class InitConflictError extends Error {
  constructor(
    readonly dir: string,
    readonly files: PlannedFile[],
  ) {
    super(`${files.length} file${files.length === 1 ? '' : 's'} in ${dir} would be overwritten; nothing was written`);
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOSPC: 'no space left on the device',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'it is a folder',
};

/** A file-system failure as one sentence naming the path, without a stack. */
function fileError(action: string, file: string, e: unknown): Error {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return new Error(`cannot ${action} ${file}: ${REASONS[code] ?? (e as Error).message}`);
}

/** A package name made from the folder's name (lower case, letters, digits and `-._~`). */
export function packageNameFor(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, '-')
    .replace(/^[-._~]+|-+$/g, '');
  return name || 'docs';
}

export async function initSite(options: InitOptions): Promise<InitResult> {
  const dir = path.resolve(options.dir);
  const info = await stat(dir).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? undefined : Promise.reject(fileError('read', dir, e))));
  if (info && !info.isDirectory()) throw new Error(`cannot write a site into ${dir}: it is a file, not a folder`);
  const readExisting = async (file: string) => {
    if (!info) return undefined;
    try {
      return await readFile(path.join(dir, file), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw fileError('read', path.join(dir, file), e);
    }
  };
  const files = await planSite({
    answers: options.answers,
    readExisting,
    force: options.force ?? false,
    packageName: packageNameFor(dir),
    docgenRange: `^${options.docgenVersion}`,
    year: (options.now ?? new Date()).getFullYear(),
  });
  const conflicts = files.filter((f) => f.action === 'conflict');
  if (conflicts.length) throw new InitConflictError(dir, conflicts);
  for (const file of files) {
    if (file.action === 'unchanged') continue;
    const target = path.join(dir, file.path);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    } catch (e) {
      throw fileError('write', target, e);
    }
  }
  return { dir, files };
}
