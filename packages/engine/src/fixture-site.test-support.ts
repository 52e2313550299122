/** Test support for the engine's site tests: copies of the fixture sites, small sites written by a test, and builds expected to fail. */
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticError } from '@docgen/core';
import { buildSite, type BuildOptions } from './index.js';

/** A copy of `fixtures/<name>` (without its caches) in a new temporary folder. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-${name}-`));
  const source = fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
  await cp(source, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
  return dir;
}

/** A site made of `files` (site-root relative path → text) in a new temporary folder, for a test that shows it whole. */
export async function writeSite(name: string, files: Readonly<Record<string, string>>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-${name}-`));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** The error of a build that must fail (without git); throws when it succeeds. */
export async function buildError(options: BuildOptions): Promise<DiagnosticError> {
  try {
    await buildSite({ git: false, ...options });
  } catch (e) {
    if (e instanceof DiagnosticError) return e;
    throw e;
  }
  throw new Error('expected the build to fail');
}
