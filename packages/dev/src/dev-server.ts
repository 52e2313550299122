/** `docgen serve --watch`: the in-memory site over HTTP, updated as files change, with live updates in browsers. */
import { readFile, realpath } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { CONFIG_FILE, SIDEBARS_FILE, siteFolders, type WorkersOptions } from '@docgen/engine';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '@docgen/core';
import { formatDiagnostic, formatProblems, isDiagnosticError, type Diagnostic } from '@docgen/core';
import {
  CompressionCache,
  contentType,
  createLimitedServer,
  findFile,
  resolveRequestPath,
  sendBody,
  splitRequestTarget,
  type ServerLimits,
} from '@docgen/server';
import { DEV_CLIENT } from './dev-client.js';
import { DevSite, DEV_CLIENT_PATH, EVENTS_PATH, type Change, type UpdateResult } from './dev-site.js';
import { withProgress } from '@docgen/engine/progress';
import { themeDir } from './theme-loader.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Where progress and rebuild lines go. */
  log?: (line: string) => void;
  /** Called after each rebuild (tests and benchmarks wait on it). */
  onRebuild?: (info: { changed: string[]; durationMs: number; ok: boolean; action: UpdateResult['action'] }) => void;
  /** Collect file events for this long before rebuilding (several saves at once become one rebuild). */
  debounceMs?: number;
  /** The stylesheet's entry file: the theme's own by default. */
  stylesheet?: string;
  /** Time limits and connection caps of the HTTP server (see `DEFAULT_SERVER_LIMITS`). */
  limits?: Partial<ServerLimits>;
  /** Settings of the parser's worker threads (the parse time limit). */
  workers?: WorkersOptions;
}

/** Problems for the overlay: each diagnostic with its line as the terminal prints it, so the page formats nothing. */
export function overlayProblems(problems: readonly Diagnostic[]): Array<Diagnostic & { text: string }> {
  return problems.map((d) => ({ ...d, text: formatDiagnostic(d) }));
}

/** What the server answers before the site has ever built: the dev client shows the problems over it. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page that could not be rendered: its problems, as `docgen build` prints them. */
function problemPage(diagnostics: readonly Diagnostic[]): string {
  const list = diagnostics.map((d) => escapeHtml(formatDiagnostic(d))).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page problem</title></head><body><h1>This page could not be rendered</h1><pre>${list}</pre><script type="module" src="${DEV_CLIENT_PATH}"></script></body></html>`;
}

const PROBLEM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build problem</title></head><body><p>The site could not be built yet; the problems are listed over this page.</p><script type="module" src="${DEV_CLIENT_PATH}"></script></body></html>`;

/** Resolves when a response can take more, or has closed (a client that went away never drains). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export interface DevServer {
  server: Server;
  site: DevSite;
  url: string;
  initialBuildMs: number;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Theme and runtime sources: a change re-bundles the browser code (and the stylesheet, or the server renderer). */
function themeSources(): string[] {
  return [path.join(themeDir(), 'src'), path.join(path.dirname(require.resolve('@docgen/runtime/package.json')), 'src')];
}

/** Problems and warnings in the terminal: each printed when it first appears, not again on every rebuild. */
class TerminalReport {
  private lastProblems = '';
  private lastWarnings = '';
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.log = log;
  }

  warnings(warnings: Diagnostic[]): void {
    const text = formatProblems(warnings);
    if (text && text !== this.lastWarnings) this.log(text);
    this.lastWarnings = text;
  }

  problems(problems: Diagnostic[]): void {
    const text = formatProblems(problems);
    // Printed once, not again on every save that leaves them in place.
    if (text !== this.lastProblems) this.log(text);
    this.lastProblems = text;
  }

  /** The problems are gone; returns whether any were shown. */
  clearProblems(): boolean {
    const shown = this.lastProblems !== '';
    this.lastProblems = '';
    return shown;
  }
}

/** The open pages, listening to server-sent events. */
class EventStream {
  private readonly clients = new Set<ServerResponse>();

  connect(req: IncomingMessage, res: ServerResponse, problems: readonly Diagnostic[]): void {
    // An open page listens for as long as it is open: no inactivity limit on this stream.
    req.socket.setTimeout(0);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (problems.some((d) => d.severity === 'error')) res.write(`event: problems\ndata: ${JSON.stringify(overlayProblems(problems))}\n\n`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  broadcast(event: string, data: unknown): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close(): void {
    for (const client of this.clients) client.end();
  }
}

/** Answers a request from the in-memory site, the static folder, or with the problems or the 404 page. */
function requestHandler(site: DevSite, events: EventStream, compression: CompressionCache) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) return events.connect(req, res, site.problems);
    if (url.pathname === DEV_CLIENT_PATH)
      return sendBody(req, res, DEV_CLIENT, { type: 'text/javascript; charset=utf-8', cacheControl: 'no-cache', cache: compression });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The raw target, not the parsed URL: parsing would quietly drop the dot segments of an attempt to climb out.
    const target = splitRequestTarget(req.url);
    const resolution = resolveRequestPath(target.pathname, target.search);
    if (resolution.kind === 'bad-request') return void res.writeHead(400).end('Bad Request');
    if (resolution.kind === 'forbidden') return void res.writeHead(403).end('Forbidden');
    if (resolution.kind === 'redirect') return void res.writeHead(301, { Location: resolution.location }).end();
    const decoded = decodeURIComponent(target.pathname);
    const built = await site.file(decoded);
    if (built) {
      const body = 'data' in built ? Buffer.from(built.data) : await readFile(built.from);
      return sendBody(req, res, body, { type: contentType(decoded), cacheControl: 'no-cache', cache: compression });
    }
    const ai = await site.aiFile(decoded);
    if (ai && 'body' in ai) return sendBody(req, res, ai.body, { type: ai.type, cacheControl: 'no-cache', cache: compression });
    if (ai) {
      // llms-full.txt, written as it is made, a page at a time.
      res.writeHead(200, { 'Content-Type': ai.type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      if (req.method === 'HEAD') return void res.end();
      for await (const chunk of ai.chunks) {
        if (res.destroyed) break;
        if (!res.write(chunk)) await drained(res);
      }
      return void res.end();
    }
    if (decoded.startsWith('/_data/')) {
      const data = await site.pageData(decoded);
      if (data) return sendBody(req, res, data, { type: 'application/json; charset=utf-8', cacheControl: 'no-cache', cache: compression });
    }
    const routePath = decoded.length > 1 ? decoded.replace(/\/+$/, '') : '/';
    const page = await site.render(routePath);
    if (page) return sendBody(req, res, page.html, { type: 'text/html; charset=utf-8', cacheControl: 'no-cache', cache: compression });
    // Files of the static folder, never outside it.
    const staticRoot = await realpath(path.join(site.root, site.config.staticDir)).catch(() => undefined);
    const found = staticRoot && resolution.kind === 'candidates' ? await findFile(staticRoot, resolution.files) : undefined;
    if (found) return sendBody(req, res, await readFile(found.file), { type: contentType(found.file), cacheControl: 'no-cache', cache: compression });
    // Before the first good build there is nothing to show but the problems (the overlay) until they are fixed.
    if (!site.graph) return sendBody(req, res, PROBLEM_PAGE, { status: 500, type: 'text/html; charset=utf-8', cacheControl: 'no-cache', cache: compression });
    const notFound = await site.render(site.notFoundRoute(routePath));
    return sendBody(req, res, notFound?.html ?? 'Not Found', { status: 404, type: 'text/html; charset=utf-8', cacheControl: 'no-cache', cache: compression });
  };
}

/** The HTTP server (not yet listening): a request that fails shows its problem, or an internal error. */
function createDevHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  compression: CompressionCache,
  limits: Partial<ServerLimits> | undefined,
): Server {
  return createLimitedServer((req, res) => {
    handler(req, res).catch((e: Error) => {
      if (res.headersSent) return void res.end();
      // A page that cannot render (a page module that throws) shows its problem, with the overlay's client.
      if (isDiagnosticError(e))
        return sendBody(req, res, problemPage(e.diagnostics), { status: 500, type: 'text/html; charset=utf-8', cacheControl: 'no-cache', cache: compression });
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Internal error: ${e.message}`);
    });
  }, limits);
}

/** What the watcher watches of the site: every docs version's folder and sidebars, so releasing a version shows up without a restart. */
function sitePaths(site: DevSite): string[] {
  const { config } = site;
  return [...siteFolders(config), VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE, CONFIG_FILE, SIDEBARS_FILE, ...site.pluginFiles].map((p) =>
    path.join(site.root, p),
  );
}

/**
 * The site's files, the theme and the runtime under watch. Symbolic links are neither followed nor watched, as the
 * scan reads none: a link that loops must not send the watcher round it. A path the watcher still cannot read is a
 * line in the terminal, not a crash.
 */
function watchSite(site: DevSite, log: (line: string) => void): FSWatcher {
  const watcher: FSWatcher = watch([...sitePaths(site), ...themeSources(), site.stylesheetEntry], {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (p, stats) => /(^|[/\\])(node_modules|\.git|dist|\.docgen)([/\\]|$)/.test(p) || Boolean(stats?.isSymbolicLink()),
  });
  watcher.on('error', (error) =>
    log(`docgen: cannot watch ${(error as NodeJS.ErrnoException).path ?? 'a path'}: ${(error as Error).message.replace(/,.*$/, '')}`),
  );
  return watcher;
}

/** File events collected for a moment (several saves at once become one rebuild), then rebuilt one batch at a time. */
class RebuildQueue {
  private pending: Change[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly rebuild: (changes: Change[]) => Promise<void>;
  private readonly debounceMs: number;
  private readonly log: (line: string) => void;

  constructor(rebuild: (changes: Change[]) => Promise<void>, debounceMs: number, log: (line: string) => void) {
    this.rebuild = rebuild;
    this.debounceMs = debounceMs;
    this.log = log;
  }

  add(change: Change): void {
    this.pending.push(change);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
  }

  /** Stops waiting for more events (what is pending is not rebuilt). */
  stop(): void {
    clearTimeout(this.timer);
  }

  /** The rebuild under way, if any. */
  settled(): Promise<void> {
    return this.running;
  }

  private flush(): void {
    const changes = this.pending;
    this.pending = [];
    this.running = this.running.then(() => this.rebuild(changes)).catch((e: Error) => this.log(`docgen: the rebuild failed: ${e.message}`));
  }
}

/** Sends the watcher's events to the queue as changes, with paths relative to the site's root. */
function queueChanges(watcher: FSWatcher, site: DevSite, queue: RebuildQueue): void {
  const onEvent = (type: Change['type']) => (file: string) => {
    const rel = path.relative(site.root, file).split(path.sep).join('/');
    queue.add({ type, path: rel.startsWith('..') ? file : rel });
  };
  watcher.on('add', onEvent('add')).on('change', onEvent('change')).on('unlink', onEvent('unlink'));
  // chokidar drops a second save that lands in the same file-system clock tick as the first (same mtime), so the
  // raw events of watched docs and pages count too; a save that changed nothing is recognised by its content hash.
  watcher.on('raw', (event, name, details) => {
    const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (event !== 'change' || !watchedPath || path.basename(watchedPath) !== name) return;
    const rel = path.relative(site.root, watchedPath).split(path.sep).join('/');
    const kind = site.classify({ type: 'change', path: rel });
    if (kind === 'content' || kind === 'config') onEvent('change')(watchedPath);
  });
}

interface RebuildContext {
  site: DevSite;
  watcher: FSWatcher;
  terminal: TerminalReport;
  events: EventStream;
  log: (line: string) => void;
  onRebuild: DevServerOptions['onRebuild'];
}

/** Updates the site with a batch of changes, then tells the terminal and the open pages. */
async function rebuild({ site, watcher, terminal, events, log, onRebuild }: RebuildContext, changes: Change[]): Promise<void> {
  const result = await withProgress('rebuilding', () => site.update(changes));
  const names = [...new Set(changes.map((c) => c.path))];
  const ok = !site.problems.some((d) => d.severity === 'error');
  if (ok) {
    if (terminal.clearProblems()) events.broadcast('ok', {});
    // Files that belong to no part of the site (a theme test, an editor's backup) change nothing.
    if (result.action !== 'none') {
      log(`↻ ${names.join(', ')} ${Math.round(result.durationMs)} ms`);
      terminal.warnings(site.warnings);
      events.broadcast('update', { action: result.action, css: result.css });
    }
    // A configuration change may name other folders.
    if (result.action === 'reload') watcher.add(sitePaths(site));
  } else {
    terminal.problems(site.problems);
    events.broadcast('problems', overlayProblems(site.problems));
  }
  onRebuild?.({ changed: names, durationMs: result.durationMs, ok, action: result.action });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const site = new DevSite(options.root, themeDir(), options.stylesheet, options.workers);
  const initialBuildMs = await withProgress('building', () => site.init());
  const events = new EventStream();
  // Compressed answers of this session (a page is asked for again after every save, mostly unchanged).
  const compression = new CompressionCache();
  const terminal = new TerminalReport(log);
  const server = createDevHttpServer(requestHandler(site, events, compression), compression, options.limits);
  if (site.problems.length) terminal.problems(site.problems);
  else terminal.warnings(site.warnings);

  const watcher = watchSite(site, log);
  const context: RebuildContext = { site, watcher, terminal, events, log, onRebuild: options.onRebuild };
  const queue = new RebuildQueue((changes) => rebuild(context, changes), options.debounceMs ?? 2, log);
  queueChanges(watcher, site, queue);
  // Watching before listening: a file saved as soon as the first page is served is not missed.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  try {
    await listen(server, options.port, options.host);
  } catch (e) {
    await watcher.close();
    throw e;
  }
  const address = server.address();
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
  // Once the first pages are out of the way, get the parser ready for the first save.
  const warmUp = setTimeout(() => void site.warmUp(), 300);
  warmUp.unref();

  return {
    server,
    site,
    url,
    initialBuildMs,
    async close() {
      queue.stop();
      clearTimeout(warmUp);
      await watcher.close();
      events.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await queue.settled();
      // What this session parsed makes the next start faster.
      await site.close();
    },
  };
}
