/**
 * The browser runtime, bundled by esbuild from the TypeScript sources of @docgen/runtime and the theme:
 * minified, content-hashed, split into an entry, shared chunks and one bundle per island. The result is cached
 * under a hash of the sources, so a build where they did not change makes no esbuild call.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { OutputFile } from './assets.js';
import { writeFileAtomically } from './write.js';

export interface RuntimeBundle {
  files: OutputFile[];
  /** URL of the entry script. */
  entry: string;
  /** Chunks the entry imports statically, to preload. */
  preload: string[];
  /** Island name → URL. */
  islands: Record<string, string>;
}

const require = createRequire(import.meta.url);
const runtimeDir = path.dirname(require.resolve('@docgen/runtime/package.json'));

/**
 * An installed docgen carries the runtime already bundled (written by `npm run pack`), not its sources: this file
 * beside the runtime's package.json, in the format of the cache files below.
 */
export const PREBUNDLED_RUNTIME_FILE = path.join(runtimeDir, 'prebundled.json');

/**
 * In the workspace, the runtime bundled when the engine was compiled (`npm run setup`; see
 * `scripts/prebundle-runtime.mjs`), with the key of the sources it was made from: a site's first build uses it as an
 * installed copy uses `prebundled.json`, as long as the sources are unchanged since.
 */
export const COMPILED_RUNTIME_FILE = fileURLToPath(new URL('../dist/runtime-bundle.json', import.meta.url));

/**
 * V8's explicit compile hint: compile every function of the file eagerly, on a background thread while the file
 * streams in. React is mostly called at load (to hydrate), and compiling its functions lazily, one by one on the
 * main thread, was most of a first visit's blocking time. Other engines ignore the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Entry points: the main script and one per island. */
export const RUNTIME_ENTRIES: Record<string, string> = {
  main: path.join(runtimeDir, 'src/main.tsx'),
  search: path.join(runtimeDir, 'src/islands/search.tsx'),
  playground: path.join(runtimeDir, 'src/islands/playground.tsx'),
  'search-page': path.join(runtimeDir, 'src/islands/search-page.tsx'),
  mermaid: path.join(runtimeDir, 'src/islands/mermaid.ts'),
  'copy-page': path.join(runtimeDir, 'src/islands/copy-page.ts'),
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
 * The cache key: every source the bundle is made of (the runtime, and the workspace packages it imports) and the
 * versions of its third-party dependencies.
 */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256').update(esbuild.version).update(COMPILE_HINT);
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

async function bundle(): Promise<RuntimeBundle> {
  const outdir = path.join(runtimeDir, '.out', 'assets', 'js');
  const result = await esbuild.build({
    entryPoints: RUNTIME_ENTRIES,
    bundle: true,
    splitting: true,
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
    outdir,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const root = path.dirname(path.dirname(outdir));
  const url = (file: string) => `/${path.relative(root, path.resolve(file)).split(path.sep).join('/')}`;
  const files = result.outputFiles.map((f) => ({ path: url(f.path).slice(1), data: f.contents }));
  const islands: Record<string, string> = {};
  let entry = '';
  let preload: string[] = [];
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = Object.keys(RUNTIME_ENTRIES).find((k) => path.resolve(meta.entryPoint!) === path.resolve(RUNTIME_ENTRIES[k]));
    if (name === 'main') {
      entry = url(output);
      preload = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
    } else if (name) {
      islands[name] = url(output);
    }
  }
  return { files, entry, preload, islands };
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
    const prebundled = await loadRuntimeBundle(PREBUNDLED_RUNTIME_FILE);
    if (!prebundled)
      throw new Error(`the browser runtime is missing: neither ${path.join(runtimeDir, 'src')} nor ${PREBUNDLED_RUNTIME_FILE} can be read; reinstall docgen`);
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
