/**
 * The theme's server side for the dev server. It starts as the compiled package; after a change to the theme's
 * sources it is bundled again from them (esbuild, a few tens of milliseconds) and imported under a new name, so
 * server-rendered HTML always matches the re-bundled browser code that hydrates it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { esbuildDiagnostics, type ThemeModule } from '@docgen/engine';
import { DiagnosticError } from '@docgen/core';

export type { ThemeModule };

const require = createRequire(import.meta.url);

/** The theme package's folder. */
export function themeDir(): string {
  return path.dirname(require.resolve('@docgen/theme/package.json'));
}

export function compiledTheme(): Promise<ThemeModule> {
  return import('@docgen/theme');
}

/** A failed bundle as diagnostics with their places (relative to `root`); anything else as one naming `file`. */
export function buildDiagnostics(e: unknown, root: string, file: string): DiagnosticError {
  return new DiagnosticError(esbuildDiagnostics(e, { root }) ?? [{ severity: 'error', file, message: (e as Error).message }]);
}

/**
 * Bundles the theme at `dir` from its sources and imports it. The bundle is written under `outDir` (the site's
 * `.docgen` cache), never into the theme package; a `node_modules` link there to the theme's own lets its imports
 * resolve from the theme's dependencies, as they would inside the package.
 */
export async function bundleThemeFromSources(dir: string, outDir: string): Promise<ThemeModule> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [path.join(dir, 'src/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      // Dependencies stay imports, so the bundle shares React with page modules and the rest of the server.
      packages: 'external',
      logLevel: 'silent',
    });
    code = result.outputFiles[0].text;
  } catch (e) {
    throw buildDiagnostics(e, process.cwd(), path.join(dir, 'src/index.ts'));
  }
  await mkdir(outDir, { recursive: true });
  await linkDependencies(path.join(dir, 'node_modules'), path.join(outDir, 'node_modules'));
  const name = `server.${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`;
  for (const old of await readdir(outDir)) if (old !== name && old !== 'node_modules') await rm(path.join(outDir, old), { force: true });
  await writeFile(path.join(outDir, name), code);
  return (await import(pathToFileURL(path.join(outDir, name)).href)) as ThemeModule;
}

/** `link` → `target` (a junction on Windows), replacing whatever was there: the theme may have moved. */
async function linkDependencies(target: string, link: string): Promise<void> {
  await rm(link, { recursive: false, force: true }).catch(() => undefined);
  await symlink(target, link, 'junction');
}
