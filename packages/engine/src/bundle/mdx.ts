/**
 * Compiled MDX pages and what they import, bundled by esbuild: once for Node (the render threads import each page's
 * module and render it) and once for the browser (the pages whose components must run there hydrate their content).
 * The compiled code of pages and partials comes from the content store (the parse stage put it there); everything
 * else is resolved as Docusaurus resolves it: `@site/…`, `@theme/…` (the site's `src/theme/` first, then docgen's),
 * `@theme-original/…`, `@docusaurus/…` (docgen's compat modules), relative files, the site's npm packages. Images
 * and other files become hashed URLs under `assets/`; CSS imported by components becomes a stylesheet of the pages
 * that import it.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { SHARED_MODULES, SHARED_MODULES_GLOBAL, type Diagnostic, type ParsedPage } from '@docgen/core';
import type { ContentStore } from '../cache/content-store.js';
import type { OutputFile } from './assets.js';

/** The store key of a file's compiled module, beside its tree. */
export const moduleKeyOf = (contentKey: string) => `${contentKey}.module`;

/** A compiled module as the store keeps it. */
export interface StoredModule {
  code: string;
  map?: string;
}

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'];
const FILE_LOADERS: Record<string, esbuild.Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.eot', '.mp4', '.webm', '.pdf', '.zip', '.txt'].map((ext) => [
    ext,
    'file' as const,
  ]),
);

export interface MdxBundleInput {
  /** Site root (absolute). */
  root: string;
  store: ContentStore;
  /** Every compiled file (pages and partials), by site-root relative path: its parsed page (content key, imports). */
  compiled: ReadonlyMap<string, ParsedPage>;
  /** The pages to bundle as entries (site-root relative paths). */
  entries: readonly string[];
  target: 'server' | 'browser';
  /** Where the bundle is written (absolute); for the browser, the `assets/js` folder of the output it is served from. */
  outDir: string;
  /** `@docusaurus/x`, `@theme/x` and `@theme-original/x` → docgen's compat module file (absolute), if it has one. */
  compat: (specifier: string) => string | undefined;
}

export interface MdxBundle {
  /** Entry (site-root relative path) → its output file (absolute; for the browser, its URL). */
  entries: Record<string, string>;
  /** Entry → the URLs of the stylesheets its imports make (written with the browser bundle). */
  css: Record<string, string[]>;
  /** Files to put in the output (browser bundle: scripts and stylesheets; both: the files imports made hashed URLs). */
  files: OutputFile[];
  /** Site-root relative paths of every file of the site the bundle read (the dev server watches them). */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const requireHere = createRequire(import.meta.url);

/** The site's override of a theme component (`src/theme/X.tsx`, `src/theme/X/index.js`…), if it has one. */
export function siteThemeFile(root: string, name: string): string | undefined {
  const base = path.join(root, 'src', 'theme', name);
  for (const candidate of [...SCRIPT_EXTENSIONS.map((ext) => base + ext), ...SCRIPT_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const virtualPath = (root: string, source: string) => path.join(root, source);

/** The resolver every MDX bundle shares: compiled files from the store, Docusaurus's aliases, React by target. */
function mdxPlugin(input: MdxBundleInput, read: Set<string>): esbuild.Plugin {
  const { root, store, compiled, target, compat } = input;
  const byAbsolute = new Map([...compiled.keys()].map((source) => [virtualPath(root, source), source]));
  return {
    name: 'docgen-mdx',
    setup(build) {
      // Entries and imports of .md/.mdx files: the compiled code of that file.
      build.onResolve({ filter: /^mdx:/ }, (args) => ({ path: virtualPath(root, args.path.slice(4)), namespace: 'docgen-mdx' }));
      build.onResolve({ filter: /\.mdx?$/ }, (args) => {
        if (args.namespace !== 'docgen-mdx' && args.namespace !== 'file') return undefined;
        const absolute = args.path.startsWith('@site/') ? path.join(root, args.path.slice(6)) : path.resolve(args.resolveDir, args.path);
        return { path: absolute, namespace: 'docgen-mdx' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-mdx' }, (args) => {
        const source = byAbsolute.get(args.path);
        const page = source && compiled.get(source);
        if (!page) {
          const rel = path.relative(root, args.path).split(path.sep).join('/');
          return { errors: [{ text: `${rel} is imported as a Markdown component, but it was not compiled (is it in the site's folder?)` }] };
        }
        const stored = store.getSync<StoredModule>(moduleKeyOf(page.contentKey));
        if (!stored) return { errors: [{ text: `the compiled code of ${source} is missing from the cache; build again` }] };
        read.add(source!);
        const map = stored.map ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(stored.map).toString('base64')}` : '';
        return { contents: stored.code + map, loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
      // Docusaurus's aliases.
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(path.join(root, args.path.slice(6)), { kind: args.kind, resolveDir: root }));
      build.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, async (args) => {
        if (args.path.startsWith('@theme/')) {
          const own = siteThemeFile(root, args.path.slice('@theme/'.length));
          // A site's override that wraps the original imports @theme-original/X, never itself.
          if (own && path.resolve(args.importer) !== own) return { path: own };
        }
        const file = compat(args.path.replace(/^@theme-original\//, '@theme/'));
        if (!file) return { errors: [{ text: `docgen has no module ${args.path}` }] };
        // On the server the compat modules are the renderer's own (its React contexts are theirs): imported, not copied.
        return target === 'server' ? { path: pathToFileURL(file).href, external: true } : { path: file };
      });
      // React: the renderer's on the server, the runtime's in the browser.
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
        if (target === 'server') return { path: pathToFileURL(requireHere.resolve(args.path)).href, external: true };
        if ((SHARED_MODULES as readonly string[]).includes(args.path)) return { path: args.path, namespace: 'docgen-shared' };
        return { errors: [{ text: `${args.path} is not one of the React modules the page shares with docgen's runtime (${SHARED_MODULES.join(', ')})` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-shared' }, (args) => ({
        contents: `module.exports = globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}][${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
    },
  };
}

/** Bundles the entries; never throws for a problem of the site's code (it is a diagnostic at its place). */
export async function bundleMdx(input: MdxBundleInput): Promise<MdxBundle> {
  const { root, target, outDir } = input;
  const out: MdxBundle = { entries: {}, css: {}, files: [], inputs: [], diagnostics: [] };
  if (input.entries.length === 0) return out;
  const read = new Set<string>();
  const browser = target === 'browser';
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await esbuild.build({
      entryPoints: Object.fromEntries(input.entries.map((source) => [entryName(source), `mdx:${source}`])),
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: browser ? 'browser' : 'node',
      target: browser ? ['es2020', 'chrome100', 'firefox100', 'safari15'] : 'node20',
      splitting: true,
      outdir: outDir,
      write: false,
      metafile: true,
      minify: browser,
      sourcemap: browser ? false : 'inline',
      jsx: 'automatic',
      loader: { ...FILE_LOADERS, '.js': 'jsx' },
      assetNames: 'assets/files/[name].[hash]',
      publicPath: '/',
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Code written for webpack reads these; they are the same in every page.
      banner: browser
        ? {}
        : { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
      logLevel: 'silent',
      plugins: [mdxPlugin(input, read)],
    });
  } catch (e) {
    out.diagnostics.push(...bundleProblems(input, e));
    return out;
  }
  const url = (file: string) =>
    `/${path
      .relative(path.dirname(path.dirname(outDir)), file)
      .split(path.sep)
      .join('/')}`;
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    const absolute = path.resolve(root, file);
    const source = meta.entryPoint?.replace(/^docgen-mdx:/, '');
    const entry = source && input.entries.find((e) => virtualPath(root, e) === source || e === source);
    if (entry) {
      out.entries[entry] = browser ? url(absolute) : absolute;
      if (meta.cssBundle) out.css[entry] = [url(path.resolve(root, meta.cssBundle))];
    }
  }
  for (const file of result.outputFiles)
    out.files.push({
      path: path
        .relative(path.dirname(path.dirname(outDir)), file.path)
        .split(path.sep)
        .join('/'),
      data: file.contents,
    });
  out.inputs = [...read, ...Object.keys(result.metafile.inputs).filter((f) => !f.includes(':') && !f.includes('node_modules'))].sort();
  return out;
}

/** An entry's output name: its path, readable in the output, without the characters esbuild would refuse. */
function entryName(source: string): string {
  return `content-${source
    .replace(/\.mdx?$/i, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(-60)}`;
}

/**
 * A failed bundle as diagnostics: an error in a compiled file is placed at the import it concerns (its line and
 * column in the .md/.mdx file), an error in a site file where esbuild found it.
 */
function bundleProblems(input: MdxBundleInput, e: unknown): Diagnostic[] {
  const errors = (e as Partial<esbuild.BuildFailure>).errors;
  if (!Array.isArray(errors)) throw e;
  return errors.map((err): Diagnostic => {
    const location = err.location;
    const inMdx = location?.namespace === 'docgen-mdx' || location?.file.startsWith('docgen-mdx:');
    if (location && inMdx) {
      const source = path
        .relative(input.root, location.file.replace(/^docgen-mdx:/, ''))
        .split(path.sep)
        .join('/');
      const page = input.compiled.get(source);
      const specifier = /"([^"]+)"/.exec(err.text)?.[1];
      const imported = page?.imports.find((i) => i.source === specifier);
      return {
        severity: 'error',
        file: source,
        line: imported?.line,
        column: imported?.column,
        message: err.text.replace(/^Could not resolve/, 'cannot resolve the import'),
        hint: 'Check the path of the import (relative to this file, or @site/… from the site root), or install the package in the site.',
        ruleId: 'mdx/import',
      };
    }
    return {
      severity: 'error',
      file: location ? path.relative(input.root, path.resolve(input.root, location.file)).split(path.sep).join('/') : '',
      line: location?.line,
      column: location ? location.column + 1 : undefined,
      message: err.text,
      ruleId: 'mdx/bundle',
    };
  });
}

/** A key of everything a bundle is made of, to reuse it: the entries' compiled code and every file it read. */
export async function bundleKey(root: string, modules: ReadonlyMap<string, string>, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(esbuild.version);
  for (const [source, key] of [...modules].sort()) hash.update(source).update(key);
  for (const input of inputs) hash.update(input).update(await readFile(path.join(root, input)).catch(() => ''));
  return hash.digest('hex').slice(0, 16);
}

/** Writes a server bundle's files (its scripts and the files its imports made) under `outDir`, replacing what was there. */
export async function writeServerBundle(outDir: string, files: readonly OutputFile[]): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(path.dirname(path.dirname(outDir)), file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
  }
}
