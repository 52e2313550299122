/**
 * The render stage: every route of the graph becomes its document and page data in the output folder, in bounded
 * batches on the worker threads (each worker reads the page's tree from the content store and writes the files
 * itself), so nothing proportional to the site is held but the graph. Routes whose inputs are unchanged since the
 * last build are linked from the previous output instead (see `RenderManifest`). Page modules render here, on
 * this thread, since their code was loaded here.
 */
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hasSearchRecords, mapLimited, type AssetInfo, type ComponentEntry, type Diagnostic, type Route, type SiteGraph } from '@docgen/core';
import type { SearchRecord } from '@docgen/search';
import type { RenderContext } from '@docgen/theme';
import { contentHash } from '../cache/hash.js';
import { moduleError, pageModuleError, placeInStack, type LoadedModules } from '../bundle/modules.js';
import type { SiteComponentModule } from '../bundle/site-components.js';
import { keyOf, type RenderManifest } from '../cache/render-cache.js';
import type { EngineResources } from '../session/resources.js';
import type { RenderContextFile, RenderJob, RenderJobResult, WrittenFile } from '../workers/worker-tasks.js';
import { contentRefOf, isModuleRoute, renderRoute, routeFiles, type RouteRendering } from './route.js';
import { LARGE_TREE_BYTES } from '../workers/workers.js';
import { sidebarsOfLocale } from './render-contexts.js';

/** Routes per task: large enough that messages cost little, small enough that workers share the work evenly. */
const BATCH_SIZE = 16;

export interface RenderStageInput {
  root: string;
  graph: SiteGraph;
  /** The routes to render (one locale's: `context` is that locale's); default: every route of the graph. */
  routes?: readonly Route[];
  resources: EngineResources;
  /** What every page shares (config, shell, asset URLs, islands, search settings). */
  context: RenderContext;
  /** Per source path: embedded file src as written → the copied file. */
  assetsBySource: Record<string, Record<string, AssetInfo>>;
  /** Loads page modules (bundled and imported) when some must be rendered. */
  loadModules: (sources: string[]) => Promise<LoadedModules>;
  /** Page modules whose files are unchanged since they last passed, with a key of their content. */
  unchangedModules: ReadonlyMap<string, string>;
  /** The MDX component registry, and the site's own components as worker threads import them. */
  components: { registry: ComponentEntry[]; modules: Record<string, SiteComponentModule> };
  /** Whether pages produce search records. */
  records: boolean;
  /** Whether pages with search records may be reused (only when the previous output's records are intact). */
  reuseRecordPages: boolean;
  /** Takes the search records of each route rendered now, as its batch comes back. */
  onRecords?: (routePath: string, records: SearchRecord[]) => void;
  /** The folder being filled (swapped in as the output at the end). */
  tempDir: string;
  manifest: RenderManifest;
  /** The engine's fingerprint (its code and dependencies): part of every render key. */
  engine: string;
  onRendered?: (done: number, total: number) => void;
}

export interface RenderStageResult {
  /** Routes whose files were reused from the previous output. */
  reused: number;
  rendered: number;
  diagnostics: Diagnostic[];
}

function jobOf(route: Route, input: RenderStageInput): RenderJob {
  const content = contentRefOf(input.graph, route, input.assetsBySource);
  return content ? { route, content } : { route };
}

export async function renderRoutes(input: RenderStageInput): Promise<RenderStageResult> {
  const { graph, manifest, tempDir, resources } = input;
  const contextFile = await writeContextFile(input);
  // The bundles' paths change with every build; what identifies a component's code is its key.
  const componentKeys = Object.entries(input.components.modules).map(([name, module]) => [name, module.key]);
  const contextKey = keyOf(input.engine, contentHash(JSON.stringify(input.context)), input.components.registry, componentKeys);
  const sidebars = sidebarsOfLocale(graph, input.context.site.locale);
  const sidebarKeys = new Map(Object.entries(sidebars).map(([id, items]) => [id, contentHash(JSON.stringify(items))]));
  const keyOfJob = (job: RenderJob) => keyOf(contextKey, job, 'sidebarId' in job.route && job.route.sidebarId ? sidebarKeys.get(job.route.sidebarId) : null);

  const result: RenderStageResult = { reused: 0, rendered: 0, diagnostics: [] };
  const routes = input.routes ?? graph.routes;
  const total = routes.length;
  let done = 0;
  const progress = () => input.onRendered?.(++done, total);

  // Routes whose inputs did not change are linked from the previous output; the others are rendered below.
  const toRender: Array<{ job: RenderJob; key: string }> = [];
  const moduleRoutes: Route[] = [];
  const keyed = routes.map((route) => {
    const job = jobOf(route, input);
    if (!isModuleRoute(route)) return { route, job, key: keyOfJob(job) };
    // A page module's output follows from its route and the content of every file its bundle reads.
    const files = input.unchangedModules.get((route as { source: string }).source);
    return { route, job: undefined, key: files ? moduleKey(contextKey, route, files) : undefined };
  });
  for (const { route, job, key } of keyed) {
    const reusable = input.reuseRecordPages || !hasSearchRecords(route);
    if (key && reusable && manifest.reuse(route.path, key, tempDir)) {
      result.reused++;
      progress();
    } else if (job && key) toRender.push({ job, key });
    else moduleRoutes.push(route);
  }

  try {
    // A large page is rendered alone, on the thread without the heap limit (see `LARGE_TREE_BYTES`).
    const isLarge = ({ job }: (typeof toRender)[number]) => !!job.content && resources.store.sizeSync(job.content.contentKey) > LARGE_TREE_BYTES;
    const large = new Set(toRender.filter(isLarge));
    const others = large.size ? toRender.filter((item) => !large.has(item)) : toRender;
    const batches: Array<typeof toRender> = [...large].map((item) => [item]);
    for (let i = 0; i < others.length; i += BATCH_SIZE) batches.push(others.slice(i, i + BATCH_SIZE));
    resources.workers.plan(toRender.length);
    const lanes = Math.max(1, resources.workers.threads * 2);
    const missing: RenderJob[] = [];
    await mapLimited(batches, lanes, async (batch) => {
      const task = { contextFile, store: resources.store.location, outDir: tempDir, jobs: batch.map((b) => b.job) };
      const results = await resources.workers.render(large.has(batch[0]) ? { ...task, large: true } : task);
      results.forEach((res, i) => {
        if (res.missingContent) missing.push(batch[i].job);
        else if (res.error) result.diagnostics.push(renderFailure(input, batch[i].job.route, res.error));
        else settle(result, manifest, res, batch[i].key, progress, input.onRecords);
      });
    });
    if (missing.length) throw new Error(`the content of ${missing.map((j) => j.route.path).join(', ')} is missing from the content store`);
    await renderModules(input, contextKey, moduleRoutes, result, progress);
  } finally {
    await rm(contextFile, { force: true });
  }
  return result;
}

/**
 * A route whose render threw: a site component's own code failing (its stack leads into the components folder) is
 * the writer's to fix, reported at its place; anything else is a bug of docgen.
 */
function renderFailure(input: RenderStageInput, route: Route, failure: { message: string; stack?: string }): Diagnostic {
  const error = Object.assign(new Error(failure.message), { stack: failure.stack ?? failure.message });
  const folder = input.graph.config.markdown.components?.replace(/^\.\/|\/+$/g, '');
  const place = folder ? placeInStack(input.root, error.stack) : undefined;
  if (!place || !place.file.startsWith(`${folder}/`)) throw new Error(`rendering ${route.path} failed: ${failure.message}`, { cause: failure.stack });
  const source = 'source' in route ? route.source : route.path;
  const thrown = moduleError(input.root, source, error, 'while rendering', 'the component');
  return { ...thrown, message: thrown.message.replace(' threw while rendering', ` threw while rendering ${source}`) };
}

function moduleKey(contextKey: string, route: Route, inputs: string): string {
  return keyOf(contextKey, route, inputs);
}

function settle(
  result: RenderStageResult,
  manifest: RenderManifest,
  res: RenderJobResult,
  key: string,
  progress: () => void,
  onRecords: RenderStageInput['onRecords'],
): void {
  result.rendered++;
  if (res.records.length) onRecords?.(res.path, res.records);
  manifest.record(res.path, { key, files: res.files });
  progress();
}

/**
 * Page modules are bundled, imported and rendered on this thread (their code cannot be handed to a worker), and only
 * when their output could not be reused.
 */
async function renderModules(
  input: RenderStageInput,
  contextKey: string,
  routes: readonly Route[],
  result: RenderStageResult,
  progress: () => void,
): Promise<void> {
  if (routes.length === 0) return;
  const sources = routes.map((route) => (route as { source: string }).source);
  const [theme, loaded] = await Promise.all([import('@docgen/theme'), input.loadModules(sources)]);
  result.diagnostics.push(...loaded.diagnostics);
  const rendering: RouteRendering = {
    renderer: theme.createRenderer(input.context),
    registry: input.components.registry,
    llms: input.graph.config.llms?.enabled ? await import('@docgen/llms') : undefined,
    config: input.graph.config,
  };
  for (const route of routes) {
    if (!isModuleRoute(route)) continue;
    const module = loaded.modules[route.source];
    if (!module) continue;
    let rendered;
    try {
      rendered = renderRoute(rendering, { route, module });
    } catch (e) {
      // A page module's own code failing is the writer's to fix.
      result.diagnostics.push(pageModuleError(input.root, route.source, e, 'while rendering'));
      continue;
    }
    const files = await Promise.all(routeFiles(route.path, rendered).map((file) => writeOut(input.tempDir, file.path, file.data)));
    // Remembered under the key the next build will find for the module's files (they passed, so they are remembered).
    const inputs = loaded.inputKeys[route.source];
    if (inputs) input.manifest.record(route.path, { key: moduleKey(contextKey, route, inputs), files });
    result.rendered++;
    progress();
  }
}

async function writeOut(dir: string, rel: string, data: string): Promise<WrittenFile> {
  const file = path.join(dir, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  const info = await stat(file);
  return { path: rel, size: info.size, mtimeMs: info.mtimeMs };
}

/** The shared context, written once for the workers to read (it holds every sidebar: too big to send per task). */
async function writeContextFile(input: RenderStageInput): Promise<string> {
  const siteComponents = Object.fromEntries(Object.entries(input.components.modules).map(([name, module]) => [name, module.file]));
  const data: RenderContextFile = {
    ...input.context,
    sidebars: sidebarsOfLocale(input.graph, input.context.site.locale),
    records: input.records,
    registry: input.components.registry,
    siteComponents,
  };
  const text = JSON.stringify(data);
  const file = path.join(os.tmpdir(), `docgen-render-${process.pid}-${contentHash(text, 12)}.json`);
  await writeFile(file, text);
  return file;
}
