/**
 * The browser runtime, bundled by esbuild from the TypeScript sources of @docgen/runtime and the theme: minified,
 * content-hashed, the main script in one file and one bundle per island (with chunks the islands share). The result
 * is cached under a hash of the sources, so a build where they did not change makes no esbuild call.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { SHARED_MODULES, SHARED_MODULES_GLOBAL } from '@docgen/core';
import type { OutputFile } from './assets.js';
import { writeFileAtomically } from '../output/write.js';

export interface RuntimeBundle {
  files: OutputFile[];
  /** URL of the entry script. */
  entry: string;
  /** Island name → URL. */
  islands: Record<string, string>;
}

const require = createRequire(import.meta.url);
const runtimeDir = path.dirname(require.resolve('@docgen/runtime/package.json'));

/**
 * An installed docgen carries the runtime already bundled (written by `npm run pack`), not its sources: the files as
 * the build writes them, in this folder beside the runtime's package.json, and `runtime.json` naming the entry, the
 * islands and the files (see `savePrebundledRuntime`).
 */
export const PREBUNDLED_RUNTIME_DIR = path.join(runtimeDir, 'prebundled');
const PREBUNDLED_MANIFEST = 'runtime.json';

/**
 * In the workspace, the runtime bundled when the engine was compiled (`npm run setup`; see
 * `scripts/prebundle-runtime.mjs`), with the key of the sources it was made from: a site's first build uses it as an
 * installed copy uses its `prebundled/` files, as long as the sources are unchanged since.
 */
export const COMPILED_RUNTIME_FILE = fileURLToPath(new URL('../../dist/runtime-bundle.json', import.meta.url));

/**
 * V8's explicit compile hint: compile every function of the file eagerly, on a background thread while the file
 * streams in. React is mostly called at load (to hydrate), and compiling its functions lazily, one by one on the
 * main thread, was most of a first visit's blocking time. Other engines ignore the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** How the bundle is laid out, in the cache key: a change to the builds below must not reuse an older bundle. */
const BUNDLE_LAYOUT = 'main alone, islands with shared React';

/** Entry points: the main script and one per island. */
export const RUNTIME_ENTRIES: Record<string, string> = {
  main: path.join(runtimeDir, 'src/main.tsx'),
  search: path.join(runtimeDir, 'src/islands/search.tsx'),
  playground: path.join(runtimeDir, 'src/islands/playground.tsx'),
  'search-page': path.join(runtimeDir, 'src/islands/search-page.tsx'),
  mermaid: path.join(runtimeDir, 'src/islands/mermaid.ts'),
  'copy-page': path.join(runtimeDir, 'src/islands/copy-page.ts'),
  navigation: path.join(runtimeDir, 'src/islands/navigation.ts'),
  'video-embed': path.join(runtimeDir, 'src/islands/video-embed.ts'),
};

/** The folder of an installed package, found as Node finds it (not every package exports its package.json). */
async function packageDir(name: string, from: string): Promise<string> {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (
      await readFile(path.join(candidate, 'package.json')).then(
        () => true,
        () => false,
      )
    )
      return candidate;
    if (path.dirname(dir) === dir) throw new Error(`cannot find the package ${name} from ${from}`);
  }
}

/**
 * terser's version, part of the cache key. terser is a development dependency: only the workspace bundles the runtime
 * (an installed copy ships it prebundled), so it is read only where the runtime's sources are.
 */
function terserVersion(): string {
  return (require('terser/package.json') as { version: string }).version;
}

/**
 * The cache key: every source the bundle is made of (the runtime, and the workspace packages it imports) and the
 * versions of its third-party dependencies.
 */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256').update(esbuild.version).update(terserVersion()).update(COMPILE_HINT).update(BUNDLE_LAYOUT);
  const { dependencies = {} } = JSON.parse(await readFile(path.join(runtimeDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const sourceDirs = [path.join(runtimeDir, 'src')];
  for (const name of Object.keys(dependencies).sort()) {
    const dir = await packageDir(name, runtimeDir);
    const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${version}`);
    // Workspace packages are bundled from their sources.
    if (name.startsWith('@docgen/')) sourceDirs.push(path.join(dir, 'src'));
  }
  for (const dir of sourceDirs) {
    const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(tsx?|jsx?|json|css)$/.test(f) && !/\.test\./.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** What both builds share: browser targets, minified, React in production mode. */
const COMMON_OPTIONS: esbuild.BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  treeShaking: true,
  legalComments: 'none',
  banner: { js: COMPILE_HINT },
  jsx: 'automatic',
  conditions: ['docgen-source'],
  // Island stylesheets (DocSearch's) are bundled as text and injected when the island loads.
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name].[hash]',
  chunkNames: 'chunk.[hash]',
  logLevel: 'silent',
};

/**
 * The islands take React from the main script (`SHARED_MODULES`): each shared module resolves to the object the main
 * script put on `globalThis` before any island could load.
 */
const sharedModulesPlugin: esbuild.Plugin = {
  name: 'docgen-shared-modules',
  setup(build) {
    const shared = new Set<string>(SHARED_MODULES);
    build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
      if (shared.has(args.path)) return { path: args.path, namespace: 'docgen-shared' };
      return { errors: [{ text: `an island imports ${args.path}, which the main script does not share (SHARED_MODULES)` }] };
    });
    build.onLoad({ filter: /.*/, namespace: 'docgen-shared' }, (args) => ({
      contents: `module.exports = globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}][${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/**
 * Two builds: the main script alone, one file (a first visit loads nothing else, and one file compresses better than
 * an entry and its chunks: 2 KB gzip less for this site), then the islands, with chunks of their own and React taken
 * from the main script.
 */
async function bundle(): Promise<RuntimeBundle> {
  const outdir = path.join(runtimeDir, '.out', 'assets', 'js');
  const { main, ...islandEntries } = RUNTIME_ENTRIES;
  const [mainResult, islandsResult] = await Promise.all([
    esbuild.build({ ...COMMON_OPTIONS, entryPoints: { main }, splitting: false, outdir, write: false, metafile: true }),
    esbuild.build({ ...COMMON_OPTIONS, entryPoints: islandEntries, splitting: true, outdir, write: false, metafile: true, plugins: [sharedModulesPlugin] }),
  ]);
  const root = path.dirname(path.dirname(outdir));
  const url = (file: string) => `/${path.relative(root, path.resolve(file)).split(path.sep).join('/')}`;
  const islands: Record<string, string> = {};
  for (const [output, meta] of Object.entries(islandsResult.metafile.outputs)) {
    const name = meta.entryPoint && Object.keys(islandEntries).find((k) => path.resolve(meta.entryPoint!) === path.resolve(islandEntries[k]));
    if (name) islands[name] = url(output);
  }
  if (mainResult.outputFiles.length !== 1) throw new Error(`the main script was bundled into ${mainResult.outputFiles.length} files, not one`);
  const mainScript = await minifyMain(mainResult.outputFiles[0].text);
  const files = [mainScript, ...islandsResult.outputFiles.map((f) => ({ path: url(f.path).slice(1), data: f.contents }))];
  return { files, entry: `/${mainScript.path}`, islands };
}

/**
 * The main script minified again by terser, which takes 1.1 KB more off its gzip size than esbuild's minifier (81.0 →
 * 79.9 KB for this site; the first visit of every page loads it). Named by a hash of the final bytes, as esbuild
 * names the other files: a new terser that writes other bytes gives another name, never a changed file under a name
 * that browsers cache for good. The islands keep esbuild's output: loaded on demand, and terser would add seconds to
 * bundling for a few hundred bytes.
 */
async function minifyMain(code: string): Promise<OutputFile> {
  const { minify } = await import('terser');
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false, preamble: COMPILE_HINT },
  });
  const data = Buffer.from(result.code!);
  return { path: `assets/js/main.${createHash('sha256').update(data).digest('hex').slice(0, 10)}.js`, data };
}

type StoredBundle = Omit<RuntimeBundle, 'files'> & { files: Array<{ path: string; data: string }>; key?: string };

/**
 * A bundle written by `saveRuntimeBundle`, or undefined when the file is missing or unreadable, or when `key` is
 * given and the bundle was saved with another.
 */
export async function loadRuntimeBundle(file: string, key?: string): Promise<RuntimeBundle | undefined> {
  try {
    const { key: saved, ...stored } = JSON.parse(await readFile(file, 'utf8')) as StoredBundle;
    if (key !== undefined && saved !== key) return undefined;
    return { ...stored, files: stored.files.map((f) => ({ path: f.path, data: Buffer.from(f.data, 'base64') })) };
  } catch {
    return undefined;
  }
}

/** Writes a bundle as one JSON file (the files' bytes in base64), with the key of its sources when given. */
export async function saveRuntimeBundle(bundle: RuntimeBundle, file: string, key?: string): Promise<void> {
  const stored: StoredBundle = {
    ...bundle,
    files: bundle.files.map((f) => ({ path: f.path, data: Buffer.from(f.data).toString('base64') })),
    ...(key ? { key } : {}),
  };
  await writeFileAtomically(file, JSON.stringify(stored));
}

/** Writes a bundle as its files under `dir`, beside `runtime.json` (the entry, the islands and the files' paths). */
export async function savePrebundledRuntime(bundle: RuntimeBundle, dir: string): Promise<void> {
  for (const file of bundle.files) {
    await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await writeFile(path.join(dir, file.path), file.data);
  }
  const manifest = { entry: bundle.entry, islands: bundle.islands, files: bundle.files.map((f) => f.path) };
  await writeFile(path.join(dir, PREBUNDLED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A bundle written by `savePrebundledRuntime`, or undefined when its manifest or a file cannot be read. */
export async function loadPrebundledRuntime(dir: string): Promise<RuntimeBundle | undefined> {
  try {
    const { files, ...rest } = JSON.parse(await readFile(path.join(dir, PREBUNDLED_MANIFEST), 'utf8')) as Omit<RuntimeBundle, 'files'> & { files: string[] };
    return { ...rest, files: await Promise.all(files.map(async (file) => ({ path: file, data: await readFile(path.join(dir, file)) }))) };
  } catch {
    return undefined;
  }
}

/** Bundles the runtime into `COMPILED_RUNTIME_FILE`, keyed by its sources (the engine's compile step). */
export async function compileRuntimeBundle(): Promise<void> {
  const key = await sourceHash();
  if (await loadRuntimeBundle(COMPILED_RUNTIME_FILE, key)) return;
  await saveRuntimeBundle(await bundle(), COMPILED_RUNTIME_FILE, key);
}

/**
 * The prebundled runtime of an installed copy; in the workspace, the one compiled with the engine when the sources
 * are unchanged since, else the bundle cached for the same sources in `cacheDir`, else a new bundle.
 */
export async function bundleRuntime(cacheDir?: string): Promise<RuntimeBundle> {
  if (!existsSync(path.join(runtimeDir, 'src'))) {
    const prebundled = await loadPrebundledRuntime(PREBUNDLED_RUNTIME_DIR);
    if (!prebundled)
      throw new Error(
        `the browser runtime is missing: neither ${path.join(runtimeDir, 'src')} nor ${path.join(PREBUNDLED_RUNTIME_DIR, PREBUNDLED_MANIFEST)} can be read; reinstall docgen`,
      );
    return prebundled;
  }
  const key = await sourceHash();
  const compiled = await loadRuntimeBundle(COMPILED_RUNTIME_FILE, key);
  if (compiled) return compiled;
  // The sources changed since the engine was compiled (a change to the runtime or the theme): bundled for the site.
  const cacheFile = cacheDir && path.join(cacheDir, `runtime-${key}.json`);
  const cached = cacheFile ? await loadRuntimeBundle(cacheFile) : undefined;
  if (cached) return cached;
  const fresh = await bundle();
  if (cacheFile && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    for (const old of await readdir(cacheDir))
      if (old.startsWith('runtime-') && path.join(cacheDir, old) !== cacheFile && !old.includes('.tmp-')) await rm(path.join(cacheDir, old), { force: true });
    await saveRuntimeBundle(fresh, cacheFile);
  }
  return fresh;
}
