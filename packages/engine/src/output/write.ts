/**
 * Writing the output atomically: everything goes to a temporary folder beside the output folder, which is
 * swapped in whole at the end. A failed build leaves the previous output untouched.
 */
import { copyFile, cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import type { CopiedFile, OutputFile } from '../bundle/assets.js';

/** Writes files into `dir`, a bounded number at a time (a site's files can outnumber the open files allowed). */
export async function writeFiles(dir: string, files: readonly OutputFile[]): Promise<void> {
  const folders = new Set(files.map((f) => path.dirname(path.join(dir, f.path))));
  await Promise.all([...folders].map((f) => mkdir(f, { recursive: true })));
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map((f) => writeFile(path.join(dir, f.path), f.data)));
  }
}

/** Copies files into `dir` (copy-on-write where the file system can), a bounded number at a time. */
export async function copyFiles(dir: string, files: readonly CopiedFile[]): Promise<void> {
  const folders = new Set(files.map((f) => path.dirname(path.join(dir, f.path))));
  await Promise.all([...folders].map((f) => mkdir(f, { recursive: true })));
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map((f) => copyFile(f.from, path.join(dir, f.path), constants.COPYFILE_FICLONE)));
  }
}

/**
 * Writes one file so that readers see the old content or the new, never a part: a process stopped halfway (Ctrl+C
 * in the dev server while a cache is saved) must not leave a truncated cache behind.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/**
 * Calls `fill(tempDir)` and swaps the result in as `outDir`. On any error the temporary folder is removed and
 * `outDir` is left as it was. `afterSwap` runs while the previous output is deleted (thousands of files on a large
 * site: a few hundred milliseconds the caller's own last steps need not wait for).
 */
export async function writeAtomically(outDir: string, fill: (tempDir: string) => Promise<void>, afterSwap?: () => Promise<unknown>): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`);
  const old = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  try {
    await fill(temp);
  } catch (e) {
    await rm(temp, { recursive: true, force: true });
    throw e;
  }
  const hadOutput = await exists(outDir);
  if (hadOutput) await rename(outDir, old);
  try {
    await rename(temp, outDir);
  } catch (e) {
    if (hadOutput) await rename(old, outDir);
    await rm(temp, { recursive: true, force: true });
    throw e;
  }
  await Promise.all([hadOutput && rm(old, { recursive: true, force: true }), afterSwap?.()]);
}

/** Copies the static folder (if any) into the output root. */
export async function copyStatic(staticDir: string, dest: string): Promise<void> {
  if (await exists(staticDir)) await cp(staticDir, dest, { recursive: true });
}
