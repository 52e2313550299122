/** Test support for the engine's site tests: copies of the fixture sites, and builds expected to fail. */
import { cp, mkdtemp } from 'node:fs/promises';
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
