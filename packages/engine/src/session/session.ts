/**
 * One site, opened: its settings, its files as scanned, and what parsing them needs (worker threads, the content
 * store, the page cache). `docgen build`, `check-links`, `serve --watch` and `search push` each open a session and
 * are thin layers over it: `assemble` makes the finished graph, and the dev server keeps the session open across
 * edits (`applyChanges`, `patch`, `reload`).
 */
import { readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  I18N_DIR,
  VERSIONED_SIDEBARS_DIR,
  VERSIONS_FILE,
  type CategoryMeta,
  type ComponentEntry,
  type ParsedPage,
  type SiteGraph,
  type SourceEntry,
  type SourceFile,
} from '@docgen/core';
import { siteGraph } from '@docgen/graph';
import { hashText, listSiteFiles, readSource, scanSources, type ScanOptions } from '@docgen/scan';
import { CONFIG_FILE, loadSiteSettings, localizedDirs, SIDEBARS_FILE, translationFiles, type SiteSettings } from './load-config.js';
import { loadMarkdownSettings, parserSettings } from '../parse/markdown-settings.js';
import { PageCache } from '../cache/page-cache.js';
import { parseSources } from '../parse/parse-sources.js';
import { openResources, type EngineResources, type ResourceOptions } from './resources.js';
import { componentRegistry, loadSiteComponents, type LoadedComponents } from '../bundle/site-components.js';
import { loadPageModules, type LoadedModules } from '../bundle/modules.js';

/** Milliseconds spent per stage. */
export type Timings = Record<string, number>;

/** How far a build is: the stage, and for parsing and rendering the pages done of the total. */
export interface ProgressEvent {
  stage: 'parse' | 'render' | 'search' | 'write';
  done?: number;
  total?: number;
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

export type Stopwatch = ReturnType<typeof stopwatch>;

export interface SessionOptions extends ResourceOptions {
  /** Site root (absolute or relative to the working folder). */
  root: string;
  /** Last-update times from git (default) or file mtimes. */
  git?: boolean;
  /** Drafts are shown by the dev server, left out of builds. */
  includeDrafts?: boolean;
  env?: Record<string, string | undefined>;
  /** Whether the content trees will be rendered, so cached pages must have theirs in the store. Default true. */
  needTrees?: boolean;
  /**
   * Keep each source's text after the graph is made (the dev server parses again after a change of settings); a
   * build lets them go, so that what it holds while rendering does not grow with the site's text.
   */
  keepTexts?: boolean;
  /** Progress of the stages, for a terminal line. */
  onProgress?: (event: ProgressEvent) => void;
}

/** The part of the site a changed file belongs to. */
export type SitePart = 'config' | 'content' | 'static' | 'components';

export interface FileChange {
  type: 'add' | 'change' | 'unlink';
  /** Site-root relative, with forward slashes. */
  path: string;
}

/** The folders whose files a build lists: content (every docs version's, translations), static files, components. */
export function siteFolders(config: SiteSettings['config'], versions: SiteSettings['versions'] = []): string[] {
  return [
    config.docs.path,
    ...releasedVersionDirs(versions),
    config.pagesDir,
    I18N_DIR,
    config.staticDir,
    ...(config.markdown.components ? [componentsFolder(config)!] : []),
  ];
}

/** The docs folders of the released versions being built (the current docs are `docs.path`). */
export function releasedVersionDirs(versions: SiteSettings['versions']): string[] {
  return versions.filter((v) => v.name !== 'current').map((v) => v.contentDir);
}

/** The site's components folder, site-root relative without `./` or a trailing slash. */
export function componentsFolder(config: SiteSettings['config']): string | undefined {
  return config.markdown.components?.replace(/^\.\/|\/+$/g, '');
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

export class SiteSession {
  readonly root: string;
  private readonly options: SessionOptions;
  settings: SiteSettings;
  resources: EngineResources;
  /** Site-root relative paths of the files of the site's folders (see `siteFolders`). */
  files: Set<string>;
  private sources: Map<string, SourceFile | SourceEntry>;
  private readonly categoryMemo = new Map<string, CategoryMeta>();
  private settingsHash = '';
  private saving: Promise<void> = Promise.resolve();
  /** Where the site's own code is bundled for this session (worker threads import it from there); removed on close. */
  private readonly scratchDir = path.join(os.tmpdir(), `docgen-session-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);

  private constructor(root: string, options: SessionOptions, settings: SiteSettings, resources: EngineResources, sources: SourceFile[], files: string[]) {
    this.root = root;
    this.options = options;
    this.settings = settings;
    this.resources = resources;
    this.sources = new Map(sources.map((s) => [s.path, s]));
    this.files = new Set(files);
  }

  /** Reads the settings and scans the site's files; the caller closes the session. */
  static async open(options: SessionOptions, clock: Stopwatch = stopwatch()): Promise<SiteSession> {
    const root = path.resolve(options.root);
    const settings = await loadSiteSettings(root, options.env);
    clock.lap('config');
    const opening = openResources(root, loadMarkdownSettings(root, settings.config), { cacheDir: options.cacheDir, workers: options.workers });
    const scanned = await scan(root, settings, options.git).catch(async (e: unknown) => {
      await (await opening).close();
      throw e;
    });
    const resources = await opening;
    clock.lap('scan');
    const session = new SiteSession(root, options, settings, resources, scanned.sources, scanned.files);
    session.settingsHash = await session.hashSettings();
    return session;
  }

  get config(): SiteSettings['config'] {
    return this.settings.config;
  }

  /** The sources as scanned, without their texts. */
  entries(): SourceEntry[] {
    return [...this.sources.values()].map((source) => ('text' in source ? withoutText(source) : source));
  }

  /**
   * Parses (through the cache) and makes the finished graph, with every problem of the content in its diagnostics.
   * A session that does not keep the sources' texts (`keepTexts`) assembles once.
   */
  async assemble(clock?: Stopwatch): Promise<{ graph: SiteGraph; parsed: number }> {
    const { config, sidebars, versions, versionSidebars, excludedVersionRoutes, translations } = this.settings;
    const { workers, store, cache, settings } = this.resources;
    const sources = [...this.sources.values()].map((s) => {
      if (!('text' in s)) throw new Error(`the text of ${s.path} was let go: a session without keepTexts assembles once`);
      return s;
    });
    const parsed = await parseSources({
      sources,
      workers,
      store,
      cache,
      settings,
      needTrees: this.options.needTrees ?? true,
      categoryMemo: this.categoryMemo,
      onParsed: this.options.onProgress && ((done, total) => this.options.onProgress!({ stage: 'parse', done, total })),
    });
    clock?.lap('parse');
    const graph = siteGraph({
      config,
      sidebars,
      versions,
      versionSidebars,
      excludedVersionRoutes,
      translations,
      sources,
      pages: parsed.pages,
      categories: parsed.categories,
      includeDrafts: this.options.includeDrafts,
      parseDiagnostics: parsed.diagnostics,
      files: this.files,
      components: { registry: this.registry, missingFolder: !(await this.componentsFolderExists()) },
    });
    clock?.lap('graph');
    if (!this.options.keepTexts) for (const source of sources) this.sources.set(source.path, withoutText(source));
    return { graph, parsed: parsed.parsed };
  }

  /**
   * Swaps edited pages into `graph` without making it again, when their new parse differs from the old one only in
   * content (what the graph, the sidebars and the link check read is the same). Undefined when the graph has to be
   * made again.
   */
  async patch(graph: SiteGraph, changes: readonly FileChange[]): Promise<SiteGraph | undefined> {
    if (changes.some((c) => c.type !== 'change' || !/\.mdx?$/i.test(c.path))) return undefined;
    const { cache } = this.resources;
    const pages = { ...graph.pages };
    for (const change of changes) {
      const source = this.sources.get(change.path);
      const before = pages[change.path];
      if (!source || !('text' in source) || !before) return undefined;
      const parsed = cache.get(source) ?? (await this.parseAlone(source));
      if (!parsed || parsed.diagnostics.length || before.diagnostics.length || graphInputs(parsed) !== graphInputs(before)) return undefined;
      cache.set(source, parsed);
      pages[source.path] = parsed;
    }
    cache.retain(this.entries());
    // The pages' last-update time comes from the file, which was just written.
    const edited = new Map(changes.map((c) => [c.path, this.sources.get(c.path)!.lastUpdated]));
    const routes = graph.routes.map((route) =>
      route.kind === 'doc' && edited.has(route.source) && route.lastUpdated !== undefined ? { ...route, lastUpdated: edited.get(route.source) } : route,
    );
    return { ...graph, pages, routes };
  }

  /** Parses one source through a copy of the page cache (a try: the cache takes the result only when it is used). */
  private async parseAlone(source: SourceFile): Promise<ParsedPage | undefined> {
    const { workers, store, cache, settings } = this.resources;
    const parsed = await parseSources({ sources: [source], workers, store, cache: new PageCache(cache.fingerprint), settings, needTrees: true });
    return parsed.pages[source.path];
  }

  /**
   * Sources and files after created, changed and deleted files (a rename is a delete and a create). Returns the
   * changes that made a difference: a source saved with the same content makes none.
   */
  async applyChanges(changes: readonly FileChange[]): Promise<FileChange[]> {
    const applied: FileChange[] = [];
    for (const change of changes) {
      const part = this.classify(change.path);
      if (part !== 'content' && part !== 'static' && part !== 'components') continue;
      if (change.type === 'unlink') {
        const known = this.sources.delete(change.path);
        if (this.files.delete(change.path) || known) applied.push(change);
        continue;
      }
      // A file already gone again (renamed, or deleted right after saving) is left to its own unlink event.
      if (!(await exists(path.join(this.root, change.path)))) continue;
      const source = part === 'content' ? await readSource(this.scanOptions(), change.path).catch(() => undefined) : undefined;
      if (source && this.sources.get(source.path)?.hash === source.hash) continue;
      if (source) this.sources.set(source.path, source);
      this.files.add(change.path);
      applied.push(change);
    }
    return applied;
  }

  /** Whether the configuration files (and local plugins, label files) differ from those the settings were read from. */
  async settingsChanged(): Promise<boolean> {
    return (await this.hashSettings()) !== this.settingsHash;
  }

  /**
   * Reads the settings again and scans every file (the folders themselves may have moved); when the parser's
   * settings changed, the workers, store and page cache are opened again under the new fingerprint.
   */
  async reload(): Promise<void> {
    this.settings = await loadSiteSettings(this.root, this.options.env);
    this.settingsHash = await this.hashSettings();
    const markdown = loadMarkdownSettings(this.root, this.settings.config);
    if (JSON.stringify(parserSettings(markdown)) !== JSON.stringify(parserSettings(this.resources.settings))) {
      await this.save();
      await this.resources.close();
      this.resources = await openResources(this.root, markdown, { cacheDir: this.options.cacheDir, workers: this.options.workers });
    }
    const scanned = await scan(this.root, this.settings, this.options.git);
    this.sources = new Map(scanned.sources.map((s) => [s.path, s]));
    this.files = new Set(scanned.files);
  }

  /** Which part of the site a site-root relative path belongs to, if any. */
  classify(rel: string): SitePart | undefined {
    const { config, versions } = this.settings;
    // versions.json and the released versions' sidebars are configuration too, as are a locale's label files.
    if (rel === CONFIG_FILE || rel === SIDEBARS_FILE || rel === VERSIONS_FILE || rel.startsWith(`${VERSIONED_SIDEBARS_DIR}/`) || this.pluginFiles.includes(rel))
      return 'config';
    if (rel.startsWith(`${I18N_DIR}/`) && rel.endsWith('.json')) return 'config';
    const contentDirs = [config.docs.path, ...releasedVersionDirs(versions), config.pagesDir, ...localizedDirs(config, versions).map((d) => d.dir)];
    if (contentDirs.some((dir) => rel.startsWith(`${dir}/`))) return 'content';
    if (rel.startsWith(`${config.staticDir}/`)) return 'static';
    const components = componentsFolder(config);
    if (components && rel.startsWith(`${components}/`)) return 'components';
    return undefined;
  }

  /** The site's local plugin files (site-root relative): a save of one is a change of the configuration. */
  get pluginFiles(): string[] {
    const { remarkPlugins, rehypePlugins } = this.settings.config.markdown;
    return [...remarkPlugins, ...rehypePlugins].filter((p) => /^\.{1,2}\//.test(p.name)).map((p) => path.posix.normalize(p.name));
  }

  /** Loads the parser and the highlighter ahead of the first edit, so that the first save is as quick as the others. */
  async warmUp(): Promise<void> {
    const text = '# Warm-up\n\nText.\n\n```bash\necho ready\n```\n';
    const source: SourceFile = { kind: 'doc', path: '__warm-up__.md', relPath: '__warm-up__.md', text, hash: hashText(text), lastUpdated: 0 };
    await this.parseAlone(source).catch(() => undefined);
  }

  /** Saves the parse cache for the next run (after any save still under way). */
  save(): Promise<void> {
    this.saving = this.saving.then(() => this.resources.saveCache()).catch(() => undefined);
    return this.saving;
  }

  /** The MDX component registry: docgen's components, then the site's own. */
  get registry(): ComponentEntry[] {
    return componentRegistry(this.config, this.files);
  }

  /** The site's own MDX components, bundled and imported (worker threads import the same bundles). */
  loadComponents(): Promise<LoadedComponents> {
    return loadSiteComponents(this.root, this.registry, path.join(this.scratchDir, 'components'));
  }

  /** Page modules (`pages/*.tsx`), bundled and imported: those of `paths`, or every one. */
  loadPageModules(paths?: readonly string[]): Promise<LoadedModules> {
    const wanted = paths && new Set(paths);
    const sources = this.entries().filter((s) => !wanted || wanted.has(s.path));
    return loadPageModules(this.root, sources, path.join(this.scratchDir, 'modules'), { cacheDir: this.resources.cacheDir });
  }

  /** Saves the cache, ends the workers and removes the bundled site code. */
  async close(): Promise<void> {
    await this.save();
    await this.resources.close();
    await rm(this.scratchDir, { recursive: true, force: true });
  }

  private scanOptions(): Omit<ScanOptions, 'git'> {
    return scanOptions(this.root, this.settings);
  }

  private async componentsFolderExists(): Promise<boolean> {
    const dir = componentsFolder(this.config);
    return (
      !dir ||
      (await stat(path.join(this.root, dir)).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    );
  }

  /** The configuration files' and local plugins' content, to recognise a save that changed nothing. */
  private async hashSettings(): Promise<string> {
    const { config, versions } = this.settings;
    const files = [
      CONFIG_FILE,
      SIDEBARS_FILE,
      VERSIONS_FILE,
      ...versions.flatMap((v) => (v.sidebarsFile && v.sidebarsFile !== SIDEBARS_FILE ? [v.sidebarsFile] : [])),
      ...this.pluginFiles,
      ...translationFiles(config, versions),
    ];
    const texts = await Promise.all(files.map((name) => readFile(path.join(this.root, name), 'utf8').catch(() => '')));
    return hashText(texts.join('\0'));
  }
}

function scanOptions(root: string, { config, versions }: SiteSettings): Omit<ScanOptions, 'git'> {
  return {
    root,
    docsDir: config.docs.path,
    versionDirs: releasedVersionDirs(versions),
    localizedDirs: localizedDirs(config, versions),
    pagesDir: config.pagesDir,
  };
}

async function scan(root: string, settings: SiteSettings, git: boolean | undefined): Promise<{ sources: SourceFile[]; files: string[] }> {
  const [sources, files] = await Promise.all([
    scanSources({ ...scanOptions(root, settings), git }),
    listSiteFiles(root, siteFolders(settings.config, settings.versions)),
  ]);
  return { sources, files };
}

function withoutText({ text: _text, ...entry }: SourceFile): SourceEntry {
  return entry;
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
