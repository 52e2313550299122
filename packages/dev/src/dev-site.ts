/**
 * The site as `docgen serve --watch` serves it: a site session kept open across edits (parse results cached by
 * content hash, the graph made again on each change, tens of milliseconds), and pages rendered when they are asked
 * for, so an edit costs one parse and one render. A change that breaks the site keeps the last good state. What is
 * here is about watching and serving; opening, parsing and rendering are the engine's.
 */
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  bundleMathStylesheet,
  bundleRuntime,
  bundleStylesheet,
  collectContentAssets,
  componentRegistry,
  graphFiles,
  loadPageModules,
  loadSiteComponents,
  localeOfRoute,
  localesOf,
  onDemandRenderer,
  pageModuleError,
  searchOutput,
  SiteSession,
  type AssetCache,
  type FileChange,
  type LoadedComponents,
  type MathStylesheet,
  type OnDemandRenderer,
  type RouteWants,
  type RuntimeBundle,
  type SitePart,
  type WorkersOptions,
} from '@docgen/engine';
import {
  DiagnosticError,
  hasSearchRecords,
  LLMS_FULL_TXT_PATH,
  LLMS_TXT_PATH,
  pageDataUrl,
  routeOfMarkdownUrl,
  type Diagnostic,
  type RenderedPage,
  type Route,
  type SiteGraph,
} from '@docgen/core';
import { themeStylesheet } from '@docgen/theme/styles';
import type { ModulePage } from '@docgen/theme';
import { buildDiagnostics, compiledTheme, bundleThemeFromSources, type ThemeModule } from './theme-loader.js';

export const DEV_CLIENT_PATH = '/__docgen/dev-client.js';
export const EVENTS_PATH = '/__docgen/events';
/** The dev server's local index folder (`_search/dev/`): one name for every state, built when first asked for. */
const DEV_SEARCH_FOLDER = 'dev';

/** A file the dev server answers with: made in memory, or a file of the site read when asked for. */
export type ServedFile = { data: string | Uint8Array } | { from: string };

/** What a change touches: a part of the site, or the theme's own code and stylesheet. */
export type ChangeKind = SitePart | 'styles' | 'theme' | 'runtime';

export type Change = FileChange;

export interface UpdateResult {
  /** What the browsers should do. */
  action: 'refresh' | 'css' | 'reload' | 'none';
  css?: string;
  pages: number;
  durationMs: number;
}

/** The site as served: one good graph and what its pages are rendered with. */
interface State {
  graph: SiteGraph;
  renderer: OnDemandRenderer;
  routes: Map<string, Route>;
  /** `/_data/<route>.json` → the route. */
  dataRoutes: Map<string, string>;
  files: Map<string, ServedFile>;
  /** The page modules of this state (a module that fails to compile later keeps serving this version). */
  modules: Record<string, ModulePage>;
  /** The search records and index, made when first asked for. */
  search?: Promise<void>;
  /** Each route's document (with the dev client) and Markdown version, made once per state when asked for. */
  pages: Map<string, Promise<RenderedPage | undefined>>;
  markdown: Map<string, Promise<string | undefined>>;
}

/** A file for AI readers as the dev server answers it: made whole, or (llms-full.txt) a page at a time. */
export type AiFile = { type: string; body: string } | { type: string; chunks: AsyncIterable<string> };

export class DevSite {
  readonly root: string;
  private session!: SiteSession;
  private stylesheet!: { path: string; data: string | Uint8Array };
  private runtime!: RuntimeBundle;
  private modules: Record<string, ModulePage> = {};
  private siteComponents: LoadedComponents = { implementations: {}, modules: {}, diagnostics: [] };
  private moduleProblems: Diagnostic[] = [];
  /** The theme's server side: the compiled package, or a bundle of its sources once they have changed. */
  private theme!: ThemeModule;
  private readonly themeDir: string;
  private state?: State;
  /** Problems of the last attempt, when it failed (errors, and the warnings beside them). */
  problems: Diagnostic[] = [];
  /** Warnings of the last good build. */
  warnings: Diagnostic[] = [];
  /** Embedded files (images) read so far; a change to one forgets it. */
  private assets: AssetCache = new Map();
  /** KaTeX's stylesheet and fonts, bundled when a page first has math. */
  private mathStylesheet?: Promise<MathStylesheet>;
  /** The stylesheet's entry file. */
  readonly stylesheetEntry: string;
  private readonly workers: WorkersOptions;
  /** Where the site's components are bundled (they stay while the dev site lives). */
  private readonly componentsDir = path.join(os.tmpdir(), `docgen-dev-components-${process.pid}-${Date.now()}`);

  constructor(root: string, themeDir: string, stylesheet = themeStylesheet, workers: WorkersOptions = {}) {
    this.root = path.resolve(root);
    this.themeDir = themeDir;
    this.stylesheetEntry = stylesheet;
    this.workers = workers;
  }

  get graph(): SiteGraph | undefined {
    return this.state?.graph;
  }

  get config() {
    return this.session.config;
  }

  get pluginFiles(): string[] {
    return this.session.pluginFiles;
  }

  get styleUrl(): string {
    return `/${this.stylesheet.path}`;
  }

  /**
   * First build. Throws a DiagnosticError only when the configuration cannot be read; problems in the content are
   * kept in `problems` (the server starts and shows them, and the next change that fixes them builds). The parse
   * cache and the runtime bundle of earlier builds make the first page appear fast; one worker stays ready for saves.
   */
  async init(): Promise<number> {
    const started = performance.now();
    this.session = await SiteSession.open({
      root: this.root,
      git: false,
      includeDrafts: true,
      keepTexts: true,
      workers: { ...this.workers, keepAlive: true },
    });
    const cacheDir = this.session.resources.cacheDir;
    [this.stylesheet, this.runtime, this.theme] = await Promise.all([bundleStylesheet(this.stylesheetEntry), bundleRuntime(cacheDir), compiledTheme()]);
    await this.reloadModules();
    await this.rebuild();
    void this.session.save();
    return performance.now() - started;
  }

  /** Loads the parser and the highlighter ahead of the first edit. */
  warmUp(): Promise<void> {
    return this.session.warmUp();
  }

  /** Saves the cache, ends the workers and removes the bundles of the site's components. */
  async close(): Promise<void> {
    await this.session?.close();
    await rm(this.componentsDir, { recursive: true, force: true });
  }

  /** Which part of the site a changed path belongs to, or which of the theme's parts. */
  classify(change: Change): ChangeKind | undefined {
    const part = this.session.classify(change.path);
    if (part) return part;
    if (change.path.endsWith('.css')) return 'styles';
    if (!/\.(tsx?|jsx?)$/.test(change.path) || /\.test\.tsx?$/.test(change.path)) return undefined;
    // Theme sources render on the server and hydrate in the browser; runtime sources only run in the browser.
    return path.isAbsolute(change.path) && !path.relative(this.themeDir, change.path).startsWith('..') ? 'theme' : 'runtime';
  }

  private async reloadModules(): Promise<void> {
    const { session } = this;
    const [loaded, components] = await Promise.all([
      loadPageModules(this.root, session.entries(), path.join(os.tmpdir(), `docgen-dev-modules-${process.pid}`)),
      loadSiteComponents(this.root, componentRegistry(session.config, session.files), this.componentsDir),
    ]);
    this.modules = loaded.modules;
    this.siteComponents = components;
    this.moduleProblems = [...loaded.diagnostics, ...components.diagnostics];
  }

  /** Applies file changes and rebuilds what they touch. On failure the last good state stays and `problems` says why. */
  async update(changes: readonly Change[]): Promise<UpdateResult> {
    const started = performance.now();
    const kinds = new Set(changes.map((c) => this.classify(c)).filter((k): k is ChangeKind => k !== undefined));
    let action: UpdateResult['action'] = kinds.size === 0 ? 'none' : 'refresh';
    try {
      if (kinds.has('config') && ((await this.session.settingsChanged()) || this.problems.length)) {
        // The folders themselves may have moved, and the shell (navbar, footer) with them.
        await this.session.reload();
        this.assets.clear();
        await this.reloadModules();
        action = 'reload';
      } else {
        const applied = await this.session.applyChanges(changes);
        for (const change of applied) this.assets.delete(change.path);
        // Saved without a difference (or reported twice): nothing to do.
        if (applied.length === 0 && !kinds.has('styles') && !kinds.has('theme') && !kinds.has('runtime')) action = 'none';
        // Page modules and site components are bundled again (a component's helper file may have changed).
        if (kinds.has('components') || changes.some((c) => /\.[jt]sx$/i.test(c.path) && this.classify(c) === 'content')) await this.reloadModules();
        // The common case, prose edited: when nothing the graph reads has changed, only the pages are swapped.
        else if (kinds.size === 1 && applied.length && !this.problems.length && this.state) {
          const patched = await this.session.patch(this.state.graph, applied);
          if (patched) {
            await this.install(patched);
            return this.result('refresh', started);
          }
        }
      }
      if (kinds.has('styles')) {
        this.stylesheet = await bundleStylesheet(this.stylesheetEntry).catch((e: unknown) => Promise.reject(buildDiagnostics(e, this.root, changes[0].path)));
        if (action === 'refresh') action = 'css';
      }
      if (kinds.has('theme')) this.theme = await bundleThemeFromSources(this.themeDir, path.join(this.root, '.docgen', 'dev-theme'));
      if (kinds.has('theme') || kinds.has('runtime')) {
        this.runtime = await bundleRuntime(this.session.resources.cacheDir).catch((e: unknown) =>
          Promise.reject(buildDiagnostics(e, this.root, changes[0].path)),
        );
        action = 'reload';
      }
      if (action !== 'none') await this.rebuild();
    } catch (e) {
      this.problems = e instanceof DiagnosticError ? e.diagnostics : [{ severity: 'error', file: changes[0]?.path ?? '', message: (e as Error).message }];
    }
    if (this.problems.some((d) => d.severity === 'error')) action = 'none';
    return this.result(action, started);
  }

  private result(action: UpdateResult['action'], started: number): UpdateResult {
    return { action, css: action === 'css' ? this.styleUrl : undefined, pages: this.state?.routes.size ?? 0, durationMs: performance.now() - started };
  }

  private async rebuild(): Promise<void> {
    const { graph } = await this.session.assemble();
    const problems = [...this.moduleProblems, ...graph.diagnostics];
    const failed = problems.some((d) => d.severity === 'error');
    this.problems = failed ? problems : [];
    if (failed) return;
    this.warnings = problems;
    await this.install(graph);
  }

  /** Makes a good graph the one served: its embedded files, a renderer, sidebars; pages render on request. */
  private async install(graph: SiteGraph): Promise<void> {
    const content = await collectContentAssets(this.root, Object.values(graph.pages), this.assets);
    const registry = componentRegistry(graph.config, this.session.files);
    const math = Object.values(graph.pages).some((page) => page.math) ? await (this.mathStylesheet ??= bundleMathStylesheet()) : undefined;
    const shared = {
      assets: { css: [this.styleUrl], js: [this.runtime.entry] },
      islands: this.runtime.islands,
      components: { registry, implementations: { ...this.theme.BUILTIN_CONTENT_COMPONENTS.implementations, ...this.siteComponents.implementations } },
      ...(math ? { mathStylesheet: math.url } : {}),
    };
    const files = new Map<string, ServedFile>();
    for (const file of [this.stylesheet, ...this.runtime.files, ...(math?.files ?? []), ...graphFiles(graph)]) files.set(`/${file.path}`, { data: file.data });
    for (const file of content.outputs) files.set(`/${file.path}`, { from: file.from });
    const { store } = this.session.resources;
    this.state = {
      graph,
      renderer: onDemandRenderer({ graph, store, theme: this.theme, shared, registry, assetsBySource: content.files, modules: this.modules }),
      routes: new Map(graph.routes.map((r) => [r.path, r])),
      dataRoutes: new Map(graph.routes.map((r) => [pageDataUrl(r.path), r.path])),
      files,
      modules: this.modules,
      pages: new Map(),
      markdown: new Map(),
    };
  }

  /** A built file (asset, sidebar data, sitemap, search index), if the path names one. */
  async file(urlPath: string): Promise<ServedFile | undefined> {
    const state = this.state;
    if (!state) return undefined;
    if (urlPath.startsWith('/_search/')) await (state.search ??= this.makeSearchFiles(state));
    return state.files.get(urlPath);
  }

  /** Records and the local index of each locale (every file of it at once: a query reads several). */
  private async makeSearchFiles(state: State): Promise<void> {
    const { graph } = state;
    for (const locale of localesOf(graph)) {
      const records = [];
      for (const route of graph.routes) {
        if (!hasSearchRecords(route) || localeOfRoute(graph, route) !== locale) continue;
        records.push(...(await state.renderer.render(route, { document: false, markdown: false })).records);
      }
      for (const file of await searchOutput(graph.config, records, { folder: DEV_SEARCH_FOLDER, locale }))
        state.files.set(`/${file.path}`, { data: file.data });
    }
  }

  /** Made once per state: a failure is not kept, so the next request tries again. */
  private once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
    let made = cache.get(key);
    if (!made) {
      made = make();
      made.catch(() => cache.delete(key));
      cache.set(key, made);
    }
    return made;
  }

  /** Renders a route, with the dev client added to the HTML. */
  render(routePath: string): Promise<RenderedPage | undefined> {
    const state = this.state;
    const route = state?.routes.get(routePath);
    if (!route || !state) return Promise.resolve(undefined);
    return this.once(state.pages, routePath, async () => {
      const { html, pageData } = await this.renderSafely(state, route, { markdown: false, records: false });
      return html === undefined
        ? undefined
        : { path: route.path, pageData, html: html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`) };
    });
  }

  /** A route's Markdown version, or undefined when it has none. */
  private markdownOf(state: State, routePath: string): Promise<string | undefined> {
    const route = state.routes.get(routePath);
    if (!route) return Promise.resolve(undefined);
    return this.once(state.markdown, routePath, async () => (await this.renderSafely(state, route, { document: false, records: false })).markdown);
  }

  private async renderSafely(state: State, route: Route, wants: RouteWants) {
    try {
      return await state.renderer.render(route, wants);
    } catch (e) {
      // A page module's own code failing is the writer's to fix: reported as `docgen build` reports it.
      if (route.kind === 'page' && route.format === 'module') throw new DiagnosticError([pageModuleError(this.root, route.source, e, 'while rendering')]);
      throw e;
    }
  }

  /** The not-found page of the locale a path belongs to (`/fr/x` → `/fr/404`). */
  notFoundRoute(urlPath: string): string {
    const graph = this.state?.graph;
    const locale = graph?.locales?.find((l) => l.routeBase && (urlPath === l.routeBase || urlPath.startsWith(`${l.routeBase}/`)));
    return locale ? `${locale.routeBase}/404` : '/404';
  }

  /**
   * `/llms.txt`, `/llms-full.txt` and `/<route>.md`, made from the current state as a build makes them (the site's own
   * static file of the same name wins, as in a build); undefined when the path is none of them or the site writes none.
   */
  async aiFile(urlPath: string): Promise<AiFile | undefined> {
    const state = this.state;
    if (!state?.graph.config.llms?.enabled) return undefined;
    const index = urlPath === LLMS_TXT_PATH;
    const full = urlPath === LLMS_FULL_TXT_PATH;
    const routePath = index || full ? undefined : routeOfMarkdownUrl(urlPath);
    if (!index && !full && routePath === undefined) return undefined;
    if ((index || full) && (await exists(path.join(this.root, state.graph.config.staticDir, urlPath)))) return undefined;
    const llms = await import('@docgen/llms');
    if (index) return { type: 'text/plain; charset=utf-8', body: llms.llmsTxt(state.graph) };
    if (full) return { type: 'text/plain; charset=utf-8', chunks: llms.llmsFullChunks(state.graph, (route) => this.markdownOf(state, route.path)) };
    const body = await this.markdownOf(state, routePath!);
    return body === undefined ? undefined : { type: 'text/markdown; charset=utf-8', body };
  }

  /** `/_data/<route>.json` → the route's page data. */
  async pageData(urlPath: string): Promise<string | undefined> {
    const route = this.state?.dataRoutes.get(urlPath);
    const page = route === undefined ? undefined : await this.render(route);
    return page?.pageData ? JSON.stringify(page.pageData) : undefined;
  }
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
