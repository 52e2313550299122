/**
 * What the previous build wrote, so the next one can reuse it: for each route, the key of everything its render
 * depended on and the files it wrote (with size and modification time). A route whose key is unchanged, and whose
 * files are still in the output folder as they were written, is linked into the new output instead of rendered.
 * Files are hard-linked (copied where links are not possible), so reusing costs no copy of the data; a file
 * changed in place since (its time or size differ) is rendered again.
 */
import { copyFileSync, linkSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from './hash.js';
import { writeFileAtomically } from '../output/write.js';
import type { WrittenFile } from '../workers/worker-tasks.js';

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
  intact(id: string): boolean {
    const before = this.previous?.entries[id];
    return before !== undefined && before.files.every((file) => this.unchanged(file));
  }

  private unchanged(file: WrittenFile): boolean {
    const info = statSync(path.join(this.next.outDir, file.path), { throwIfNoEntry: false });
    return info !== undefined && info.size === file.size && info.mtimeMs === file.mtimeMs;
  }

  /**
   * Links the files of entry `id` from the previous output into `tempDir` when its key is unchanged and every file
   * is still as it was written; returns false (and links nothing that stays) otherwise. With blocking calls: a
   * rebuild links thousands of small files, and a promise for each cost twice the work it waited for.
   */
  reuse(id: string, key: string, tempDir: string): boolean {
    const before = this.previous?.entries[id];
    if (!before || before.key !== key || !this.intact(id)) return false;
    const written: WrittenFile[] = [];
    for (const file of before.files) {
      const from = path.join(this.next.outDir, file.path);
      const to = path.join(tempDir, file.path);
      const folder = path.dirname(to);
      if (!this.folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        this.folders.add(folder);
      }
      try {
        linkSync(from, to);
        written.push(file);
      } catch {
        // Another file system, or links not allowed: copy, and remember the copy's own time.
        try {
          copyFileSync(from, to);
          const info = statSync(to);
          written.push({ ...file, size: info.size, mtimeMs: info.mtimeMs });
        } catch {
          for (const f of before.files) rmSync(path.join(tempDir, f.path), { force: true });
          return false;
        }
      }
    }
    this.next.entries[id] = { key, files: written };
    return true;
  }

  /** The files entry `id` wrote in the previous build (none when there was no usable previous build). */
  previousFiles(id: string): readonly WrittenFile[] {
    return this.previous?.entries[id]?.files ?? [];
  }

  /** The key entry `id` has in this build so far (reused or recorded), if any. */
  currentKey(id: string): string | undefined {
    return this.next.entries[id]?.key;
  }

  /**
   * Hard-links `file` (one of `previousFiles`) from the previous output to `to` (absolute, its folder existing) when
   * it is still as it was written; returns false otherwise, or when it cannot be linked.
   */
  linkPreviousFile(file: WrittenFile, to: string): boolean {
    if (!this.unchanged(file)) return false;
    try {
      linkSync(path.join(this.next.outDir, file.path), to);
      return true;
    } catch {
      return false;
    }
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
