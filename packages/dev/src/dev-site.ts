/**
 * The site as `docgen serve --watch` serves it: a site session kept open across edits (parse results cached by
 * content hash, the graph made again on each change, tens of milliseconds), and pages rendered when they are asked
 * for, so an edit costs one parse and one render. A change that breaks the site keeps the last good state. What is
 * here is about watching and serving; opening, parsing and rendering are the engine's.
 */
import path from 'node:path';
import {
  bundleMathStylesheet,
  bundleRuntime,
  bundleStylesheet,
  onDemandSite,
  SiteSession,
  type AiFile,
  type AssetCache,
  type FileChange,
  type LoadedComponents,
  type MathStylesheet,
  type OnDemandSite,
  type RuntimeBundle,
  type ServedFile,
  type SitePart,
  type WorkersOptions,
} from '@docgen/engine';
import { DiagnosticError, pageDataUrl, type Diagnostic, type RenderedPage, type Route, type SiteGraph } from '@docgen/core';
import { themeStylesheet } from '@docgen/theme/styles';
import type { ModulePage } from '@docgen/theme';
import { buildDiagnostics, compiledTheme, bundleThemeFromSources, type ThemeModule } from './theme-loader.js';

export type { AiFile, ServedFile };

export const DEV_CLIENT_PATH = '/__docgen/dev-client.js';
export const EVENTS_PATH = '/__docgen/events';
/** The dev server's local index folder (`_search/dev/`): one name for every state, built when first asked for. */
const DEV_SEARCH_FOLDER = 'dev';

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

/** The site as served: one good graph's output, made when asked for. */
interface State {
  site: OnDemandSite;
  routes: Map<string, Route>;
  /** `/_data/<route>.json` → the route. */
  dataRoutes: Map<string, string>;
  /** The search records and index, made when first asked for. */
  search?: Promise<void>;
}

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

  constructor(root: string, themeDir: string, stylesheet = themeStylesheet, workers: WorkersOptions = {}) {
    this.root = path.resolve(root);
    this.themeDir = themeDir;
    this.stylesheetEntry = stylesheet;
    this.workers = workers;
  }

  get graph(): SiteGraph | undefined {
    return this.state?.site.graph;
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

  /** Saves the cache, ends the workers and removes the bundled site code. */
  async close(): Promise<void> {
    await this.session?.close();
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
    const [loaded, components] = await Promise.all([this.session.loadPageModules(), this.session.loadComponents()]);
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
          const patched = await this.session.patch(this.state.site.graph, applied);
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
    const { session } = this;
    const site = await onDemandSite({
      root: this.root,
      graph,
      store: session.resources.store,
      theme: this.theme,
      stylesheet: this.stylesheet,
      runtime: this.runtime,
      registry: session.registry,
      components: this.siteComponents,
      modules: this.modules,
      assetCache: this.assets,
      math: () => (this.mathStylesheet ??= bundleMathStylesheet()),
    });
    const routes = new Map(graph.routes.map((r) => [r.path, r]));
    this.state = { site, routes, dataRoutes: new Map(graph.routes.map((r) => [pageDataUrl(r.path), r.path])) };
  }

  /** A built file (asset, sidebar data, sitemap, search index), if the path names one. */
  async file(urlPath: string): Promise<ServedFile | undefined> {
    const state = this.state;
    if (!state) return undefined;
    if (urlPath.startsWith('/_search/')) await (state.search ??= state.site.addSearchFiles(DEV_SEARCH_FOLDER));
    return state.site.files.get(urlPath);
  }

  /** Renders a route (once per state), with the dev client added to the HTML. */
  async render(routePath: string): Promise<RenderedPage | undefined> {
    const state = this.state;
    const route = state?.routes.get(routePath);
    if (!route || !state) return undefined;
    const { html, pageData } = await state.site.page(route);
    return html === undefined
      ? undefined
      : { path: route.path, pageData, html: html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`) };
  }

  /** The not-found page of the locale a path belongs to (`/fr/x` → `/fr/404`). */
  notFoundRoute(urlPath: string): string {
    const locale = this.graph?.locales?.find((l) => l.routeBase && (urlPath === l.routeBase || urlPath.startsWith(`${l.routeBase}/`)));
    return locale ? `${locale.routeBase}/404` : '/404';
  }

  /** `/llms.txt`, `/llms-full.txt` and `/<route>.md`, as a build writes them; undefined when the site writes none. */
  aiFile(urlPath: string): Promise<AiFile | undefined> {
    const state = this.state;
    return state ? state.site.aiFile(urlPath) : Promise.resolve(undefined);
  }

  /** `/_data/<route>.json` → the route's page data. */
  async pageData(urlPath: string): Promise<string | undefined> {
    const route = this.state?.dataRoutes.get(urlPath);
    const page = route === undefined ? undefined : await this.render(route);
    return page?.pageData ? JSON.stringify(page.pageData) : undefined;
  }
}
