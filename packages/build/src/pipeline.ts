/** `docgen build`: config → scan → parse → graph → render → write, as one function over plain data. */
import os from 'node:os';
import path from 'node:path';
import { DiagnosticError, routeToFile, type BuildAssets, type Diagnostic, type SiteGraph } from '@docgen/core';
import { createRenderer, themeStylesheet } from '@docgen/theme';
import { bundleStylesheet, collectContentAssets, type OutputFile } from './assets.js';
import { loadGraph, stopwatch, type GraphOptions, type Timings } from './graph-loader.js';
import { loadPageModules } from './modules.js';
import { bundleRuntime } from './runtime-bundle.js';
import { searchFiles } from './search-files.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { copyStatic, writeAtomically, writeFiles } from './write.js';

export interface BuildOptions extends GraphOptions {
  /** Output folder, relative to the root unless absolute. */
  outDir: string;
}

export interface BuildResult {
  outDir: string;
  timings: Timings;
  /** HTML pages written (redirect pages included). */
  pages: number;
  diagnostics: Diagnostic[];
  durationMs: number;
  graph: SiteGraph;
}

/** `/` → `_data/index.json`, `/a/b` → `_data/a/b.json` (the runtime's `pageDataUrl`). */
export function pageDataFile(route: string): string {
  return `_data/${routeToFile(route).replace(/\.html$/, '.json')}`;
}

/** Errors stop the build before anything is written; warnings are returned. */
function failOnErrors(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError([...diagnostics]);
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const clock = stopwatch();
  const { root, graph, sources } = await loadGraph(options, clock);
  const diagnostics = [...graph.diagnostics];
  failOnErrors(diagnostics);

  const cacheDir = options.cacheDir === false ? undefined : path.resolve(root, options.cacheDir ?? '.docgen/cache');
  const [stylesheet, runtime, content, loaded] = await Promise.all([
    bundleStylesheet(themeStylesheet),
    bundleRuntime(cacheDir),
    collectContentAssets(root, Object.values(graph.pages)),
    loadPageModules(root, sources, path.join(os.tmpdir(), `docgen-modules-${process.pid}`)),
  ]);
  diagnostics.push(...loaded.diagnostics);
  failOnErrors(diagnostics);
  clock.lap('assets');

  const search = searchFiles(graph);
  const assets: BuildAssets = { css: [`/${stylesheet.path}`], js: [runtime.entry, ...runtime.preload], files: content.files };
  const renderer = createRenderer({ graph, assets, modules: loaded.modules, islands: runtime.islands, search: search.client });
  const files: OutputFile[] = [stylesheet, ...runtime.files, ...content.outputs, ...search.files];
  for (const route of graph.routes) {
    const page = renderer.render(route);
    files.push({ path: routeToFile(route.path), data: page.html });
    // What client navigation fetches instead of the whole document.
    if (page.pageData) files.push({ path: pageDataFile(route.path), data: JSON.stringify(page.pageData) });
  }
  for (const [id, items] of Object.entries(graph.sidebars)) files.push({ path: `_data/sidebars/${id}.json`, data: JSON.stringify(items) });
  files.push({ path: 'sitemap.xml', data: renderSitemap(graph.config, graph.routes) });
  files.push({ path: 'robots.txt', data: renderRobots(graph.config) });
  clock.lap('render');

  const outDir = path.resolve(root, options.outDir);
  await writeAtomically(outDir, async (temp) => {
    await copyStatic(path.join(root, graph.config.staticDir), temp);
    await writeFiles(temp, files);
  });
  clock.lap('write');
  return { outDir, pages: graph.routes.length, diagnostics, durationMs: performance.now() - started, timings: clock.timings, graph };
}
