/**
 * Content trees on disk, one file per tree, named by content key (a hash of the parser's fingerprint and the file's
 * text): the parse stage writes them, the render stage reads them back one page at a time, so no stage holds the
 * trees of the whole site. Identical files share one tree. The highlighted lines of code blocks are kept the same
 * way, by the key of their code (see `highlights.ts`). Safe to use from several worker threads at once: a file
 * is written under a temporary name and renamed, so readers see a whole tree or none.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HastRoot } from '@docgen/core';

/** Where a content store keeps its trees; plain data, so it can be handed to worker threads. */
export interface ContentStoreLocation {
  dir: string;
}

export class ContentStore {
  readonly dir: string;

  constructor(location: ContentStoreLocation) {
    this.dir = location.dir;
  }

  get location(): ContentStoreLocation {
    return { dir: this.dir };
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key.slice(2)}.json`);
  }

  async get<T = HastRoot>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.file(key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  has(key: string): Promise<boolean> {
    return access(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  async put(key: string, tree: HastRoot | unknown[]): Promise<void> {
    const file = this.file(key);
    const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const data = JSON.stringify(tree);
    try {
      await writeFile(temp, data);
    } catch {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, data);
    }
    await rename(temp, file);
  }

  /**
   * The same as `get`, blocking: for worker threads, whose only work is this (a promise per file costs more than
   * the read on a busy thread).
   */
  getSync<T = HastRoot>(key: string): T | undefined {
    try {
      return JSON.parse(readFileSync(this.file(key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** The size of a stored tree's file in bytes (0 when it is not stored). */
  sizeSync(key: string): number {
    try {
      return statSync(this.file(key)).size;
    } catch {
      return 0;
    }
  }

  /** The same as `put`, blocking (see `getSync`). */
  putSync(key: string, tree: HastRoot | unknown[]): void {
    const file = this.file(key);
    const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const data = JSON.stringify(tree);
    try {
      writeFileSync(temp, data);
    } catch {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temp, data);
    }
    renameSync(temp, file);
  }

  /** Removes every tree whose key is not in `keep` (after a build: trees of edited or deleted files). */
  async prune(keep: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    const folders = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      folders.map(async (folder) => {
        for (const name of await readdir(path.join(this.dir, folder)).catch(() => [] as string[])) {
          const key = folder + name.replace(/\.json$/, '');
          if (keep.has(key) && name.endsWith('.json')) continue;
          await rm(path.join(this.dir, folder, name), { force: true });
          removed++;
        }
      }),
    );
    return removed;
  }
}
