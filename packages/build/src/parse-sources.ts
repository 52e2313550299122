/** Running the markdown stage over scanned sources, cached by content hash. */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseCategoryMeta } from '@docgen/config';
import { isDiagnosticError, type CategoryMeta, type Diagnostic, type ParsedPage, type SourceFile } from '@docgen/core';
import type { MarkdownProcessor } from '@docgen/markdown';
import { parserFingerprint } from '@docgen/markdown/fingerprint';
import { writeFileAtomically } from './write.js';

/** A stand-in content tree for pages read from the slim cache file (see `ParseCache.load`). */
const NO_CONTENT = Object.freeze({ type: 'root', children: Object.freeze([]) }) as unknown as ParsedPage['hast'];

export interface ParseCacheLoadOptions {
  /**
   * `false` reads only the slim file: every field of each page except its content tree (`hast` is an empty root).
   * For work that never renders (`check-links`): the slim file is a twentieth of the size and parses in a few
   * milliseconds instead of a hundred. Such a cache saves only the slim file. Default `true`.
   */
  withContent?: boolean;
}

/** Parse results by path and content hash. Reuse one object across builds (the dev server), or persist it. */
export class ParseCache {
  private entries = new Map<string, ParsedPage>();
  /** Set when an entry was added since the cache was loaded. */
  dirty = false;
  /** Whether entries carry their content trees (see `ParseCacheLoadOptions.withContent`). */
  readonly withContent: boolean;

  constructor(options: ParseCacheLoadOptions = {}) {
    this.withContent = options.withContent ?? true;
  }

  private key(source: Pick<SourceFile, 'path' | 'hash'>): string {
    return `${source.path}\0${source.hash}`;
  }
  get(source: Pick<SourceFile, 'path' | 'hash'>): ParsedPage | undefined {
    return this.entries.get(this.key(source));
  }
  set(source: Pick<SourceFile, 'path' | 'hash'>, page: ParsedPage): void {
    this.entries.set(this.key(source), this.withContent ? page : withoutContent(page));
    this.dirty = true;
  }
  get size(): number {
    return this.entries.size;
  }
  /** Keep only entries for the given sources (drops old versions of edited files). */
  retain(sources: readonly Pick<SourceFile, 'path' | 'hash'>[]): void {
    const keep = new Set(sources.map((s) => this.key(s)));
    for (const key of this.entries.keys()) {
      if (!keep.has(key)) {
        this.entries.delete(key);
        this.dirty = true;
      }
    }
  }

  /**
   * Reads the cache a previous run left in `dir`; a missing, stale or damaged file gives an empty cache. Without
   * content, the slim file is read, or the full one when there is no slim file yet (the slim one is then written
   * by `save`).
   */
  static async load(dir: string, options: ParseCacheLoadOptions = {}): Promise<ParseCache> {
    const cache = new ParseCache(options);
    const files = cache.withContent ? [cacheFileName()] : [slimCacheFileName(), cacheFileName()];
    for (const [i, name] of files.entries()) {
      try {
        const data = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Array<[string, ParsedPage]>;
        cache.entries = new Map(cache.withContent ? data : data.map(([key, page]) => [key, withoutContent(page)]));
        // Read from the full file: the slim one is missing, so write it on save.
        if (i > 0) cache.dirty = true;
        break;
      } catch {
        // No usable file: try the next, or parse everything.
      }
    }
    return cache;
  }

  /** Writes the full file (with content) and the slim one; a cache without content writes only the slim file. */
  async save(dir: string): Promise<void> {
    if (!this.dirty) return;
    await mkdir(dir, { recursive: true });
    const keep = new Set([cacheFileName(), slimCacheFileName()]);
    for (const old of await readdir(dir)) if (old.startsWith('parse-') && !keep.has(old) && !old.includes('.tmp-')) await rm(path.join(dir, old), { force: true });
    const entries = [...this.entries];
    if (this.withContent) await writeFileAtomically(path.join(dir, cacheFileName()), JSON.stringify(entries));
    await writeFileAtomically(path.join(dir, slimCacheFileName()), JSON.stringify(entries.map(([key, page]) => [key, { ...page, hast: undefined }])));
    this.dirty = false;
  }
}

function withoutContent(page: ParsedPage): ParsedPage {
  return page.hast === NO_CONTENT ? page : { ...page, hast: NO_CONTENT };
}

function cacheFileName(): string {
  return `parse-${parserFingerprint()}.json`;
}

function slimCacheFileName(): string {
  return `parse-${parserFingerprint()}.slim.json`;
}

export interface ParsedSources {
  pages: Record<string, ParsedPage>;
  categories: Map<string, CategoryMeta>;
  diagnostics: Diagnostic[];
  /** How many pages were parsed rather than taken from the cache. */
  parsed: number;
}

let sharedProcessor: MarkdownProcessor | undefined;

/**
 * Parsing stays on one thread: measured on this project's 2-core machines, two worker threads parse the site no
 * faster than one (1.84 s against 1.94 s), and the copy of the trees back costs more. The cache does the saving.
 */
async function parseAll(todo: readonly SourceFile[]): Promise<ParsedPage[]> {
  if (todo.length === 0) return [];
  // Loaded only when something needs parsing: a fully cached run (check-links) never pays for it.
  const processor = (sharedProcessor ??= (await import('@docgen/markdown')).createMarkdownProcessor());
  const pages: ParsedPage[] = [];
  for (const source of todo) pages.push(await processor.parse(source));
  return pages;
}

/** Category files read before, by path and content: a rebuild (the dev server's, on every save) reads them again. */
const categoryMemo = new Map<string, CategoryMeta>();

function categoryMeta(source: SourceFile): CategoryMeta {
  const key = `${source.path}\0${source.hash}`;
  let meta = categoryMemo.get(key);
  if (!meta) {
    meta = parseCategoryMeta({ file: source.path, text: source.text });
    if (categoryMemo.size >= 1000) categoryMemo.clear();
    categoryMemo.set(key, meta);
  }
  return meta;
}

export async function parseSources(sources: readonly SourceFile[], cache?: ParseCache): Promise<ParsedSources> {
  const pages: Record<string, ParsedPage> = {};
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  const todo: SourceFile[] = [];
  for (const source of sources) {
    if (source.kind === 'category') {
      try {
        const dir = path.posix.dirname(source.relPath);
        categories.set(dir === '.' ? '' : dir, categoryMeta(source));
      } catch (e) {
        if (isDiagnosticError(e)) diagnostics.push(...e.diagnostics);
        else throw e;
      }
      continue;
    }
    if (!/\.mdx?$/i.test(source.path)) continue;
    const cached = cache?.get(source);
    if (cached) pages[source.path] = cached;
    else todo.push(source);
  }
  const bySource = new Map(todo.map((s) => [s.path, s]));
  for (const page of await parseAll(todo)) {
    pages[page.source] = page;
    cache?.set(bySource.get(page.source)!, page);
  }
  cache?.retain(sources.filter((s) => /\.mdx?$/i.test(s.path)));
  return { pages, categories, diagnostics, parsed: todo.length };
}
