/**
 * Parse results without their content trees (`ParsedPage`), by source path and content hash: what a rebuild,
 * `check-links` and the dev server reuse instead of parsing again. The trees are in the content store; this file
 * is a twentieth of their size and loads in milliseconds.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedPage, SourceFile } from '@docgen/core';
import { writeFileAtomically } from '../output/write.js';

type CacheKeySource = Pick<SourceFile, 'path' | 'hash'>;

/** Parsed pages by path and content hash. Reuse one object across builds (the dev server), or persist it. */
export class PageCache {
  private entries = new Map<string, ParsedPage>();
  /** Set when an entry was added or dropped since the cache was loaded or saved. */
  dirty = false;
  /** The parser fingerprint the entries were made with: part of the file name, so a new parser starts empty. */
  readonly fingerprint: string;

  constructor(fingerprint: string) {
    this.fingerprint = fingerprint;
  }

  private key(source: CacheKeySource): string {
    return `${source.path}\0${source.hash}`;
  }
  get(source: CacheKeySource): ParsedPage | undefined {
    return this.entries.get(this.key(source));
  }
  set(source: CacheKeySource, page: ParsedPage): void {
    this.entries.set(this.key(source), page);
    this.dirty = true;
  }
  get size(): number {
    return this.entries.size;
  }
  /** Store keys of every entry: its tree and its highlighted code (what a content store must keep). */
  contentKeys(): Set<string> {
    return new Set([...this.entries.values()].flatMap((page) => [page.contentKey, ...(page.highlightKeys ?? [])]));
  }
  /** Keep only entries for the given sources (drops old versions of edited files). */
  retain(sources: readonly CacheKeySource[]): void {
    const keep = new Set(sources.map((s) => this.key(s)));
    for (const key of this.entries.keys()) {
      if (!keep.has(key)) {
        this.entries.delete(key);
        this.dirty = true;
      }
    }
  }

  private fileName(): string {
    return `pages-${this.fingerprint}.json`;
  }

  /** Reads the cache a previous run left in `dir`; a missing, stale or damaged file gives an empty cache. */
  static async load(dir: string, fingerprint: string): Promise<PageCache> {
    const cache = new PageCache(fingerprint);
    try {
      const data = JSON.parse(await readFile(path.join(dir, cache.fileName()), 'utf8')) as Array<[string, ParsedPage]>;
      cache.entries = new Map(data);
    } catch {
      // No usable file: everything is parsed.
    }
    return cache;
  }

  /** Writes the cache (when it changed), and removes files of other parser fingerprints. */
  async save(dir: string): Promise<void> {
    if (!this.dirty) return;
    await mkdir(dir, { recursive: true });
    const name = this.fileName();
    for (const old of await readdir(dir)) {
      if (/^(pages|parse)-.*\.json$/.test(old) && old !== name && !old.includes('.tmp-')) await rm(path.join(dir, old), { force: true });
    }
    await writeFileAtomically(path.join(dir, name), JSON.stringify([...this.entries]));
    this.dirty = false;
  }
}
