/**
 * Test support for the watcher's tests: a copy of one of the engine's fixture sites under `docgen serve --watch`,
 * and a way to change its files and wait for the rebuild each change causes.
 */
import { cp, mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer, type DevServer } from './index.js';

export type Rebuild = { changed: string[]; ok: boolean; action: string };

export interface WatchedCopy {
  dir: string;
  dev: DevServer;
  /** Writes a file (`undefined`: deletes it) and waits for the rebuild that follows, ignoring rebuilds that changed nothing. */
  change(rel: string, content: string | undefined): Promise<Rebuild>;
  close(): Promise<void>;
}

/** A copy of `engine/fixtures/<fixture>` (without its caches), `prepare`d, then watched. */
export async function watchedCopy(fixture: string, prepare?: (dir: string) => Promise<void>): Promise<WatchedCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-dev-${fixture}-`));
  const source = fileURLToPath(new URL(`../../engine/fixtures/${fixture}`, import.meta.url));
  await cp(source, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
  await prepare?.(dir);
  let waiting: Array<(info: Rebuild) => void> = [];
  const dev = await startDevServer({
    root: dir,
    port: 0,
    host: '127.0.0.1',
    debounceMs: 30,
    log: () => undefined,
    onRebuild: (info) => {
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(info);
    },
  });
  return {
    dir,
    dev,
    async change(rel, content) {
      const done = new Promise<Rebuild>((resolve) => {
        const wait = (info: Rebuild) => (info.ok && info.action === 'none' ? waiting.push(wait) : resolve(info));
        waiting.push(wait);
      });
      if (content === undefined) await unlink(path.join(dir, rel));
      else {
        await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
        await writeFile(path.join(dir, rel), content);
      }
      return done;
    },
    async close() {
      await dev.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
