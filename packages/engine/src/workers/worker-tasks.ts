/**
 * The work a build hands to worker threads (or runs inline, with the same code): parsing one file and rendering a
 * batch of routes. Tasks and results are small plain data: a worker reads and writes the big things itself (the
 * source's tree goes to the content store; rendered pages go to the output folder), so no tree or page crosses
 * threads.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import path from 'node:path';
import { type ComponentEntry, type Diagnostic, type ParsedPage, type Route, type SidebarItem, type SourceFile } from '@docgen/core';
import type { ComponentType } from 'react';
import { pathToFileURL } from 'node:url';
import type { MarkdownProcessor, PendingHighlight } from '@docgen/markdown';
import type { SearchRecord } from '@docgen/search';
import type { PageContent, RenderContext } from '@docgen/theme';
import { ContentStore, type ContentStoreLocation } from '../cache/content-store.js';
import { completeTree } from '../parse/highlights.js';
import { renderRoute, routeFiles, sidebarIdOf, type RouteRendering } from '../render/route.js';
import { loadUserPlugins, PluginLoadError, pluginLoadProblem } from '../parse/load-plugins.js';
import type { MarkdownSettings } from '../parse/markdown-settings.js';

/** A parse's result: the page, and the code blocks its tree left to be highlighted (see `MarkdownSettings.highlight`). */
export type ParseResult = ParsedPage & { highlights?: PendingHighlight[] };

export interface ParseTask {
  source: Pick<SourceFile, 'path' | 'text'>;
  /** Where the tree goes in the store. */
  contentKey: string;
  store: ContentStoreLocation;
  /** What the processor is made of (math, diagrams, the site's plugins). */
  settings: MarkdownSettings;
  /** Told when the parse itself begins (the parser is loaded), so that its time limit measures the parse alone. */
  started?: MessagePort;
}

/** A processor, or why the site's plugins could not make one (one error at the plugin's place). */
type Ready = { processor: MarkdownProcessor } | { problem: Diagnostic };

/**
 * Per thread, the processor of each settings (a build has one; the dev server's change with the configuration). A
 * processor is made once and reused (making one costs more than parsing a small page); between files it keeps only
 * the highlighted lines of recent code blocks. Per worker thread (deliberate): the pool's owner, a build or a dev
 * site, owns the thread and ends it.
 */
const processors = new Map<string, Promise<Ready>>();

/** The parser for `settings`, with the highlighter loaded by a first small parse. */
function markdownProcessor(settings: MarkdownSettings): Promise<Ready> {
  const key = JSON.stringify(settings);
  let ready = processors.get(key);
  if (!ready) {
    ready = (async (): Promise<Ready> => {
      const m = await import('@docgen/markdown');
      let made: MarkdownProcessor;
      try {
        const [remarkPlugins, rehypePlugins] = await Promise.all([loadUserPlugins(settings.remarkPlugins), loadUserPlugins(settings.rehypePlugins)]);
        made = m.createMarkdownProcessor({
          math: settings.math,
          mermaid: settings.mermaid,
          mermaidModule: settings.mermaidCheck?.file,
          remarkPlugins,
          rehypePlugins,
          deferHighlighting: settings.highlight && { salt: settings.highlight.salt },
        });
      } catch (e) {
        if (e instanceof PluginLoadError) return { problem: e.problem };
        if (e instanceof m.MarkdownPluginError) {
          const ref = [...settings.remarkPlugins, ...settings.rehypePlugins].find((p) => p.kind === e.plugin.kind && p.name === e.plugin.name);
          return { problem: pluginLoadProblem(ref ?? e.plugin, e.reason) };
        }
        throw e;
      }
      await made.parse({ path: '__warm-up__.md', text: '# Warm-up\n\n```bash\necho ready\n```\n' });
      return { processor: made };
    })();
    if (processors.size > 4) processors.delete(processors.keys().next().value!);
    processors.set(key, ready);
  }
  return ready;
}

/** The result of a file that was not parsed because the plugins could not be loaded (see `parseSources`). */
function unparsedForPlugins(task: ParseTask, problem: Diagnostic): ParsedPage {
  const page = {
    source: task.source.path,
    frontMatter: { extra: {} },
    headings: [],
    anchorIds: [],
    links: [],
    assets: [],
    excerpt: '',
    frontMatterPlaces: {},
    imports: [],
    components: [],
  };
  return { ...page, diagnostics: [problem], contentKey: task.contentKey };
}

export async function parseTask(task: ParseTask): Promise<ParseResult> {
  const ready = await markdownProcessor(task.settings);
  if ('problem' in ready) return unparsedForPlugins(task, ready.problem);
  task.started?.postMessage('started');
  const { page, tree } = await ready.processor.parse(task.source);
  new ContentStore(task.store).putSync(task.contentKey, tree);
  if (!task.settings.highlight) return { ...page, contentKey: task.contentKey };
  const { pendingHighlights } = await import('@docgen/markdown/highlights');
  const highlights = pendingHighlights(tree as unknown as Parameters<typeof pendingHighlights>[0]);
  return { ...page, contentKey: task.contentKey, ...(highlights.length ? { highlightKeys: highlights.map((h) => h.key), highlights } : {}) };
}

/** Code blocks to highlight into the store, each under its key (see `Workers.highlight`). */
export interface HighlightTask {
  blocks: PendingHighlight[];
  store: ContentStoreLocation;
  /** Told when the highlighting begins (see `ParseTask.started`). */
  started?: MessagePort;
}

export async function highlightTask(task: HighlightTask): Promise<void> {
  const { highlightLines } = await import('@docgen/markdown');
  task.started?.postMessage('started');
  const store = new ContentStore(task.store);
  for (const block of task.blocks) store.putSync(block.key, await highlightLines(block.code, block.language));
}

/** What every page of a build shares, written once to a file that each worker reads once. */
export interface RenderContextFile extends Omit<RenderContext, 'components'> {
  sidebars: Record<string, SidebarItem[]>;
  /** Whether pages produce search records (a local index or `search push` needs them). */
  records: boolean;
  /** The MDX component registry (built-ins and the site's own). */
  registry: ComponentEntry[];
  /** The site's components: name → bundled module file, imported by each worker. */
  siteComponents: Record<string, string>;
}

/** One route to render, with the keys of what it needs. */
export interface RenderJob {
  route: Route;
  content?: Omit<PageContent, 'tree'> & { contentKey: string };
}

export interface RenderTask {
  /** JSON file of a `RenderContextFile`. */
  contextFile: string;
  /** A large page's job, alone in its task: it runs on the thread without the heap limit (see `LARGE_TREE_BYTES`). */
  large?: boolean;
  store: ContentStoreLocation;
  /** The (temporary) output folder pages are written into. */
  outDir: string;
  jobs: RenderJob[];
}

/** A file a render wrote: its path in the output folder, size and modification time (to recognise it later). */
export interface WrittenFile {
  path: string;
  size: number;
  mtimeMs: number;
  /** A hash of the content, for files that a later build may find unchanged under another folder (the search index's). */
  hash?: string;
}

export interface RenderJobResult {
  path: string;
  files: WrittenFile[];
  records: SearchRecord[];
  /** Set when the page's tree was not in the store (the caller parses it again). */
  missingContent?: true;
  /** A render that threw: the error's message and stack, for the caller to report. */
  error?: { message: string; stack?: string };
}

interface RenderState {
  context: RenderContextFile;
  rendering: RouteRendering;
  folders: Set<string>;
}

/**
 * Per worker thread (deliberate, like the processor above): the renderer of each build's context (a build has one;
 * the dev server's tests make several).
 */
const states = new Map<string, Promise<RenderState>>();

function renderState(contextFile: string): Promise<RenderState> {
  let state = states.get(contextFile);
  if (!state) {
    state = (async () => {
      const [context, theme] = await Promise.all([readFile(contextFile, 'utf8').then((t) => JSON.parse(t) as RenderContextFile), import('@docgen/theme')]);
      const records = context.records ? (await import('@docgen/search')).recordsOfPage : undefined;
      const llms = context.config.llms?.enabled ? await import('@docgen/llms') : undefined;
      const implementations = { ...theme.BUILTIN_CONTENT_COMPONENTS.implementations };
      for (const [name, file] of Object.entries(context.siteComponents)) {
        implementations[name] = ((await import(pathToFileURL(file).href)) as { default: ComponentType }).default;
      }
      const renderer = theme.createRenderer({ ...context, components: { registry: context.registry, implementations } });
      return { context, rendering: { renderer, registry: context.registry, records, llms, config: context.config }, folders: new Set<string>() };
    })();
    if (states.size > 4) states.delete(states.keys().next().value!);
    states.set(contextFile, state);
  }
  return state;
}

/** Blocking writes: this thread has nothing else to do meanwhile, and a promise per file costs more than the write. */
function writeOutput(state: RenderState, outDir: string, rel: string, data: string): WrittenFile {
  const file = path.join(outDir, rel);
  const folder = path.dirname(file);
  if (!state.folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    state.folders.add(folder);
  }
  writeFileSync(file, data);
  const info = statSync(file);
  return { path: rel, size: info.size, mtimeMs: info.mtimeMs };
}

async function renderJob(state: RenderState, task: RenderTask, store: ContentStore, job: RenderJob): Promise<RenderJobResult> {
  const { route } = job;
  let content: PageContent | undefined;
  if (job.content) {
    const tree = store.getSync(job.content.contentKey);
    if (!tree) return { path: route.path, files: [], records: [], missingContent: true };
    content = { tree: await completeTree(tree, store), links: job.content.links, assets: job.content.assets };
  }
  const sidebarId = sidebarIdOf(route);
  let rendered;
  try {
    // Its Markdown renders the site's components too: a component that throws fails the page the same way.
    rendered = renderRoute(state.rendering, { route, content, sidebar: sidebarId ? state.context.sidebars[sidebarId] : undefined });
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    return { path: route.path, files: [], records: [], error: { message: error.message, stack: error.stack } };
  }
  const files = routeFiles(route.path, rendered).map((file) => writeOutput(state, task.outDir, file.path, file.data));
  return { path: route.path, files, records: rendered.records };
}

/** Renders a batch of routes and writes their documents, page data and Markdown versions into the output folder. */
export async function renderTask(task: RenderTask): Promise<RenderJobResult[]> {
  const state = await renderState(task.contextFile);
  const store = new ContentStore(task.store);
  const results: RenderJobResult[] = [];
  for (const job of task.jobs) results.push(await renderJob(state, task, store, job));
  return results;
}
