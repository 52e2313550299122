/**
 * The site held in memory by `docgen serve --watch`. Sources are re-read only when they change, parse results are
 * cached by content hash, the graph is rebuilt on each change (tens of milliseconds), and pages are rendered on
 * request, so an edit costs one parse and one render. A change that breaks the site keeps the last good state.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assembleGraph, bundleRuntime, bundleStylesheet, clientSearchConfig, collectContentAssets, loadPageModules, loadSiteSettings, pageDataFile, ParseCache, searchFiles,
  type OutputFile, type RuntimeBundle, type SiteSettings,
} from '@docgen/build';
import { DiagnosticError, routeToFile, type BuildAssets, type Diagnostic, type RenderedPage, type Route, type SiteGraph, type SourceFile, type SourceKind } from '@docgen/core';
import { listSiteFiles, scanSources } from '@docgen/scan';
import { createRenderer, themeStylesheet, type ModulePage, type Renderer } from '@docgen/theme';

export const DEV_CLIENT_PATH = '/__docgen/dev-client.js';
export const EVENTS_PATH = '/__docgen/events';
const DEV_SEARCH_INDEX = '/_search/index.json';
const RECORDS_PATH = '_search/records.json';

export type ChangeKind = 'content' | 'config' | 'static' | 'styles' | 'runtime';

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

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

interface State {
  settings: SiteSettings;
  graph: SiteGraph;
  renderer: Renderer;
  routes: Map<string, Route>;
  files: Map<string, OutputFile>;
}

export class DevSite {
  readonly root: string;
  private cache = new ParseCache();
  private readonly cacheDir: string;
  private sources = new Map<string, SourceFile>();
  private siteFiles = new Set<string>();
  private settings!: SiteSettings;
  private stylesheet!: OutputFile;
  private runtime!: RuntimeBundle;
  private modules: Record<string, ModulePage> = {};
  private state?: State;
  private rendered = new Map<string, RenderedPage>();
  /** Problems of the last attempt, when it failed. */
  problems: Diagnostic[] = [];

  constructor(root: string) {
    this.root = path.resolve(root);
    this.cacheDir = path.join(this.root, '.docgen', 'cache');
  }

  get graph(): SiteGraph | undefined {
    return this.state?.graph;
  }

  get styleUrl(): string {
    return `/${this.stylesheet.path}`;
  }

  /** First build. Throws a DiagnosticError when the site cannot be built at all. */
  async init(): Promise<number> {
    const started = performance.now();
    this.settings = await loadSiteSettings(this.root);
    const { config } = this.settings;
    // The parse cache and the runtime bundle of earlier builds make the first page appear fast.
    const [sources, files, stylesheet, runtime, cache] = await Promise.all([
      scanSources({ root: this.root, docsDir: config.docs.path, pagesDir: config.pagesDir, git: false }),
      listSiteFiles(this.root, [config.docs.path, config.pagesDir, config.staticDir]),
      bundleStylesheet(themeStylesheet),
      bundleRuntime(this.cacheDir),
      ParseCache.load(this.cacheDir),
    ]);
    this.cache = cache;
    for (const source of sources) this.sources.set(source.path, source);
    this.siteFiles = new Set(files);
    this.stylesheet = stylesheet;
    this.runtime = runtime;
    await this.reloadModules();
    await this.rebuild();
    void this.cache.save(this.cacheDir).catch(() => undefined);
    if (this.problems.some((d) => d.severity === 'error')) throw new DiagnosticError(this.problems);
    return performance.now() - started;
  }

  /** Which part of the site a changed path belongs to. */
  classify(change: Change): ChangeKind | undefined {
    const { config } = this.settings;
    const rel = change.path;
    if (rel === 'site.config.yaml' || rel === 'sidebars.yaml') return 'config';
    if (rel.startsWith(`${config.docs.path}/`) || rel.startsWith(`${config.pagesDir}/`)) return 'content';
    if (rel.startsWith(`${config.staticDir}/`)) return 'static';
    if (rel.endsWith('.css')) return 'styles';
    if (/\.(tsx?|jsx?)$/.test(rel)) return 'runtime';
    return undefined;
  }

  private kindOf(rel: string): SourceKind | undefined {
    const { config } = this.settings;
    const inDocs = rel.startsWith(`${config.docs.path}/`);
    const base = path.posix.basename(rel);
    if (inDocs && /^_category_\.(json|ya?ml)$/.test(base)) return 'category';
    if (base.startsWith('_') || rel.split('/').some((s) => s.startsWith('_') && s !== base)) return undefined;
    if (inDocs && /\.mdx?$/i.test(base)) return 'doc';
    if (rel.startsWith(`${this.settings.config.pagesDir}/`) && /\.(mdx?|[jt]sx)$/i.test(base)) return 'page';
    return undefined;
  }

  private async readSource(rel: string): Promise<SourceFile | undefined> {
    const kind = this.kindOf(rel);
    if (!kind) return undefined;
    const abs = path.join(this.root, rel);
    const [text, info] = await Promise.all([readFile(abs, 'utf8'), stat(abs)]);
    const dir = kind === 'page' ? this.settings.config.pagesDir : this.settings.config.docs.path;
    return { kind, path: rel, relPath: rel.slice(dir.length + 1), text, hash: hash(text), lastUpdated: Math.round(info.mtimeMs) };
  }

  private async reloadModules(): Promise<void> {
    const loaded = await loadPageModules(this.root, [...this.sources.values()], path.join(os.tmpdir(), `docgen-dev-modules-${process.pid}`));
    this.modules = loaded.modules;
    this.problems = loaded.diagnostics;
  }

  /** Applies file changes and rebuilds what they touch. On failure the last good state stays and `problems` says why. */
  async update(changes: readonly Change[]): Promise<UpdateResult> {
    const started = performance.now();
    const kinds = new Set(changes.map((c) => this.classify(c)).filter((k): k is ChangeKind => k !== undefined));
    let action: UpdateResult['action'] = 'refresh';
    try {
      if (kinds.has('config')) this.settings = await loadSiteSettings(this.root);
      for (const change of changes) {
        const kind = this.classify(change);
        if (kind !== 'content' && kind !== 'static') continue;
        if (change.type === 'unlink') {
          this.sources.delete(change.path);
          this.siteFiles.delete(change.path);
        } else {
          this.siteFiles.add(change.path);
          const source = kind === 'content' ? await this.readSource(change.path).catch(() => undefined) : undefined;
          if (source) this.sources.set(source.path, source);
        }
      }
      if (changes.some((c) => /\.[jt]sx$/i.test(c.path) && this.classify(c) === 'content')) await this.reloadModules();
      if (kinds.has('styles')) {
        this.stylesheet = await bundleStylesheet(themeStylesheet);
        action = 'css';
      }
      if (kinds.has('runtime')) {
        this.runtime = await bundleRuntime(this.cacheDir);
        action = 'reload';
      }
      await this.rebuild();
    } catch (e) {
      this.problems = e instanceof DiagnosticError ? e.diagnostics : [{ severity: 'error', file: changes[0]?.path ?? '', message: (e as Error).message }];
    }
    if (this.problems.some((d) => d.severity === 'error')) action = 'none';
    return { action, css: action === 'css' ? this.styleUrl : undefined, pages: this.state?.routes.size ?? 0, durationMs: performance.now() - started };
  }

  private async rebuild(): Promise<void> {
    const { config, sidebars } = this.settings;
    const moduleProblems = this.problems.filter((d) => d.ruleId?.startsWith('pages/'));
    const { graph } = await assembleGraph({ root: this.root, config, sidebars, sources: [...this.sources.values()], files: this.siteFiles, cache: this.cache, includeDrafts: true });
    this.cache.retain([...this.sources.values()]);
    const problems = [...moduleProblems, ...graph.diagnostics];
    this.problems = problems.filter((d) => d.severity === 'error').length ? problems : [];
    if (this.problems.length) return;
    const content = await collectContentAssets(this.root, Object.values(graph.pages));
    const assets: BuildAssets = { css: [this.styleUrl], js: [this.runtime.entry, ...this.runtime.preload], files: content.files };
    // The search index is built when first asked for, not on every edit.
    const renderer = createRenderer({ graph, assets, modules: this.modules, islands: this.runtime.islands, search: clientSearchConfig(graph, DEV_SEARCH_INDEX) });
    const files = new Map<string, OutputFile>();
    for (const file of [this.stylesheet, ...this.runtime.files, ...content.outputs]) files.set(`/${file.path}`, file);
    for (const [id, items] of Object.entries(graph.sidebars)) files.set(`/_data/sidebars/${id}.json`, { path: '', data: JSON.stringify(items) });
    this.state = { settings: this.settings, graph, renderer, routes: new Map(graph.routes.map((r) => [r.path, r])), files };
    this.rendered.clear();
  }

  /** A built file (asset, sidebar data, search index), if the path names one. */
  file(urlPath: string): OutputFile | undefined {
    if (!this.state) return undefined;
    if (urlPath === DEV_SEARCH_INDEX || urlPath === `/${RECORDS_PATH}`) {
      if (!this.state.files.has(DEV_SEARCH_INDEX)) {
        const search = searchFiles(this.state.graph);
        this.state.files.set(DEV_SEARCH_INDEX, search.files.find((f) => f.path.startsWith('_search/index.'))!);
        this.state.files.set(`/${RECORDS_PATH}`, search.files.find((f) => f.path === RECORDS_PATH)!);
      }
    }
    return this.state.files.get(urlPath);
  }

  route(routePath: string): Route | undefined {
    return this.state?.routes.get(routePath);
  }

  /** Renders a route (once per build), with the dev client added to the HTML. */
  render(routePath: string): RenderedPage | undefined {
    const route = this.state?.routes.get(routePath);
    if (!route || !this.state) return undefined;
    let page = this.rendered.get(routePath);
    if (!page) {
      const rendered = this.state.renderer.render(route);
      page = { ...rendered, html: rendered.html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script></body>`) };
      this.rendered.set(routePath, page);
    }
    return page;
  }

  /** `/_data/<route>.json` → the route's page data. */
  pageData(urlPath: string): string | undefined {
    if (!this.state) return undefined;
    for (const route of this.state.routes.keys()) {
      if (`/${pageDataFile(route)}` === urlPath) {
        const page = this.render(route);
        return page?.pageData ? JSON.stringify(page.pageData) : undefined;
      }
    }
    return undefined;
  }

  static routeFile(route: string): string {
    return routeToFile(route);
  }
}
