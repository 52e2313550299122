/**
 * `docgen build`: config → scan → parse → graph → render → write, as one function over plain data. Parsing and
 * rendering run on worker threads in bounded batches; the output is written into a temporary folder that is
 * swapped in whole at the end.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticError, type Diagnostic, type SiteGraph } from '@docgen/core';
import { themeStylesheet } from '@docgen/theme/styles';
import { bundleStylesheet, collectContentAssets } from './bundle/assets.js';
import { bundleMathStylesheet } from './bundle/math-stylesheet.js';
import { packageFingerprint } from './cache/fingerprint.js';
import { SiteSession, stopwatch, type SessionOptions, type Timings } from './session/session.js';
import type { EngineResources } from './session/resources.js';
import { unchangedPageModules } from './bundle/modules.js';
import { RenderManifest } from './cache/render-cache.js';
import { renderRoutes } from './render/render-stage.js';
import { bundleRuntime } from './bundle/runtime-bundle.js';
import { BuildSearchOutput, routesOfLocale, searchKey, searchManifestKey } from './output/search-files.js';
import { localeRenderContext, localesOf } from './render/render-contexts.js';
import { graphFiles } from './output/site-files.js';
import { writeLlmsFiles } from './output/llms-files.js';
import { copyFiles, copyStatic, writeAtomically, writeFiles } from './output/write.js';

export interface BuildOptions extends Omit<SessionOptions, 'keepTexts'> {
  /** Output folder, relative to the root unless absolute. */
  outDir: string;
}

export interface BuildResult {
  outDir: string;
  timings: Timings;
  /** HTML pages written (redirect pages included). */
  pages: number;
  /** Of those, how many were rendered (the others were unchanged and reused from the previous output). */
  rendered: number;
  /** Markdown files parsed (the others came from the cache). */
  parsed: number;
  diagnostics: Diagnostic[];
  durationMs: number;
  graph: SiteGraph;
}

/** Errors stop the build before anything is written; warnings are returned. */
function failOnErrors(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError([...diagnostics]);
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const clock = stopwatch();
  const session = await SiteSession.open({ ...options, needTrees: true }, clock);
  const { root, resources } = session;
  try {
    const { graph, parsed } = await session.assemble(clock);
    // Parse results are worth keeping even when the build stops on errors: the next run is faster.
    await session.save();
    const diagnostics = [...graph.diagnostics];
    failOnErrors(diagnostics);
    const outDir = path.resolve(root, options.outDir);
    await checkOutDir(root, outDir, graph.config);

    const registry = session.registry;
    const hasMath = Object.values(graph.pages).some((page) => page.math);
    const [stylesheet, runtime, content, unchangedModules, siteComponents, math] = await Promise.all([
      bundleStylesheet(themeStylesheet, resources.cacheDir),
      bundleRuntime(resources.cacheDir),
      collectContentAssets(root, Object.values(graph.pages)),
      unchangedPageModules(root, session.entries(), resources.cacheDir),
      // Bundled here and imported again by the worker threads, until the session closes.
      session.loadComponents(),
      // KaTeX's stylesheet and fonts are part of the site only when a page has math.
      hasMath ? bundleMathStylesheet() : undefined,
    ]);
    diagnostics.push(...siteComponents.diagnostics);
    failOnErrors(diagnostics);
    clock.lap('assets');
    const loadModules = (paths: string[]) => session.loadPageModules(paths);

    const engine = packageFingerprint('@docgen/engine');
    const shared = {
      assets: { css: [`/${stylesheet.path}`], js: [runtime.entry] },
      islands: runtime.islands,
      ...(math ? { mathStylesheet: math.url } : {}),
    };
    const manifest = await RenderManifest.load(resources.cacheDir, engine, outDir);
    let rendered = 0;
    // Everything the output holds, written into the temporary folder that is swapped in at the end.
    const fill = async (temp: string) => {
      // The static folder first: a page of the site wins over a static file of the same name.
      await copyStatic(path.join(root, graph.config.staticDir), temp);
      // One locale at a time through the same batched pipeline, each with its own search index.
      let before = 0;
      for (const locale of localesOf(graph)) {
        const stage = await renderLocale({
          locale,
          tempDir: temp,
          outDir,
          manifest,
          stage: {
            root,
            graph,
            resources,
            context: localeRenderContext(graph, locale, shared),
            assetsBySource: content.files,
            loadModules,
            unchangedModules,
            components: { registry, modules: siteComponents.modules },
            engine,
            onRendered: options.onProgress && ((done) => options.onProgress!({ stage: 'render', done: before + done, total: graph.routes.length })),
          },
          onSearch: () => {
            failOnErrors(diagnostics);
            clock.lap('render');
            options.onProgress?.({ stage: 'search' });
          },
        });
        before += stage.routes;
        rendered += stage.rendered;
        failOnErrors([...diagnostics, ...stage.diagnostics]);
        clock.lap('search');
      }
      options.onProgress?.({ stage: 'write' });
      await writeFiles(temp, [stylesheet, ...runtime.files, ...(math?.files ?? []), ...graphFiles(graph)]);
      await writeLlmsFiles(graph, temp, manifest);
      await copyFiles(temp, content.outputs);
    };
    // The next build's reuse, saved while the previous output is deleted.
    const afterSwap = () => Promise.all([manifest.save(resources.cacheDir).catch(() => undefined), pruneStore(resources, graph)]);
    try {
      await writeAtomically(outDir, fill, afterSwap);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (!code) throw e;
      // Node's message names the temporary folder; the writer knows only the output folder.
      const reason = (e as Error).message.replace(/^[A-Z]+: /, '').replace(/,.*$/, '');
      throw new OutputFolderError(`could not write the site to ${outDir}: ${reason}. The previous output is untouched.`);
    }
    clock.lap('write');
    return { outDir, pages: graph.routes.length, rendered, parsed, diagnostics, durationMs: performance.now() - started, timings: clock.timings, graph };
  } finally {
    await session.close();
  }
}

interface LocaleRender {
  locale: string;
  tempDir: string;
  /** The previous output: records of pages reused from it are read from its records files. */
  outDir: string;
  manifest: RenderManifest;
  /** What the render stage of every locale shares (its context is the locale's). */
  stage: Omit<Parameters<typeof renderRoutes>[0], 'routes' | 'records' | 'reuseRecordPages' | 'onRecords' | 'tempDir' | 'manifest'>;
  /** Called when the locale's pages are rendered, before its index is written. */
  onSearch: () => void;
}

/**
 * One locale's pages, rendered in batches on the worker threads, and its search index: the records of its rendered
 * pages go into the index as their batches come back, those of reused pages come from its previous records file.
 * The threads end before the index is written (the next locale starts them again), so their memory is free then.
 */
async function renderLocale(input: LocaleRender): Promise<{ routes: number; rendered: number; diagnostics: Diagnostic[] }> {
  const { locale, manifest, tempDir } = input;
  const { graph, resources, engine } = input.stage;
  const routes = routesOfLocale(graph, locale);
  const searchOutput = await BuildSearchOutput.open({ graph, key: searchKey(graph, engine, locale), locale, manifest, tempDir });
  try {
    // Pages are reused only with their search records: those come from the locale's previous records file, if intact.
    const reuseRecordPages = manifest.intact(searchManifestKey(graph.config, locale));
    const stage = await renderRoutes({
      ...input.stage,
      routes,
      records: true,
      reuseRecordPages,
      onRecords: searchOutput && ((routePath, records) => searchOutput.add(routePath, records)),
      tempDir,
      manifest,
    });
    if (stage.diagnostics.some((d) => d.severity === 'error')) return { routes: routes.length, rendered: stage.rendered, diagnostics: stage.diagnostics };
    await resources.workers.close();
    input.onSearch();
    if (searchOutput) {
      await searchOutput.addPrevious(input.outDir);
      searchOutput.finish();
    }
    return { routes: routes.length, rendered: stage.rendered, diagnostics: stage.diagnostics };
  } finally {
    searchOutput?.dispose();
  }
}

/**
 * Trees of files that were edited or deleted since are dropped (and the highlighted code only they held), so the store
 * keeps only what the site needs.
 */
async function pruneStore(resources: EngineResources, graph: SiteGraph): Promise<void> {
  if (!resources.cacheDir) return;
  const keep = new Set(Object.values(graph.pages).flatMap((p) => [p.contentKey, ...(p.highlightKeys ?? [])]));
  for (const key of resources.cache.contentKeys()) keep.add(key);
  await resources.store.prune(keep).catch(() => undefined);
}

/** A problem with the output folder (`--out-dir`): the CLI prints its message alone. */
export class OutputFolderError extends Error {
  override name = 'OutputFolderError';
}

/**
 * Refuses an output folder that cannot be written, or whose atomic swap would replace the site's own files (the
 * old folder is deleted after the swap: `--out-dir docs` would delete the docs).
 */
async function checkOutDir(root: string, outDir: string, config: SiteGraph['config']): Promise<void> {
  const inside = (child: string, parent: string) => {
    const rel = path.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  };
  const own = [
    ['the site root', root],
    ['the docs folder', path.resolve(root, config.docs.path)],
    ['the pages folder', path.resolve(root, config.pagesDir)],
    ['the static folder', path.resolve(root, config.staticDir)],
  ];
  for (const [what, folder] of own) {
    if (!inside(folder, outDir)) continue;
    const is = folder === outDir ? `is ${what}` : `holds ${what} (${folder})`;
    throw new OutputFolderError(
      `the output folder ${outDir} ${is}: a build replaces its output folder whole, which would delete it. Choose a folder of its own with --out-dir, such as build.`,
    );
  }
  for (let dir = outDir; ; dir = path.dirname(dir)) {
    const info = await stat(dir).catch(() => undefined);
    if (info) {
      if (info.isDirectory()) return;
      throw new OutputFolderError(
        dir === outDir
          ? `the output folder ${outDir} is a file, not a folder. Choose another --out-dir, or remove the file.`
          : `cannot create the output folder ${outDir}: ${dir} is a file, not a folder. Choose another --out-dir.`,
      );
    }
    if (path.dirname(dir) === dir) return;
  }
}
