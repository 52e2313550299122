/** `docgen serve --watch`: the in-memory site over HTTP, updated as files change, with live updates in browsers. */
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { formatDiagnostic, type Diagnostic } from '@docgen/core';
import { contentType, resolveRequestPath, sendBody } from '@docgen/server';
import { DEV_CLIENT } from './dev-client.js';
import { DevSite, DEV_CLIENT_PATH, EVENTS_PATH, type Change } from './dev-site.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Where progress and rebuild lines go. */
  log?: (line: string) => void;
  /** Called after each rebuild (tests and benchmarks wait on it). */
  onRebuild?: (info: { changed: string[]; durationMs: number; ok: boolean }) => void;
  /** Collect file events for this long before rebuilding (several saves at once become one rebuild). */
  debounceMs?: number;
}

export interface DevServer {
  server: Server;
  site: DevSite;
  url: string;
  initialBuildMs: number;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Theme and runtime sources: a change re-bundles the browser code (and the stylesheet). */
function themeSources(): string[] {
  return ['@docgen/theme/package.json', '@docgen/runtime/package.json'].map((p) => path.join(path.dirname(require.resolve(p)), 'src'));
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const site = new DevSite(options.root);
  const initialBuildMs = await site.init();
  const clients = new Set<ServerResponse>();
  const broadcast = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let lastPrinted = '';
  const printProblems = (problems: Diagnostic[]) => {
    const text = problems.map(formatDiagnostic).join('\n');
    // Printed once, not again on every save that leaves them in place.
    if (text !== lastPrinted) log(text);
    lastPrinted = text;
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (site.problems.some((d) => d.severity === 'error')) res.write(`event: problems\ndata: ${JSON.stringify(site.problems)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (url.pathname === DEV_CLIENT_PATH) return sendBody(req, res, DEV_CLIENT, { type: 'text/javascript; charset=utf-8', cacheControl: 'no-cache' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = resolveRequestPath(url.pathname, url.search);
    if (resolution.kind === 'bad-request') return void res.writeHead(400).end('Bad Request');
    if (resolution.kind === 'forbidden') return void res.writeHead(403).end('Forbidden');
    if (resolution.kind === 'redirect') return void res.writeHead(301, { Location: resolution.location }).end();
    const decoded = decodeURIComponent(url.pathname);
    const built = site.file(decoded);
    if (built) return sendBody(req, res, Buffer.from(built.data), { type: contentType(decoded), cacheControl: 'no-cache' });
    if (decoded.startsWith('/_data/')) {
      const data = site.pageData(decoded);
      if (data) return sendBody(req, res, data, { type: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
    }
    const routePath = decoded.length > 1 ? decoded.replace(/\/+$/, '') : '/';
    const page = site.render(routePath);
    if (page) return sendBody(req, res, page.html, { type: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    // Files of the static folder, never outside it.
    const graph = site.graph;
    if (graph) {
      const staticRoot = await realpath(path.join(site.root, graph.config.staticDir)).catch(() => undefined);
      if (staticRoot) {
        const file = await realpath(path.join(staticRoot, decoded)).catch(() => undefined);
        if (file && file.startsWith(staticRoot + path.sep) && (await stat(file)).isFile()) {
          return sendBody(req, res, await readFile(file), { type: contentType(file), cacheControl: 'no-cache' });
        }
      }
    }
    const notFound = site.render('/404');
    return sendBody(req, res, notFound?.html ?? 'Not Found', { status: 404, type: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
  };

  const server = createServer((req, res) => {
    handler(req, res).catch((e: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Internal error: ${e.message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;

  // Watching.
  const { config } = site.graph!;
  const watched = [config.docs.path, config.pagesDir, config.staticDir, 'site.config.yaml', 'sidebars.yaml'].map((p) => path.join(site.root, p));
  const watcher: FSWatcher = watch([...watched, ...themeSources()], { ignoreInitial: true, ignored: (p) => /(^|[/\\])(node_modules|\.git|dist)([/\\]|$)/.test(p) });
  let pending: Change[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const changes = pending;
    pending = [];
    running = running.then(async () => {
      const started = performance.now();
      // Builds that take longer than a second show that they are working.
      const spinner = setInterval(() => process.stderr.isTTY && process.stderr.write(`\r… rebuilding (${Math.round((performance.now() - started) / 1000)} s)`), 1000);
      const result = await site.update(changes);
      clearInterval(spinner);
      const names = [...new Set(changes.map((c) => c.path))];
      const ok = !site.problems.some((d) => d.severity === 'error');
      if (ok) {
        lastPrinted = '';
        log(`↻ ${names.join(', ')} ${Math.round(result.durationMs)} ms`);
        broadcast('update', { action: result.action, css: result.css });
      } else {
        printProblems(site.problems);
        broadcast('problems', site.problems);
      }
      options.onRebuild?.({ changed: names, durationMs: result.durationMs, ok });
    });
  };
  const onEvent = (type: Change['type']) => (file: string) => {
    const rel = path.relative(site.root, file).split(path.sep).join('/');
    pending.push({ type, path: rel.startsWith('..') ? file : rel });
    clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 5);
  };
  watcher.on('add', onEvent('add')).on('change', onEvent('change')).on('unlink', onEvent('unlink'));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    server,
    site,
    url,
    initialBuildMs,
    async close() {
      clearTimeout(timer);
      await watcher.close();
      for (const client of clients) client.end();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await running;
    },
  };
}
