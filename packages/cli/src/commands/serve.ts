import { InvalidArgumentError, type Command } from 'commander';
import path from 'node:path';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError(`invalid port "${value}": use a number from 0 to 65535`);
  return n;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve a built site')
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on (127.0.0.1 keeps it local)', '127.0.0.1')
    .option('--dir <dir>', 'the built site folder, relative to the root', 'build')
    .option('--root <dir>', 'site root', '.')
    .action(async (opts: { port: number; host: string; dir: string; root: string }) => {
      const dir = path.resolve(opts.root, opts.dir);
      const { startStaticServer } = await import('@docgen/server');
      const server = await startStaticServer({ dir, port: opts.port, host: opts.host });
      const address = server.address();
      const shown = typeof address === 'object' && address ? address.port : opts.port;
      process.stdout.write(`Serving ${dir} at http://${opts.host}:${shown} (Ctrl+C to stop)\n`);
      const stop = () => server.close(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
