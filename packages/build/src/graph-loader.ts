/** Everything up to a checked graph: what `build`, `check-links` and the dev server share. Loads no renderer. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteGraph, SourceFile } from '@docgen/core';
import { buildGraph, checkComponents, checkLinks } from '@docgen/graph';
import { listSiteFiles, scanSources } from '@docgen/scan';
import { loadSiteSettings, type SiteSettings } from './load-config.js';
import { ParseCache, parseSources } from './parse-sources.js';
import { componentRegistry } from './site-components.js';

/** Milliseconds spent per stage. */
export type Timings = Record<string, number>;

export interface GraphOptions {
  /** Site root (absolute or relative to the working folder). */
  root: string;
  includeDrafts?: boolean;
  /** Reuse parse results between runs (kept in memory by the caller). */
  cache?: ParseCache;
  /** Where parse results persist between runs, relative to the root; `false` for none. Default `.docgen/cache`. */
  cacheDir?: string | false;
  /** Last-update times from git (default) or file mtimes. */
  git?: boolean;
  env?: Record<string, string | undefined>;
  /**
   * Whether parsed pages need their content trees (default true). `check-links` passes false: it never renders,
   * and reads the slim parse cache, a twentieth of the full one (see `ParseCache.load`).
   */
  withContent?: boolean;
}

export interface LoadedGraph {
  root: string;
  graph: SiteGraph;
  sources: SourceFile[];
  /** Site-root relative paths of the files of the site's folders (see `siteFolders`). */
  files: string[];
  /** How many pages were parsed (not taken from the cache). */
  parsed: number;
}

export function stopwatch() {
  const timings: Timings = {};
  let last = performance.now();
  return {
    timings,
    lap(stage: string) {
      const now = performance.now();
      timings[stage] = Math.round((now - last) * 10) / 10;
      last = now;
    },
  };
}

export interface AssembleInput {
  root: string;
  config: SiteSettings['config'];
  sidebars: SiteSettings['sidebars'];
  sources: readonly SourceFile[];
  /** Site-root relative paths of the files of the docs, pages, static and components folders (for link checks). */
  files: Iterable<string>;
  cache?: ParseCache;
  includeDrafts?: boolean;
}

/** Parse (through the cache), build the graph and check its links: the part a dev server re-runs on each change. */
export async function assembleGraph(input: AssembleInput): Promise<{ graph: SiteGraph; parsed: number }> {
  const parsed = await parseSources(input.sources, input.cache);
  const graph = buildGraph({ config: input.config, sidebars: input.sidebars, sources: input.sources, pages: parsed.pages, categories: parsed.categories, includeDrafts: input.includeDrafts });
  graph.diagnostics.unshift(...parsed.diagnostics);
  const files = input.files instanceof Set ? (input.files as Set<string>) : new Set(input.files);
  graph.diagnostics.push(...checkLinks({ graph, files }));
  const registry = componentRegistry(input.config, files);
  graph.diagnostics.push(...checkComponents({ config: input.config, pages: Object.values(parsed.pages), registry, missingFolder: !(await componentFolderExists(input.root, input.config)) }));
  return { graph, parsed: parsed.parsed };
}

async function componentFolderExists(root: string, config: SiteSettings['config']): Promise<boolean> {
  const dir = config.markdown.components;
  return !dir || (await stat(path.join(root, dir)).then((s) => s.isDirectory(), () => false));
}

/** The folders whose files a build lists: content, static files and the site's components. */
export function siteFolders(config: SiteSettings['config']): string[] {
  return [config.docs.path, config.pagesDir, config.staticDir, ...(config.markdown.components ? [config.markdown.components.replace(/^\.\/|\/+$/g, '')] : [])];
}

/** Everything up to the graph: what `build` and `check-links` share. */
export async function loadGraph(options: GraphOptions, clock = stopwatch()): Promise<LoadedGraph> {
  const root = path.resolve(options.root);
  const { config, sidebars } = await loadSiteSettings(root, options.env);
  clock.lap('config');
  const cacheDir = options.cacheDir === false ? undefined : path.resolve(root, options.cacheDir ?? '.docgen/cache');
  const [sources, files, cache] = await Promise.all([
    scanSources({ root, docsDir: config.docs.path, pagesDir: config.pagesDir, git: options.git }),
    listSiteFiles(root, siteFolders(config)),
    options.cache ?? (cacheDir ? ParseCache.load(cacheDir, { withContent: options.withContent }) : undefined),
  ]);
  clock.lap('scan');
  const { graph, parsed } = await assembleGraph({ root, config, sidebars, sources, files, cache, includeDrafts: options.includeDrafts });
  clock.lap('graph');
  // Parse results are worth keeping even when the build stops on errors: the next run is faster.
  if (cacheDir && cache && !options.cache) await cache.save(cacheDir).catch(() => undefined);
  return { root, graph, sources, files, parsed };
}

export { checkPageModules, type PageModuleOptions } from './modules.js';
