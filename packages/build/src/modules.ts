/**
 * Standalone pages written as React modules (`pages/*.tsx|jsx`): bundled for Node with esbuild (React stays
 * external, so the page shares the theme's React), imported, and checked for a default export component.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { Diagnostic, SourceFile } from '@docgen/core';
import type { ModulePage } from '@docgen/theme';
import { contentHash } from './hash.js';

export interface LoadedModules {
  modules: Record<string, ModulePage>;
  diagnostics: Diagnostic[];
}

export async function loadPageModules(root: string, sources: readonly SourceFile[], scratchDir: string): Promise<LoadedModules> {
  const modules: Record<string, ModulePage> = {};
  const diagnostics: Diagnostic[] = [];
  const entries = sources.filter((s) => s.kind === 'page' && /\.[jt]sx$/i.test(s.path));
  if (entries.length === 0) return { modules, diagnostics };
  await mkdir(scratchDir, { recursive: true });
  await Promise.all(
    entries.map(async (source) => {
      let result: esbuild.BuildResult & { outputFiles: esbuild.OutputFile[] };
      try {
        result = await esbuild.build({
          entryPoints: [path.join(root, source.path)],
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'node',
          jsx: 'automatic',
          external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
          logLevel: 'silent',
        });
      } catch (e) {
        diagnostics.push(...syntaxErrors(source.path, e));
        return;
      }
      const code = result.outputFiles[0].text;
      const file = path.join(scratchDir, `${path.basename(source.path).replace(/\W+/g, '_')}.${contentHash(code)}.mjs`);
      await writeFile(file, rewriteReactImports(code));
      const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; title?: unknown; description?: unknown };
      if (typeof mod.default !== 'function') {
        diagnostics.push(noDefaultExport(source.path));
        return;
      }
      modules[source.path] = {
        Component: mod.default as ModulePage['Component'],
        title: typeof mod.title === 'string' ? mod.title : undefined,
        description: typeof mod.description === 'string' ? mod.description : undefined,
      };
    }),
  );
  await rm(scratchDir, { recursive: true, force: true });
  return { modules, diagnostics };
}

function noDefaultExport(file: string): Diagnostic {
  return {
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message: 'a page module must have a default export: the React component that renders the page',
    hint: 'Add `export default function MyPage() { return <main>…</main>; }` to the file.',
    ruleId: 'pages/no-default-export',
  };
}

function syntaxErrors(file: string, e: unknown): Diagnostic[] {
  const failure = e as esbuild.BuildFailure;
  return (failure.errors ?? []).map((err) => ({
    severity: 'error',
    file,
    line: err.location?.line,
    column: err.location ? err.location.column + 1 : undefined,
    message: err.text,
    ruleId: 'pages/module-syntax',
  }));
}

// Page modules must render with the theme's React instance; pnpm links both packages to the same copy.
const requireFromTheme = createRequire(import.meta.url);

/** Point bare `react` imports of the bundled module (written outside any node_modules) at the theme's React. */
function rewriteReactImports(code: string): string {
  return code.replace(/from\s*["'](react(?:-dom)?(?:\/[\w/-]+)?)["']/g, (_m, spec: string) => `from ${JSON.stringify(pathToFileURL(requireFromTheme.resolve(spec)).href)}`);
}

/**
 * Checks that every page module has a default export, without running it: esbuild's metafile lists a module's
 * exports. Used by `check-links`, which never renders.
 */
export async function checkPageModules(root: string, sources: readonly SourceFile[]): Promise<Diagnostic[]> {
  const entries = sources.filter((s) => s.kind === 'page' && /\.[jt]sx$/i.test(s.path));
  const diagnostics: Diagnostic[] = [];
  await Promise.all(
    entries.map(async (source) => {
      try {
        const result = await esbuild.build({
          entryPoints: [path.join(root, source.path)],
          bundle: false,
          write: false,
          format: 'esm',
          jsx: 'automatic',
          metafile: true,
          outdir: 'out',
          logLevel: 'silent',
        });
        const exports = Object.values(result.metafile.outputs)[0]?.exports ?? [];
        if (!exports.includes('default')) diagnostics.push(noDefaultExport(source.path));
      } catch (e) {
        diagnostics.push(...syntaxErrors(source.path, e));
      }
    }),
  );
  return diagnostics;
}
