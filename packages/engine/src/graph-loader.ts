/** Everything up to a checked graph: what `build`, `check-links` and the dev server share. Loads no renderer. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CURRENT_VERSION, I18N_DIR, localizedDocsDir, localizedPagesDir, type SiteGraph, type SourceEntry, type SourceFile } from '@docgen/core';
import { buildGraph, checkComponents, checkLinks, withOriginalAssets, type TranslatedFolder } from '@docgen/graph';
import { listSiteFiles, scanSources } from '@docgen/scan';
import { loadSiteSettings, localizedDirs, type SiteSettings } from './load-config.js';
import { parseSources, type ParseInput } from './parse-sources.js';
import { openResources, type EngineResources, type ResourceOptions } from './resources.js';
import { componentRegistry } from './site-components.js';
import { loadMarkdownSettings } from './markdown-settings.js';

/** Milliseconds spent per stage. */
export type Timings = Record<string, number>;

export interface GraphOptions extends ResourceOptions {
  /** Site root (absolute or relative to the working folder). */
  root: string;
  includeDrafts?: boolean;
  /** Last-update times from git (default) or file mtimes. */
  git?: boolean;
  env?: Record<string, string | undefined>;
  /** Whether the content trees will be rendered (a build), so cached pages must have theirs. Default true. */
  needTrees?: boolean;
  /** Progress of the stages, for a terminal line. */
  onProgress?: (event: ProgressEvent) => void;
}

/** How far a build is: the stage, and for parsing and rendering the pages done of the total. */
export interface ProgressEvent {
  stage: 'parse' | 'render' | 'search' | 'write';
  done?: number;
  total?: number;
}

export interface LoadedGraph {
  root: string;
  graph: SiteGraph;
  sources: SourceEntry[];
  /** Site-root relative paths of the files of the site's folders (see `siteFolders`). */
  files: string[];
  /** How many pages were parsed (not taken from the cache). */
  parsed: number;
  /** The workers, content store and page cache the graph was made with (the render stage uses them too). */
  resources: EngineResources;
}

export function stopwatch() {
  const timings: Timings = {};
  let last = performance.now();
  return {
    timings,
    /** Adds the time since the last lap to `stage` (a stage run once per locale adds up). */
    lap(stage: string) {
      const now = performance.now();
      timings[stage] = Math.round(((timings[stage] ?? 0) + now - last) * 10) / 10;
      last = now;
    },
  };
}

export interface AssembleInput
  extends Omit<ParseInput, 'sources'>, Partial<Pick<SiteSettings, 'versions' | 'versionSidebars' | 'excludedVersionRoutes' | 'translations'>> {
  /** Site root (absolute). */
  root: string;
  config: SiteSettings['config'];
  sidebars: SiteSettings['sidebars'];
  sources: readonly SourceFile[];
  /** Site-root relative paths of the files of the docs, pages, static and components folders (for link checks). */
  files: ReadonlySet<string>;
  includeDrafts?: boolean;
}

/** Parse (through the cache), build the graph and check its links: the part a dev server re-runs on each change. */
export async function assembleGraph(input: AssembleInput, clock?: ReturnType<typeof stopwatch>): Promise<{ graph: SiteGraph; parsed: number }> {
  const parsed = await parseSources(input);
  clock?.lap('parse');
  // A translation's images that are not beside it are the original page's.
  parsed.pages = withOriginalAssets(parsed.pages, translatedFolders(input.config, input.versions ?? []), input.files);
  const graph = buildGraph({
    config: input.config,
    sidebars: input.sidebars,
    versions: input.versions,
    versionSidebars: input.versionSidebars,
    excludedVersionRoutes: input.excludedVersionRoutes,
    translations: input.translations,
    sources: input.sources,
    pages: parsed.pages,
    categories: parsed.categories,
    includeDrafts: input.includeDrafts,
  });
  graph.diagnostics.unshift(...parsed.diagnostics);
  graph.diagnostics.push(...checkLinks({ graph, files: input.files }));
  const registry = componentRegistry(input.config, input.files);
  const missingFolder = !(await componentFolderExists(input.root, input.config));
  graph.diagnostics.push(...checkComponents({ config: input.config, pages: Object.values(parsed.pages), registry, missingFolder }));
  clock?.lap('graph');
  return { graph, parsed: parsed.parsed };
}

async function componentFolderExists(root: string, config: SiteSettings['config']): Promise<boolean> {
  const dir = config.markdown.components;
  return (
    !dir ||
    (await stat(path.join(root, dir)).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  );
}

/**
 * The folders whose files a build lists: content (every docs version's, and the translations under i18n/), static
 * files and the site's components.
 */
export function siteFolders(config: SiteSettings['config'], versions: SiteSettings['versions'] = []): string[] {
  return [
    config.docs.path,
    ...releasedVersionDirs(versions),
    config.pagesDir,
    I18N_DIR,
    config.staticDir,
    ...(config.markdown.components ? [config.markdown.components.replace(/^\.\/|\/+$/g, '')] : []),
  ];
}

/** Each folder of translations and the folder it translates, for every locale and docs version. */
function translatedFolders(config: SiteSettings['config'], versions: SiteSettings['versions']): TranslatedFolder[] {
  const docs = versions.length ? versions.map((v) => ({ name: v.name, dir: v.contentDir })) : [{ name: CURRENT_VERSION, dir: config.docs.path }];
  return config.i18n.locales.flatMap((locale) => [
    ...docs.map((v) => ({ localized: localizedDocsDir(locale, v.name), original: v.dir.replace(/\/+$/, '') })),
    { localized: localizedPagesDir(locale), original: config.pagesDir.replace(/\/+$/, '') },
  ]);
}

/** The docs folders of the released versions being built (the current docs are `docs.path`). */
export function releasedVersionDirs(versions: SiteSettings['versions']): string[] {
  return versions.filter((v) => v.name !== CURRENT_VERSION).map((v) => v.contentDir);
}

/** Everything up to the graph: what `build` and `check-links` share. The caller closes `resources`. */
export async function loadGraph(options: GraphOptions, clock = stopwatch()): Promise<LoadedGraph> {
  const root = path.resolve(options.root);
  const { config, sidebars, versions, versionSidebars, excludedVersionRoutes, translations } = await loadSiteSettings(root, options.env);
  clock.lap('config');
  const [sources, files, resources] = await Promise.all([
    scanSources({
      root,
      docsDir: config.docs.path,
      versionDirs: releasedVersionDirs(versions),
      localizedDirs: localizedDirs(config, versions),
      pagesDir: config.pagesDir,
      git: options.git,
    }),
    listSiteFiles(root, siteFolders(config, versions)),
    openResources(root, loadMarkdownSettings(root, config), options),
  ]);
  clock.lap('scan');
  try {
    const { graph, parsed } = await assembleGraph(
      {
        root,
        config,
        sidebars,
        versions,
        versionSidebars,
        excludedVersionRoutes,
        translations,
        sources,
        files: new Set(files),
        includeDrafts: options.includeDrafts,
        workers: resources.workers,
        store: resources.store,
        cache: resources.cache,
        settings: resources.settings,
        needTrees: options.needTrees ?? true,
        onParsed: options.onProgress && ((done, total) => options.onProgress!({ stage: 'parse', done, total })),
      },
      clock,
    );
    // Parse results are worth keeping even when the build stops on errors: the next run is faster.
    await resources.saveCache().catch(() => undefined);
    return { root, graph, sources: sources.map(({ text: _text, ...entry }) => entry), files, parsed, resources };
  } catch (e) {
    await resources.close();
    throw e;
  }
}

export { checkPageModules, type PageModuleOptions } from './modules.js';
