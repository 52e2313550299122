/** `docgen build`: config → scan → parse → graph → render → write, as one function over plain data. */
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiagnosticError, routeToFile, type BuildAssets, type Diagnostic, type SiteGraph } from '@docgen/core';
import { BUILTIN_CONTENT_COMPONENTS, createRenderer, themeStylesheet } from '@docgen/theme';
import { bundleStylesheet, collectContentAssets, type OutputFile } from './assets.js';
import { loadGraph, stopwatch, type GraphOptions, type Timings } from './graph-loader.js';
import { loadPageModules, moduleError, pageModuleError, placeInStack } from './modules.js';
import { componentRegistry, loadSiteComponents } from './site-components.js';
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

/** Whether an error thrown while rendering comes from a site component (its stack leads into the components folder). */
function siteComponentFailed(root: string, folder: string | undefined, error: unknown): boolean {
  const place = folder && error instanceof Error ? placeInStack(root, error.stack ?? '') : undefined;
  return place !== undefined && place.file.startsWith(`${folder!.replace(/^\.\/|\/+$/g, '')}/`);
}

/** Errors stop the build before anything is written; warnings are returned. */
function failOnErrors(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError([...diagnostics]);
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const clock = stopwatch();
  const { root, graph, sources, files: siteFiles } = await loadGraph(options, clock);
  const diagnostics = [...graph.diagnostics];
  failOnErrors(diagnostics);
  const outDir = path.resolve(root, options.outDir);
  await checkOutDir(root, outDir, graph.config);

  const cacheDir = options.cacheDir === false ? undefined : path.resolve(root, options.cacheDir ?? '.docgen/cache');
  const registry = componentRegistry(graph.config, siteFiles);
  const [stylesheet, runtime, content, loaded, siteComponents] = await Promise.all([
    bundleStylesheet(themeStylesheet),
    bundleRuntime(cacheDir),
    collectContentAssets(root, Object.values(graph.pages)),
    loadPageModules(root, sources, path.join(os.tmpdir(), `docgen-modules-${process.pid}`), { cacheDir }),
    loadSiteComponents(root, registry, path.join(os.tmpdir(), `docgen-components-${process.pid}`)),
  ]);
  diagnostics.push(...loaded.diagnostics, ...siteComponents.diagnostics);
  failOnErrors(diagnostics);
  clock.lap('assets');

  const search = searchFiles(graph);
  const assets: BuildAssets = { css: [`/${stylesheet.path}`], js: [runtime.entry, ...runtime.preload], files: content.files };
  const components = { registry, implementations: { ...BUILTIN_CONTENT_COMPONENTS.implementations, ...siteComponents.implementations } };
  const renderer = createRenderer({ graph, assets, modules: loaded.modules, components, islands: runtime.islands, search: search.client });
  const files: OutputFile[] = [stylesheet, ...runtime.files, ...content.outputs, ...search.files];
  const renderErrors: Diagnostic[] = [];
  for (const route of graph.routes) {
    let page;
    try {
      page = renderer.render(route);
    } catch (e) {
      // A page module's or a site component's own code failing is the writer's to fix; anything else is a bug of docgen.
      const source = 'source' in route ? route.source : undefined;
      if (route.kind === 'page' && route.format === 'module') renderErrors.push(pageModuleError(root, route.source, e, 'while rendering'));
      else if (source && siteComponentFailed(root, graph.config.markdown.components, e)) {
        const thrown = moduleError(root, source, e, 'while rendering', 'the component');
        renderErrors.push({ ...thrown, message: thrown.message.replace(' threw while rendering', ` threw while rendering ${source}`) });
      }
      else throw e;
      continue;
    }
    files.push({ path: routeToFile(route.path), data: page.html });
    // What client navigation fetches instead of the whole document.
    if (page.pageData) files.push({ path: pageDataFile(route.path), data: JSON.stringify(page.pageData) });
  }
  for (const [id, items] of Object.entries(graph.sidebars)) files.push({ path: `_data/sidebars/${id}.json`, data: JSON.stringify(items) });
  files.push({ path: 'sitemap.xml', data: renderSitemap(graph.config, graph.routes) });
  files.push({ path: 'robots.txt', data: renderRobots(graph.config) });
  failOnErrors([...diagnostics, ...renderErrors]);
  clock.lap('render');

  try {
    await writeAtomically(outDir, async (temp) => {
      await copyStatic(path.join(root, graph.config.staticDir), temp);
      await writeFiles(temp, files);
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    // Node's message names the temporary folder; the writer knows only the output folder.
    const reason = (e as Error).message.replace(/^[A-Z]+: /, '').replace(/,.*$/, '');
    throw new OutputFolderError(`could not write the site to ${outDir}: ${reason}. The previous output is untouched.`);
  }
  clock.lap('write');
  return { outDir, pages: graph.routes.length, diagnostics, durationMs: performance.now() - started, timings: clock.timings, graph };
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
    throw new OutputFolderError(`the output folder ${outDir} ${is}: a build replaces its output folder whole, which would delete it. Choose a folder of its own with --out-dir, such as build.`);
  }
  for (let dir = outDir; ; dir = path.dirname(dir)) {
    const info = await stat(dir).catch(() => undefined);
    if (info) {
      if (info.isDirectory()) return;
      throw new OutputFolderError(
        dir === outDir ? `the output folder ${outDir} is a file, not a folder. Choose another --out-dir, or remove the file.` : `cannot create the output folder ${outDir}: ${dir} is a file, not a folder. Choose another --out-dir.`,
      );
    }
    if (path.dirname(dir) === dir) return;
  }
}
