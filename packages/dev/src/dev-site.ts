/**
 * The site held in memory by `docgen serve --watch`. Sources are re-read only when they change, parse results are
 * cached by content hash, the graph is rebuilt on each change (tens of milliseconds), and pages are rendered on
 * request, so an edit costs one parse and one render. A change that breaks the site keeps the last good state.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assembleGraph,
  bundleRuntime,
  CONFIG_FILE,
  SIDEBARS_FILE,
  parseSources,
  parserSettings,
  loadMarkdownSettings,
  type MarkdownSettings,
  type AssetCache,
  bundleStylesheet,
  collectContentAssets,
  localeOfRoute,
  localeRenderContext,
  localesOf,
  localizedDirs,
  translationFiles,
  componentRegistry,
  graphFiles,
  bundleMathStylesheet,
  type MathStylesheet,
  loadPageModules,
  loadSiteComponents,
  loadSiteSettings,
  openResources,
  PageCache,
  readTree,
  pageModuleError,
  releasedVersionDirs,
  searchOutput,
  siteFolders,
  type EngineResources,
  type LoadedComponents,
  type RuntimeBundle,
  type SiteSettings,
  type WorkersOptions,
} from '@docgen/engine';
import {
  DiagnosticError,
  hasMarkdownVersion,
  hasSearchRecords,
  I18N_DIR,
  LLMS_FULL_TXT_PATH,
  LLMS_TXT_PATH,
  pageDataUrl,
  routeOfMarkdownUrl,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
  type AssetInfo,
  type CategoryMeta,
  type ComponentEntry,
  type Diagnostic,
  type ParsedPage,
  type RenderedPage,
  type Route,
  type SiteGraph,
  type SourceFile,
} from '@docgen/core';
import { hashText, listSiteFiles, readSource, scanSources } from '@docgen/scan';
import { themeStylesheet } from '@docgen/theme/styles';
import type { ModulePage, Renderer } from '@docgen/theme';
import { buildDiagnostics, compiledTheme, bundleThemeFromSources, type ThemeModule } from './theme-loader.js';

export const DEV_CLIENT_PATH = '/__docgen/dev-client.js';
export const EVENTS_PATH = '/__docgen/events';
/** The dev server's local index folder (`_search/dev/`): one name for every state, built when first asked for. */
const DEV_SEARCH_FOLDER = 'dev';

/** A file the dev server answers with: made in memory, or a file of the site read when asked for. */
export type ServedFile = { data: string | Uint8Array } | { from: string };

export type ChangeKind = 'content' | 'config' | 'static' | 'components' | 'styles' | 'theme' | 'runtime';

export interface Change {
  type: 'add' | 'change' | 'unlink';
  /** Path relative to the site root (forward slashes), or absolute for theme and runtime sources. */
  path: string;
}

export interface UpdateResult {
  /** What the browsers should do. */
  action: 'refresh' | 'css' | 'reload' | 'none';
  css?: string;
  pages: number;
  durationMs: number;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** What of a parsed page the graph reads (everything but the content tree), to see whether an edit changed it. */
function graphInputs(page: ParsedPage): string {
  const { frontMatter, contentTitle, headings, anchorIds, links, assets, excerpt, imports, components } = page;
  return JSON.stringify([
    frontMatter,
    contentTitle,
    headings,
    anchorIds,
    links.map((l) => [l.href, l.kind, l.element]),
    assets.map((a) => [a.src, a.path]),
    excerpt,
    imports.map((i) => [i.module, i.imported, i.local]),
    components.map((c) => [c.name, c.module, c.imported]),
  ]);
}

interface State {
  settings: SiteSettings;
  graph: SiteGraph;
  /** A renderer per locale: each renders its pages with its shell and texts. */
  renderers: Map<string, Renderer>;
  routes: Map<string, Route>;
  /** `/_data/<route>.json` → the route. */
  dataRoutes: Map<string, string>;
  files: Map<string, ServedFile>;
  /** Per source path: embedded file src as written → the copied file. */
  assets: Record<string, Record<string, AssetInfo>>;
  /** The page modules of this state (a module that fails to compile later keeps serving this version). */
  modules: Record<string, ModulePage>;
  /** The search records and index, made when first asked for. */
  search?: Promise<void>;
  /** The MDX component registry of this state (for the pages' Markdown versions). */
  registry: ComponentEntry[];
  /** Each route's Markdown version, made when first asked for. */
  markdown: Map<string, Promise<string | undefined>>;
}

/** A file for AI readers as the dev server answers it: made whole, or (llms-full.txt) a page at a time. */
export type AiFile = { type: string; body: string } | { type: string; chunks: AsyncIterable<string> };

export class DevSite {
  readonly root: string;
  /** Workers, content store and page cache, owned for the life of the dev site. */
  private resources!: EngineResources;
  private readonly cacheDir: string;
  private categoryMemo = new Map<string, CategoryMeta>();
  private sources = new Map<string, SourceFile>();
  private siteFiles = new Set<string>();
  private settings!: SiteSettings;
  private stylesheet!: { path: string; data: string | Uint8Array };
  private runtime!: RuntimeBundle;
  private modules: Record<string, ModulePage> = {};
  /** The site's own MDX components, bundled. */
  private siteComponents: LoadedComponents = { implementations: {}, modules: {}, diagnostics: [] };
  /** The theme's server side: the compiled package, or a bundle of its sources once they have changed. */
  private theme!: ThemeModule;
  private readonly themeDir: string;
  private state?: State;
  private rendered = new Map<string, Promise<RenderedPage>>();
  /** Problems of the last attempt, when it failed (errors, and the warnings beside them). */
  problems: Diagnostic[] = [];
  /** Warnings of the last good build. */
  warnings: Diagnostic[] = [];
  private moduleProblems: Diagnostic[] = [];
  private saving: Promise<void> = Promise.resolve();
  /** Embedded files (images) read so far; a change to one forgets it. */
  private assets: AssetCache = new Map();
  /** KaTeX's stylesheet and fonts, bundled when a page first has math. */
  private mathStylesheet?: Promise<MathStylesheet>;
  private loadedSettingsHash = '';

  /** The stylesheet's entry file. */
  readonly stylesheetEntry: string;

  private readonly workerOptions: WorkersOptions;
  /** Where the site's components are bundled (they stay while the dev site lives). */
  private readonly componentsDir = path.join(os.tmpdir(), `docgen-dev-components-${process.pid}-${Date.now()}`);

  constructor(root: string, themeDir: string, stylesheet = themeStylesheet, workers: WorkersOptions = {}) {
    this.workerOptions = workers;
    this.root = path.resolve(root);
    this.cacheDir = path.join(this.root, '.docgen', 'cache');
    this.themeDir = themeDir;
    this.stylesheetEntry = stylesheet;
  }

  get graph(): SiteGraph | undefined {
    return this.state?.graph;
  }

  get config(): SiteSettings['config'] {
    return this.settings.config;
  }

  get styleUrl(): string {
    return `/${this.stylesheet.path}`;
  }

  /**
   * First build. Throws a DiagnosticError only when the configuration cannot be read; problems in the content
   * are kept in `problems` (the server starts and shows them, and the next change that fixes them builds).
   */
  async init(): Promise<number> {
    const started = performance.now();
    this.settings = await loadSiteSettings(this.root);
    this.loadedSettingsHash = await this.settingsHash();
    // The parse cache and the runtime bundle of earlier builds make the first page appear fast. One worker stays
    // ready for the writer's saves.
    const [, stylesheet, runtime, resources, theme] = await Promise.all([
      this.rescan(),
      bundleStylesheet(this.stylesheetEntry),
      bundleRuntime(this.cacheDir),
      this.openResources(loadMarkdownSettings(this.root, this.settings.config)),
      compiledTheme(),
    ]);
    this.resources = resources;
    this.stylesheet = stylesheet;
    this.runtime = runtime;
    this.theme = theme;
    await this.reloadModules();
    await this.rebuild();
    this.saving = this.resources.saveCache().catch(() => undefined);
    return performance.now() - started;
  }

  private openResources(markdown: MarkdownSettings): Promise<EngineResources> {
    return openResources(this.root, markdown, { cacheDir: this.cacheDir, workers: { ...this.workerOptions, keepAlive: true } });
  }

  /**
   * New markdown settings (the configuration or a local plugin changed): when they parse differently, the workers,
   * store and page cache are opened again under the new fingerprint (the cache of those settings, if any, is read).
   */
  private async applyMarkdownSettings(): Promise<void> {
    const markdown = loadMarkdownSettings(this.root, this.settings.config);
    if (JSON.stringify(parserSettings(markdown)) === JSON.stringify(parserSettings(this.resources.settings))) return;
    await this.save();
    await this.resources.close();
    this.resources = await this.openResources(markdown);
  }

  /** The site's local plugin files (site-root relative): a save of one is a change of the configuration. */
  get pluginFiles(): string[] {
    const { remarkPlugins, rehypePlugins } = this.settings.config.markdown;
    return [...remarkPlugins, ...rehypePlugins].filter((p) => /^\.{1,2}\//.test(p.name)).map((p) => path.posix.normalize(p.name));
  }

  /** The configuration files' and local plugins' content, to recognise a save that changed nothing. */
  private async settingsHash(): Promise<string> {
    const files = [
      CONFIG_FILE,
      SIDEBARS_FILE,
      VERSIONS_FILE,
      ...(this.settings?.versions ?? []).flatMap((v) => (v.sidebarsFile && v.sidebarsFile !== SIDEBARS_FILE ? [v.sidebarsFile] : [])),
      ...(this.settings ? this.pluginFiles : []),
      // The locales' label files are configuration too.
      ...(this.settings ? translationFiles(this.settings.config, this.settings.versions) : []),
    ];
    const texts = await Promise.all(files.map((name) => readFile(path.join(this.root, name), 'utf8').catch(() => '')));
    return hashText(texts.join('\0'));
  }

  /** Reads every source and lists the site's files again (at start, and when the configuration changes). */
  private async rescan(): Promise<void> {
    const { config } = this.settings;
    const [sources, files] = await Promise.all([
      scanSources({
        root: this.root,
        docsDir: config.docs.path,
        versionDirs: releasedVersionDirs(this.settings.versions),
        localizedDirs: localizedDirs(config, this.settings.versions),
        pagesDir: config.pagesDir,
        git: false,
      }),
      listSiteFiles(this.root, siteFolders(config, this.settings.versions)),
    ]);
    this.sources = new Map(sources.map((source) => [source.path, source]));
    this.siteFiles = new Set(files);
  }

  /**
   * Loads the Markdown parser and the highlighter ahead of the first edit (a start with a warm cache never needed
   * them), so that the first save is as quick as the others.
   */
  async warmUp(): Promise<void> {
    const text = '# Warm-up\n\nText.\n\n```bash\necho ready\n```\n';
    const source: SourceFile = { kind: 'doc', path: '__warm-up__.md', relPath: '__warm-up__.md', text, hash: hashText(text), lastUpdated: 0 };
    await this.parse([source]).catch(() => undefined);
  }

  /** Parses sources through the page cache (a copy of it, when only trying). */
  private parse(sources: SourceFile[], cache = this.resources.cache) {
    const { workers, store } = this.resources;
    return parseSources({ sources, workers, store, cache, settings: this.resources.settings, needTrees: true, categoryMemo: this.categoryMemo });
  }

  /** Saves the parse cache for the next start (after any save still under way). */
  save(): Promise<void> {
    this.saving = this.saving.then(() => this.resources.saveCache()).catch(() => undefined);
    return this.saving;
  }

  /** Saves the cache, ends the workers and removes the bundles of the site's components. */
  async close(): Promise<void> {
    await this.save();
    await this.resources?.close();
    await rm(this.componentsDir, { recursive: true, force: true });
  }

  /** Which part of the site a changed path belongs to. */
  classify(change: Change): ChangeKind | undefined {
    const { config } = this.settings;
    const rel = change.path;
    // versions.json and the released versions' sidebars are configuration too.
    if (rel === CONFIG_FILE || rel === SIDEBARS_FILE || rel === VERSIONS_FILE || rel.startsWith(`${VERSIONED_SIDEBARS_DIR}/`) || this.pluginFiles.includes(rel))
      return 'config';
    // A locale's label files (code.json, navbar.json, current.json…) are configuration; its translated pages content.
    if (rel.startsWith(`${I18N_DIR}/`) && rel.endsWith('.json')) return 'config';
    const contentDirs = [
      config.docs.path,
      ...releasedVersionDirs(this.settings.versions),
      config.pagesDir,
      ...localizedDirs(config, this.settings.versions).map((d) => d.dir),
    ];
    if (contentDirs.some((dir) => rel.startsWith(`${dir}/`))) return 'content';
    if (rel.startsWith(`${config.staticDir}/`)) return 'static';
    const components = config.markdown.components?.replace(/^\.\/|\/+$/g, '');
    if (components && rel.startsWith(`${components}/`)) return 'components';
    if (rel.endsWith('.css')) return 'styles';
    if (!/\.(tsx?|jsx?)$/.test(rel) || /\.test\.tsx?$/.test(rel)) return undefined;
    // Theme sources render on the server and hydrate in the browser; runtime sources only run in the browser.
    return path.isAbsolute(rel) && !path.relative(this.themeDir, rel).startsWith('..') ? 'theme' : 'runtime';
  }

  private readSource(rel: string): Promise<SourceFile | undefined> {
    const { config } = this.settings;
    return readSource(
      {
        root: this.root,
        docsDir: config.docs.path,
        versionDirs: releasedVersionDirs(this.settings.versions),
        localizedDirs: localizedDirs(config, this.settings.versions),
        pagesDir: config.pagesDir,
      },
      rel,
    );
  }

  private async reloadModules(): Promise<void> {
    const [loaded, components] = await Promise.all([
      loadPageModules(this.root, [...this.sources.values()], path.join(os.tmpdir(), `docgen-dev-modules-${process.pid}`)),
      loadSiteComponents(this.root, componentRegistry(this.settings.config, this.siteFiles), this.componentsDir),
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
      const settingsHash = kinds.has('config') ? await this.settingsHash() : this.loadedSettingsHash;
      if (settingsHash !== this.loadedSettingsHash || (kinds.has('config') && this.problems.length)) {
        // The folders themselves may have moved: read everything again. The shell (navbar, footer) changes too.
        this.settings = await loadSiteSettings(this.root);
        this.loadedSettingsHash = await this.settingsHash();
        await this.applyMarkdownSettings();
        await this.rescan();
        this.assets.clear();
        await this.reloadModules();
        action = 'reload';
      } else {
        const applied = await this.applyFileChanges(changes);
        // Saved without a difference (or reported twice): nothing to do.
        if (applied.length === 0 && !kinds.has('styles') && !kinds.has('theme') && !kinds.has('runtime')) action = 'none';
        // Page modules and site components are bundled again (a component's helper file may have changed).
        if (kinds.has('components') || changes.some((c) => /\.[jt]sx$/i.test(c.path) && this.classify(c) === 'content')) await this.reloadModules();
        // The common case, prose edited: when nothing the graph reads has changed, only the pages are swapped.
        else if (kinds.size === 1 && applied.length && (await this.patchPages(applied))) return this.result('refresh', started);
      }
      if (kinds.has('styles')) {
        this.stylesheet = await bundleStylesheet(this.stylesheetEntry).catch((e: unknown) => Promise.reject(buildDiagnostics(e, this.root, changes[0].path)));
        if (action === 'refresh') action = 'css';
      }
      if (kinds.has('theme')) this.theme = await bundleThemeFromSources(this.themeDir, path.join(this.root, '.docgen', 'dev-theme'));
      if (kinds.has('theme') || kinds.has('runtime')) {
        this.runtime = await bundleRuntime(this.cacheDir).catch((e: unknown) => Promise.reject(buildDiagnostics(e, this.root, changes[0].path)));
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

  /**
   * Swaps edited pages into the current graph without building it again, when their new parse differs from the old
   * one only in content: the same front matter, title, headings, ids, links, files and excerpt (what the graph, the
   * sidebars and the link check read). Returns false when the graph has to be rebuilt.
   */
  private async patchPages(changes: readonly Change[]): Promise<boolean> {
    const state = this.state;
    if (!state || this.problems.length || changes.some((c) => c.type !== 'change' || !/\.mdx?$/i.test(c.path))) return false;
    const pages = { ...state.graph.pages };
    for (const change of changes) {
      const source = this.sources.get(change.path);
      const before = pages[change.path];
      if (!source || !before) return false;
      const cache = this.resources.cache;
      const parsed = cache.get(source) ?? (await this.parse([source], new PageCache(cache.fingerprint))).pages[source.path];
      if (!parsed || parsed.diagnostics.length || before.diagnostics.length || graphInputs(parsed) !== graphInputs(before)) return false;
      cache.set(source, parsed);
      pages[source.path] = parsed;
    }
    this.resources.cache.retain([...this.sources.values()]);
    // The pages' last-update time comes from the file, which was just written.
    const edited = new Map(changes.map((c) => [c.path, this.sources.get(c.path)!.lastUpdated]));
    const routes = state.graph.routes.map((route) =>
      route.kind === 'doc' && edited.has(route.source) && route.lastUpdated !== undefined ? { ...route, lastUpdated: edited.get(route.source) } : route,
    );
    await this.install({ ...state.graph, pages, routes });
    return true;
  }

  /**
   * Sources and site files after created, changed and deleted files (a rename is a delete and a create). Returns
   * the changes that made a difference: a source saved with the same content makes none.
   */
  private async applyFileChanges(changes: readonly Change[]): Promise<Change[]> {
    const applied: Change[] = [];
    for (const change of changes) {
      const kind = this.classify(change);
      if (kind !== 'content' && kind !== 'static' && kind !== 'components') continue;
      this.assets.delete(change.path);
      if (change.type === 'unlink') {
        const known = this.sources.delete(change.path);
        if (this.siteFiles.delete(change.path) || known) applied.push(change);
        continue;
      }
      // A file already gone again (renamed, or deleted right after saving) is left to its own unlink event.
      if (!(await exists(path.join(this.root, change.path)))) continue;
      const source = kind === 'content' ? await this.readSource(change.path).catch(() => undefined) : undefined;
      if (source && this.sources.get(source.path)?.hash === source.hash) continue;
      if (source) this.sources.set(source.path, source);
      this.siteFiles.add(change.path);
      applied.push(change);
    }
    return applied;
  }

  private async rebuild(): Promise<void> {
    const { config, sidebars, versions, versionSidebars, excludedVersionRoutes, translations } = this.settings;
    const { workers, store, cache, settings: markdown } = this.resources;
    const sources = [...this.sources.values()];
    const { graph } = await assembleGraph({
      root: this.root,
      config,
      sidebars,
      versions,
      versionSidebars,
      excludedVersionRoutes,
      translations,
      sources,
      files: this.siteFiles,
      workers,
      store,
      cache,
      settings: markdown,
      needTrees: true,
      categoryMemo: this.categoryMemo,
      includeDrafts: true,
    });
    cache.retain(sources);
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
    // The search index is built when first asked for, not on every edit.
    const components = {
      registry: componentRegistry(graph.config, this.siteFiles),
      implementations: { ...this.theme.BUILTIN_CONTENT_COMPONENTS.implementations, ...this.siteComponents.implementations },
    };
    const math = Object.values(graph.pages).some((page) => page.math) ? await (this.mathStylesheet ??= bundleMathStylesheet()) : undefined;
    const shared = {
      assets: { css: [this.styleUrl], js: [this.runtime.entry] },
      islands: this.runtime.islands,
      components,
      ...(math ? { mathStylesheet: math.url } : {}),
    };
    // Every locale is served: each renders its own pages.
    const renderers = new Map(localesOf(graph).map((locale) => [locale, this.theme.createRenderer(localeRenderContext(graph, locale, shared))]));
    const files = new Map<string, ServedFile>();
    for (const file of [this.stylesheet, ...this.runtime.files, ...(math?.files ?? []), ...graphFiles(graph)]) files.set(`/${file.path}`, { data: file.data });
    for (const file of content.outputs) files.set(`/${file.path}`, { from: file.from });
    const routes = new Map(graph.routes.map((r) => [r.path, r]));
    const dataRoutes = new Map(graph.routes.map((r) => [pageDataUrl(r.path), r.path]));
    this.state = {
      settings: this.settings,
      graph,
      renderers,
      routes,
      dataRoutes,
      files,
      assets: content.files,
      modules: this.modules,
      registry: components.registry,
      markdown: new Map(),
    };
    this.rendered.clear();
  }

  /** A built file (asset, sidebar data, sitemap, search index), if the path names one. */
  async file(urlPath: string): Promise<ServedFile | undefined> {
    const state = this.state;
    if (!state) return undefined;
    if (urlPath.startsWith('/_search/')) await (state.search ??= this.makeSearchFiles(state));
    return state.files.get(urlPath);
  }

  /** Records and the local index (every file of it at once: a query reads several), from the pages' trees. */
  private async makeSearchFiles(state: State): Promise<void> {
    const { recordsOfPage } = await import('@docgen/search');
    const { graph } = state;
    // Each locale's index, with its word rules; one tree at a time, read back from the content store.
    for (const locale of localesOf(graph)) {
      const records = [];
      for (const route of graph.routes) {
        if (!hasSearchRecords(route) || localeOfRoute(graph, route) !== locale) continue;
        const page = graph.pages[route.source];
        const tree = page && (await this.resources.store.get(page.contentKey));
        if (tree) records.push(...recordsOfPage({ route, tree, config: graph.config, locale }));
      }
      for (const file of await searchOutput(graph.config, records, { folder: DEV_SEARCH_FOLDER, locale }))
        state.files.set(`/${file.path}`, { data: file.data });
    }
  }

  /** Renders a route (once per build), with the dev client added to the HTML. */
  render(routePath: string): Promise<RenderedPage | undefined> {
    const state = this.state;
    const route = state?.routes.get(routePath);
    if (!route || !state) return Promise.resolve(undefined);
    let page = this.rendered.get(routePath);
    if (!page) {
      page = this.renderRoute(state, route).then((rendered) => ({
        ...rendered,
        html: rendered.html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`),
      }));
      page.catch(() => this.rendered.delete(routePath));
      this.rendered.set(routePath, page);
    }
    return page;
  }

  /** The renderer of the locale a route belongs to. */
  private rendererOf(state: State, route: Route): Renderer {
    return state.renderers.get(localeOfRoute(state.graph, route)) ?? state.renderers.values().next().value!;
  }

  private async renderRoute(state: State, route: Route): Promise<RenderedPage> {
    const source = 'source' in route ? route.source : undefined;
    const parsed = source ? state.graph.pages[source] : undefined;
    const tree = parsed ? await readTree(this.resources.store, parsed.contentKey) : undefined;
    if (parsed && !tree) throw new Error(`the content of ${route.path} is missing from the cache; save the file again`);
    const content = parsed && tree && source ? { tree, links: state.graph.linkTargets[route.path] ?? {}, assets: state.assets[source] ?? {} } : undefined;
    const sidebarId = 'sidebarId' in route ? route.sidebarId : undefined;
    try {
      const renderer = this.rendererOf(state, route);
      return renderer.render({
        route,
        content,
        sidebar: sidebarId ? state.graph.sidebars[sidebarId] : undefined,
        module: source ? state.modules[source] : undefined,
      });
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

  /** A route's Markdown version (once per state), or undefined when the route has none. */
  private markdownOf(state: State, routePath: string): Promise<string | undefined> {
    let made = state.markdown.get(routePath);
    if (!made) {
      made = this.makeMarkdown(state, routePath);
      made.catch(() => state.markdown.delete(routePath));
      state.markdown.set(routePath, made);
    }
    return made;
  }

  private async makeMarkdown(state: State, routePath: string): Promise<string | undefined> {
    const route = state.routes.get(routePath);
    if (!route || !hasMarkdownVersion(route)) return undefined;
    const llms = await import('@docgen/llms');
    if (route.kind === 'category-index') return llms.categoryIndexMarkdown(route);
    if (route.kind === 'page' && route.format === 'module') {
      const page = await this.render(route.path);
      return page?.pageData && llms.htmlPageMarkdown(state.modules[route.source]?.title ?? route.title, page.pageData.html);
    }
    if (route.kind !== 'doc' && route.kind !== 'page') return undefined;
    const parsed = state.graph.pages[route.source];
    const tree = parsed && (await readTree(this.resources.store, parsed.contentKey));
    if (!tree) return undefined;
    const content = { links: state.graph.linkTargets[route.path] ?? {}, assets: state.assets[route.source] ?? {} };
    const renderer = this.rendererOf(state, route);
    return llms.pageMarkdown({
      title: route.title,
      tree,
      ...content,
      registry: state.registry,
      renderComponent: (element) => renderer.componentHtml(element, content),
    });
  }

  /** `/_data/<route>.json` → the route's page data. */
  async pageData(urlPath: string): Promise<string | undefined> {
    const route = this.state?.dataRoutes.get(urlPath);
    const page = route === undefined ? undefined : await this.render(route);
    return page?.pageData ? JSON.stringify(page.pageData) : undefined;
  }
}
