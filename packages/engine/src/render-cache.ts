/**
 * What the previous build wrote, so the next one can reuse it: for each route, the key of everything its render
 * depended on and the files it wrote (with size and modification time). A route whose key is unchanged, and whose
 * files are still in the output folder as they were written, is linked into the new output instead of rendered.
 * Files are hard-linked (copied where links are not possible), so reusing costs no copy of the data; a file
 * changed in place since (its time or size differ) is rendered again.
 */
import { copyFile, link, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from './hash.js';
import { writeFileAtomically } from './write.js';
import type { WrittenFile } from './worker-tasks.js';

export interface ReusableEntry {
  /** Hash of every input of the output (see `renderKey`). */
  key: string;
  files: WrittenFile[];
}

interface ManifestData {
  /** The engine's fingerprint: another version of docgen renders differently. */
  engine: string;
  /** The output folder the files were written to (absolute). */
  outDir: string;
  entries: Record<string, ReusableEntry>;
}

/** A stable key of plain data (JSON with sorted keys is not needed: the data is built in a fixed order). */
export function keyOf(...parts: unknown[]): string {
  return contentHash(JSON.stringify(parts), 24);
}

export class RenderManifest {
  private readonly previous: ManifestData | undefined;
  private readonly next: ManifestData;
  private readonly folders = new Set<string>();

  private constructor(engine: string, outDir: string, previous: ManifestData | undefined) {
    this.previous = previous && previous.engine === engine && previous.outDir === outDir ? previous : undefined;
    this.next = { engine, outDir, entries: {} };
  }

  static fileOf(cacheDir: string): string {
    return path.join(cacheDir, 'render-manifest.json');
  }

  /** The manifest of the last build into `outDir` (empty when there is none, or another engine wrote it). */
  static async load(cacheDir: string | undefined, engine: string, outDir: string): Promise<RenderManifest> {
    let previous: ManifestData | undefined;
    if (cacheDir) {
      try {
        previous = JSON.parse(await readFile(RenderManifest.fileOf(cacheDir), 'utf8')) as ManifestData;
      } catch {
        previous = undefined;
      }
    }
    return new RenderManifest(engine, outDir, previous);
  }

  /** Whether the previous output still holds entry `id`'s files as they were written. */
  async intact(id: string): Promise<boolean> {
    const before = this.previous?.entries[id];
    if (!before) return false;
    const checks = await Promise.all(
      before.files.map(async (file) => {
        const info = await stat(path.join(this.next.outDir, file.path)).catch(() => undefined);
        return info !== undefined && info.size === file.size && info.mtimeMs === file.mtimeMs;
      }),
    );
    return checks.every(Boolean);
  }

  /**
   * Links the files of entry `id` from the previous output into `tempDir` when its key is unchanged and every file
   * is still as it was written; returns false (and links nothing that stays) otherwise.
   */
  async reuse(id: string, key: string, tempDir: string): Promise<boolean> {
    const before = this.previous?.entries[id];
    if (!before || before.key !== key || !(await this.intact(id))) return false;
    const written: WrittenFile[] = [];
    for (const file of before.files) {
      const from = path.join(this.next.outDir, file.path);
      const to = path.join(tempDir, file.path);
      const folder = path.dirname(to);
      if (!this.folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        this.folders.add(folder);
      }
      try {
        await link(from, to);
        written.push(file);
      } catch {
        // Another file system, or links not allowed: copy, and remember the copy's own time.
        try {
          await copyFile(from, to);
          const info = await stat(to);
          written.push({ path: file.path, size: info.size, mtimeMs: info.mtimeMs });
        } catch {
          await Promise.all(before.files.map((f) => rm(path.join(tempDir, f.path), { force: true })));
          return false;
        }
      }
    }
    this.next.entries[id] = { key, files: written };
    return true;
  }

  /** Records what a fresh render of entry `id` wrote. */
  record(id: string, entry: ReusableEntry): void {
    this.next.entries[id] = entry;
  }

  async save(cacheDir: string | undefined): Promise<void> {
    if (!cacheDir) return;
    await mkdir(cacheDir, { recursive: true });
    await writeFileAtomically(RenderManifest.fileOf(cacheDir), JSON.stringify(this.next));
  }
}
