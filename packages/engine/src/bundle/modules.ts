/**
 * Standalone pages written as React modules (`pages/*.tsx|jsx`): bundled for Node with esbuild (React stays
 * external, so the page shares the theme's React), imported, and checked for a default export component.
 *
 * `build` and `check-links` check the same thing, with the same code: the module bundles, imports without
 * throwing, and its default export is a component. `check-links` remembers modules that passed, by the content of
 * every file the bundle read, so an unchanged page costs neither esbuild nor an import.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Diagnostic, SourceEntry } from '@docgen/core';
import type { ModulePage } from '@docgen/theme';
import { esbuildDiagnostics } from './esbuild-errors.js';
import { contentHash } from '../cache/hash.js';
import { writeFileAtomically } from '../output/write.js';

export interface LoadedModules {
  modules: Record<string, ModulePage>;
  diagnostics: Diagnostic[];
  /** Per module that passed: a key of the content of every file its bundle read (see `unchangedPageModules`). */
  inputKeys: Record<string, string>;
}

export interface PageModuleOptions {
  /** Folder of the cache that remembers modules that passed (`check-links` reads it). */
  cacheDir?: string;
}

/** What loading one module found. */
interface ModuleResult {
  source: string;
  module?: ModulePage;
  diagnostics: Diagnostic[];
  /** Site-root relative path → content hash of every file the bundle read; absent when bundling failed. */
  inputs?: Record<string, string>;
}

const isPageModule = (s: SourceEntry) => s.kind === 'page' && /\.[jt]sx$/i.test(s.path);

export async function loadPageModules(
  root: string,
  sources: readonly SourceEntry[],
  scratchDir: string,
  options: PageModuleOptions = {},
): Promise<LoadedModules> {
  const entries = sources.filter(isPageModule);
  const modules: Record<string, ModulePage> = {};
  const diagnostics: Diagnostic[] = [];
  const inputKeys: Record<string, string> = {};
  if (entries.length === 0) return { modules, diagnostics, inputKeys };
  const results = await loadModules(root, entries, scratchDir);
  for (const result of results) {
    if (result.module) modules[result.source] = result.module;
    if (result.module && result.inputs) inputKeys[result.source] = inputsKey(result.inputs);
    diagnostics.push(...result.diagnostics);
  }
  if (options.cacheDir) await rememberPassed(options.cacheDir, results).catch(() => undefined);
  return { modules, diagnostics, inputKeys };
}

/**
 * Page modules that passed before and whose files have not changed since, with a key of those files' content: a
 * build can reuse such a page's output without bundling or importing it.
 */
export async function unchangedPageModules(root: string, sources: readonly SourceEntry[], cacheDir: string | undefined): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const entries = sources.filter(isPageModule);
  if (entries.length === 0 || !cacheDir) return found;
  const cache = await readPassed(cacheDir);
  await Promise.all(
    entries.map(async (source) => {
      const inputs = cache[source.path];
      if (inputs && (await unchanged(root, inputs))) found.set(source.path, inputsKey(inputs));
    }),
  );
  return found;
}

/**
 * The check of `check-links`: the same as the build's (bundle, import, default export is a component), skipped for
 * modules that passed before and whose files have not changed since.
 */
export async function checkPageModules(root: string, sources: readonly SourceEntry[], options: PageModuleOptions = {}): Promise<Diagnostic[]> {
  const entries = sources.filter(isPageModule);
  if (entries.length === 0) return [];
  const cache = options.cacheDir ? await readPassed(options.cacheDir) : {};
  const stale: SourceEntry[] = [];
  await Promise.all(
    entries.map(async (source) => {
      const inputs = cache[source.path];
      if (!inputs || !(await unchanged(root, inputs))) stale.push(source);
    }),
  );
  if (stale.length === 0) return [];
  const results = await loadModules(root, stale, path.join(os.tmpdir(), `docgen-check-modules-${process.pid}`));
  if (options.cacheDir) await rememberPassed(options.cacheDir, results, cache).catch(() => undefined);
  return results.flatMap((r) => r.diagnostics);
}

/** One module bundled for Node and imported: its namespace, or why it could not be. */
export interface ImportedModule {
  path: string;
  namespace?: Record<string, unknown>;
  /** The bundled module file (kept only when `keep` is set: worker threads import it again). */
  file?: string;
  /** Site-root relative path → content hash of every file the bundle read; absent when bundling failed. */
  inputs?: Record<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * Bundles each file (site-root relative) for Node with esbuild, React kept external and pointed at the theme's copy,
 * and imports it. Shared by page modules and site components. `what` names the file in messages ("page module").
 * The bundles are removed afterwards unless `keep` is set (the caller removes `scratchDir` then).
 */
export async function bundleAndImport(
  root: string,
  paths: readonly string[],
  scratchDir: string,
  what: string,
  ruleId: string,
  keep = false,
): Promise<ImportedModule[]> {
  // esbuild is loaded only when a module has to be bundled.
  const esbuild = await import('esbuild');
  // The bundles carry inline source maps: stack traces point at the file's own line in a process that has source
  // maps on (the docgen command turns them on; a library does not change the process).
  await mkdir(scratchDir, { recursive: true });
  try {
    return await Promise.all(
      paths.map(async (file): Promise<ImportedModule> => {
        let result;
        try {
          result = await esbuild.build({
            entryPoints: [path.join(root, file)],
            absWorkingDir: root,
            bundle: true,
            write: false,
            format: 'esm',
            platform: 'node',
            jsx: 'automatic',
            external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
            // The output is written into scratchDir, so the map's relative source paths resolve from there.
            outdir: scratchDir,
            sourcemap: 'inline',
            sourcesContent: false,
            metafile: true,
            logLevel: 'silent',
          });
        } catch (e) {
          return { path: file, diagnostics: bundleErrors(root, file, e, what, ruleId) };
        }
        const inputs = await hashInputs(root, Object.keys(result.metafile.inputs));
        const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
        const out = path.join(scratchDir, `${path.basename(file).replace(/\W+/g, '_')}.${contentHash(code)}.mjs`);
        await writeFile(out, rewriteReactImports(code));
        try {
          return {
            path: file,
            inputs,
            diagnostics: [],
            namespace: (await import(pathToFileURL(out).href)) as Record<string, unknown>,
            ...(keep ? { file: out } : {}),
          };
        } catch (e) {
          return { path: file, inputs, diagnostics: [moduleError(root, file, e, 'while loading', what)] };
        }
      }),
    );
  } finally {
    if (!keep) await rm(scratchDir, { recursive: true, force: true });
  }
}

async function loadModules(root: string, entries: readonly SourceEntry[], scratchDir: string): Promise<ModuleResult[]> {
  const imported = await bundleAndImport(
    root,
    entries.map((e) => e.path),
    scratchDir,
    'the page module',
    'pages/module-syntax',
  );
  return imported.map(({ path: source, namespace: mod, inputs, diagnostics }): ModuleResult => {
    if (!mod) return { source, inputs, diagnostics };
    if (!isComponent(mod.default)) return { source, inputs, diagnostics: [notAComponent(source, mod)] };
    return {
      source,
      inputs,
      diagnostics: [],
      module: {
        Component: mod.default as ModulePage['Component'],
        title: typeof mod.title === 'string' ? mod.title : undefined,
        description: typeof mod.description === 'string' ? mod.description : undefined,
      },
    };
  });
}

/** A function component or class, or what `memo` and `forwardRef` return. */
export function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol');
}

function notAComponent(file: string, mod: object): Diagnostic {
  const value = (mod as { default?: unknown }).default;
  const found = !('default' in mod) ? undefined : value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  return {
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message: found
      ? `the default export of a page module must be the React component that renders the page, not ${found}`
      : 'a page module must have a default export: the React component that renders the page',
    hint: 'Write `export default function MyPage() { return <main>…</main>; }`.',
    ruleId: 'pages/no-default-export',
  };
}

function bundleErrors(root: string, file: string, e: unknown, what: string, ruleId: string): Diagnostic[] {
  const found = esbuildDiagnostics(e, { root, workingDir: root, ruleId });
  return found ? found.map((d) => ({ ...d, file: d.file || file })) : [moduleError(root, file, e, 'while bundling', what)];
}

/**
 * A page module that threw (on import, or when the build rendered it): the error's message, at the first place of
 * its stack inside the site (source-mapped to the page's own file), else at the page.
 */
export function pageModuleError(root: string, file: string, error: unknown, when: string): Diagnostic {
  return moduleError(root, file, error, when, 'the page module');
}

/** `what` is how the file is named when the error is in the file itself: "the page module", "the component". */
export function moduleError(root: string, file: string, error: unknown, when: string, what: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const place = error instanceof Error ? placeInStack(root, error.stack ?? '') : undefined;
  const kind = what.replace(/^the /, '');
  return {
    severity: 'error',
    file: place?.file ?? file,
    line: place?.line,
    column: place?.column,
    message: `${!place || place.file === file ? what : `${kind} ${file}`} threw ${when}: ${message}`,
    ruleId: kind === 'page module' ? 'pages/module-error' : 'components/module-error',
  };
}

export function placeInStack(root: string, stack: string): { file: string; line: number; column: number } | undefined {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)\)?$/gm)) {
    const absolute = match[1].startsWith('file:') ? fileURLToPath(match[1]) : match[1];
    const relative = path.relative(root, absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) continue;
    return { file: relative.split(path.sep).join('/'), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

// Page modules must render with the theme's React instance; pnpm links both packages to the same copy.
const requireFromTheme = createRequire(import.meta.url);

/** Point bare `react` imports of the bundled module (written outside any node_modules) at the theme's React. */
function rewriteReactImports(code: string): string {
  return code.replace(
    /from\s*["'](react(?:-dom)?(?:\/[\w/-]+)?)["']/g,
    (_m, spec: string) => `from ${JSON.stringify(pathToFileURL(requireFromTheme.resolve(spec)).href)}`,
  );
}

// ------------------------------------------------------------------------------------------------
// Modules that passed, by the content of every file their bundle read.

const hashOf = (data: string | Uint8Array) => createHash('sha1').update(data).digest('hex');
const inputsKey = (inputs: Record<string, string>) => hashOf(JSON.stringify(Object.entries(inputs).sort()));

// Process-wide memoisation (deliberate) of a pure value: the hash of this module's own code, which cannot change while it runs.
let version: string | undefined;
/** Results of another version of this check are not reused. */
function checkVersion(): string {
  version ??= hashOf(readFileSync(fileURLToPath(import.meta.url))).slice(0, 16);
  return version;
}

const passedFile = (cacheDir: string) => path.join(cacheDir, 'page-modules.json');

type Passed = Record<string, Record<string, string>>;

async function readPassed(cacheDir: string): Promise<Passed> {
  try {
    const data = JSON.parse(await readFile(passedFile(cacheDir), 'utf8')) as { version?: string; passed?: Passed };
    return data.version === checkVersion() && data.passed ? data.passed : {};
  } catch {
    return {};
  }
}

async function hashInputs(root: string, inputs: readonly string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  await Promise.all(
    inputs.map(async (input) => {
      hashes[input] = hashOf(await readFile(path.resolve(root, input)).catch(() => ''));
    }),
  );
  return hashes;
}

async function unchanged(root: string, inputs: Record<string, string>): Promise<boolean> {
  const current = await hashInputs(root, Object.keys(inputs));
  return Object.entries(inputs).every(([file, hash]) => current[file] === hash);
}

/** Only modules that passed are remembered: a failure is checked again, since it may depend on more than files. */
async function rememberPassed(cacheDir: string, results: readonly ModuleResult[], known?: Passed): Promise<void> {
  const passed: Passed = { ...(known ?? (await readPassed(cacheDir))) };
  let changed = false;
  for (const result of results) {
    if (result.diagnostics.length === 0 && result.inputs) {
      passed[result.source] = result.inputs;
      changed = true;
    } else if (passed[result.source]) {
      delete passed[result.source];
      changed = true;
    }
  }
  if (!changed) return;
  await mkdir(cacheDir, { recursive: true });
  await writeFileAtomically(passedFile(cacheDir), JSON.stringify({ version: checkVersion(), passed }));
}
