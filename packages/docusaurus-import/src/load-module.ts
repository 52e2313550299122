/**
 * Loads a Docusaurus configuration file (`docusaurus.config.{js,ts,mjs,cjs}`, `sidebars.{js,ts}`) as Docusaurus
 * does, without Docusaurus: esbuild bundles the file and the local files it imports for Node, every package import
 * is replaced by a stub (see `stub-runtime.ts`), and the result is imported. A default export that is a function
 * is called and a promise is awaited, as Docusaurus does for its configuration.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { Plugin } from 'esbuild';
import { esbuildDiagnostics } from '@docgen/engine/esbuild-errors';
import { DiagnosticError, type Diagnostic } from '@docgen/core';
import { STUB_RUNTIME_SOURCE } from './stub-runtime.js';

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const STUB_RUNTIME = 'docgen-docusaurus-stub-runtime';

/** Every bare import (a package) becomes a stub; relative imports are bundled; Node's own modules stay. */
const stubPackages: Plugin = {
  name: 'docgen-stub-packages',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${STUB_RUNTIME}$`) }, () => ({ path: STUB_RUNTIME, namespace: 'docgen-stub-runtime' }));
    build.onLoad({ filter: /.*/, namespace: 'docgen-stub-runtime' }, () => ({ contents: STUB_RUNTIME_SOURCE, loader: 'js' }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUILTINS.has(args.path)) return { path: args.path, external: true };
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, namespace: 'docgen-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'docgen-stub' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(STUB_RUNTIME)}).stub(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * The code placed before the bundle: `require` relative to the original file, whose `resolve` answers with the
 * specifier itself for a package that is not installed (`require.resolve('docusaurus-lunr-search')` in `plugins`).
 */
function banner(file: string): string {
  return [
    `import { createRequire as __docgenCreateRequire } from 'node:module';`,
    `const __docgenRequire = __docgenCreateRequire(${JSON.stringify(file)});`,
    `const require = Object.assign((id) => __docgenRequire(id), {`,
    `  resolve: (id, options) => { try { return __docgenRequire.resolve(id, options); } catch { return id; } },`,
    `  cache: __docgenRequire.cache,`,
    `});`,
  ].join('\n');
}

/** Project-relative, forward slashes. */
const relativeTo = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

export interface LoadModuleOptions {
  /** The Docusaurus project folder; messages name files relative to it. */
  projectDir: string;
  /** Folder for the bundled file; a fresh folder under the system's temporary folder by default. */
  scratchDir?: string;
}

/** The file's default export (or `module.exports`), called if it is a function and awaited. */
export async function loadModule(file: string, options: LoadModuleOptions): Promise<unknown> {
  const esbuild = await import('esbuild');
  const scratchDir = options.scratchDir ?? path.join(os.tmpdir(), `docgen-import-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const shown = relativeTo(options.projectDir, file);
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      absWorkingDir: options.projectDir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // The output is written into scratchDir, so the map's relative source paths resolve from there.
      outfile: path.join(scratchDir, 'module.mjs'),
      sourcemap: 'inline',
      // With the sources inside, nothing reading the map (Node, a test runner) has to find the stubs' virtual files.
      sourcesContent: true,
      logLevel: 'silent',
      banner: { js: banner(file) },
      define: {
        __dirname: JSON.stringify(path.dirname(file)),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
        'import.meta.filename': JSON.stringify(file),
      },
      loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.md': 'empty', '.mdx': 'empty' },
      plugins: [stubPackages],
    });
    code = result.outputFiles[0].text;
  } catch (e) {
    throw new DiagnosticError(bundleDiagnostics(e, options.projectDir, shown));
  }
  // The bundle carries an inline source map: stack traces point at the configuration's own file and line in a
  // process that has source maps on (the docgen command turns them on; a library does not change the process).
  await mkdir(scratchDir, { recursive: true });
  const bundled = path.join(scratchDir, `${path.basename(file).replace(/\W+/g, '_')}.${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
  try {
    await writeFile(bundled, code);
    const mod = (await import(pathToFileURL(bundled).href)) as { default?: unknown };
    let value: unknown = mod.default;
    if (typeof value === 'function') value = (value as () => unknown)();
    return await value;
  } catch (e) {
    if (e instanceof DiagnosticError) throw e;
    throw new DiagnosticError([thrownDiagnostic(e, options.projectDir, shown)]);
  } finally {
    if (!options.scratchDir) await rm(scratchDir, { recursive: true, force: true });
  }
}

function bundleDiagnostics(error: unknown, projectDir: string, file: string): Diagnostic[] {
  const found = esbuildDiagnostics(error, { root: projectDir, workingDir: projectDir, ruleId: 'import/config-syntax' });
  if (!found) return [thrownDiagnostic(error, projectDir, file)];
  return found.map((d) => ({
    ...d,
    file: d.file || file,
    message: `${file} cannot be read: ${d.message}`,
    hint: 'Fix the file so that Docusaurus itself could load it.',
  }));
}

/** An error thrown while the file ran: at the first place of its stack inside the project, else at the file. */
function thrownDiagnostic(error: unknown, projectDir: string, file: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const place = error instanceof Error ? placeInStack(projectDir, error.stack ?? '') : undefined;
  return {
    severity: 'error',
    file: place?.file ?? file,
    line: place?.line,
    column: place?.column,
    message: `${file} threw while loading: ${message}`,
    hint: 'docgen runs the file in Node.js with every package import replaced by a placeholder; fix the error at this place, or compute the value without the package.',
    ruleId: 'import/config-error',
  };
}

function placeInStack(projectDir: string, stack: string): { file: string; line: number; column: number } | undefined {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)\)?$/gm)) {
    const absolute = match[1].startsWith('file:') ? fileURLToPath(match[1]) : match[1];
    const relative = path.relative(projectDir, absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) continue;
    return { file: relative.split(path.sep).join('/'), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}
