import { InvalidArgumentError, type Command } from 'commander';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { EXIT_ERRORS } from '../report.js';
import { workerOptions } from '../worker-options.js';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError(`invalid port "${value}": use a number from 0 to 65535`);
  return n;
}

/** A port taken by another server is a usage problem with its own advice, not an internal error. */
function portInUse(e: unknown, opts: { port: number; host: string }): unknown {
  if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') return e;
  return new Error(`port ${opts.port} on ${opts.host} is already in use; stop the server using it, or pick another port with --port`);
}

interface ServeOptions {
  port: number;
  host: string;
  dir: string;
  root: string;
  watch?: boolean;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve a built site, or (with --watch) build in memory and update as files change')
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on (127.0.0.1 keeps it local)', '127.0.0.1')
    .option('--dir <dir>', 'the built site folder, relative to the root (without --watch)', 'build')
    .option('--root <dir>', 'site root', '.')
    .option('--watch', 'build in memory, watch the sources and update open pages on every change')
    .action(async (opts: ServeOptions) => {
      // Ctrl+C is honoured from the first moment: a stop asked for while the server starts happens once it is up,
      // so the watchers close and the caches are written whole.
      let stop: (() => Promise<void>) | undefined;
      let stopAsked = false;
      const shutdown = () => {
        stopAsked = true;
        if (stop) void stop().then(() => process.exit(0));
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
      if (opts.watch) {
        const { startDevServer } = await import('@docgen/dev');
        const dev = await startDevServer({ root: opts.root, port: opts.port, host: opts.host, workers: workerOptions() }).catch((e: unknown) =>
          Promise.reject(portInUse(e, opts)),
        );
        const pages = dev.site.graph?.routes.length ?? 0;
        process.stdout.write(
          `docgen dev server at ${dev.url} — ${pages} pages built in ${Math.round(dev.initialBuildMs)} ms; watching for changes (Ctrl+C to stop)\n`,
        );
        stop = () => dev.close();
      } else {
        const { startStaticServer } = await import('@docgen/server');
        const dir = path.resolve(opts.root, opts.dir);
        if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
          process.stderr.write(`docgen: no built site at ${dir}; run docgen build first (or point --dir at the built folder).\n`);
          process.exitCode = EXIT_ERRORS;
          process.removeListener('SIGINT', shutdown);
          process.removeListener('SIGTERM', shutdown);
          return;
        }
        const server = await startStaticServer({ dir, port: opts.port, host: opts.host }).catch((e: unknown) => Promise.reject(portInUse(e, opts)));
        const address = server.address();
        const shown = typeof address === 'object' && address ? address.port : opts.port;
        process.stdout.write(`Serving ${dir} at http://${opts.host}:${shown} (Ctrl+C to stop)\n`);
        stop = () => new Promise((r) => server.close(() => r()));
      }
      if (stopAsked) shutdown();
    });
}
