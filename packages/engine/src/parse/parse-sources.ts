/**
 * The parse stage of a build: category files are read here; Markdown files come from the page cache when their
 * content is unchanged, else they are parsed on the worker threads, which put each content tree into the content
 * store and hand back only the page's metadata.
 */
import path from 'node:path';
import { parseCategoryMeta } from '@docgen/config';
import { DiagnosticError, isDiagnosticError, type CategoryMeta, type Diagnostic, type ParsedPage, type SourceFile } from '@docgen/core';
import { contentHash } from '../cache/hash.js';
import type { ContentStore } from '../cache/content-store.js';
import type { PageCache } from '../cache/page-cache.js';
import { HighlightTimeoutError, ParseTimeoutError, type Workers } from '../workers/workers.js';
import type { PendingHighlight } from '@docgen/markdown';
import type { MarkdownSettings } from './markdown-settings.js';

export interface ParseInput {
  sources: readonly SourceFile[];
  workers: Workers;
  store: ContentStore;
  /** Parse results of earlier runs; updated with this run's. */
  cache: PageCache;
  /** What the markdown processor is made of (the cache's fingerprint was made from the same settings). */
  settings: MarkdownSettings;
  /**
   * Whether the content trees of cached pages must be in the store (a build renders them; `check-links` does not):
   * a cached page whose tree is missing is parsed again.
   */
  needTrees?: boolean;
  /** Called after each parsed file with the count so far and the number to parse. */
  onParsed?: (done: number, total: number) => void;
  /** Category files read before, by path and content (the dev server keeps one across rebuilds). */
  categoryMemo?: Map<string, CategoryMeta>;
}

export interface ParsedSources {
  pages: Record<string, ParsedPage>;
  /** `_category_` metadata by the site-root relative folder of its file (`docs/guides`). */
  categories: Map<string, CategoryMeta>;
  diagnostics: Diagnostic[];
  /** How many pages were parsed rather than taken from the cache (or from a file of the same text). */
  parsed: number;
}

/** The store key of a file's tree: the same text under the same parser gives the same tree, whatever its path. */
export function contentKeyOf(fingerprint: string, textHash: string): string {
  return contentHash(`${fingerprint}\0${textHash}`, 32);
}

export const isMarkdown = (source: Pick<SourceFile, 'path'>) => /\.mdx?$/i.test(source.path);

function categoryMeta(source: SourceFile, memo: Map<string, CategoryMeta> | undefined): CategoryMeta {
  const key = `${source.path}\0${source.hash}`;
  let meta = memo?.get(key);
  if (!meta) {
    meta = parseCategoryMeta({ file: source.path, text: source.text });
    if (memo) {
      if (memo.size >= 1000) memo.clear();
      memo.set(key, meta);
    }
  }
  return meta;
}

/** A file the parser could not finish: one error at the top of the file, never a crash of the build. */
function parseFailure(file: string, e: unknown): Diagnostic {
  if (e instanceof ParseTimeoutError) {
    return {
      severity: 'error',
      file,
      line: 1,
      column: 1,
      message: `${e.message}, the time limit for one file, and was stopped`,
      hint: 'Look for extreme nesting or very long lines, or split the file.',
      ruleId: 'parse/time-limit',
    };
  }
  const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0];
  return { severity: 'error', file, line: 1, column: 1, message: `could not parse this file: ${reason}`, ruleId: 'parse/failed' };
}

export async function parseSources(input: ParseInput): Promise<ParsedSources> {
  const { sources, cache, store, workers } = input;
  const pages: Record<string, ParsedPage> = {};
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  const todo: SourceFile[] = [];
  const cachedWithTrees: ParsedPage[] = [];
  for (const source of sources) {
    if (source.kind === 'category') {
      try {
        // Keyed by the folder from the site root: each docs version has its own `_category_` files.
        categories.set(path.posix.dirname(source.path), categoryMeta(source, input.categoryMemo));
      } catch (e) {
        if (isDiagnosticError(e)) diagnostics.push(...e.diagnostics);
        else throw e;
      }
      continue;
    }
    if (!isMarkdown(source)) continue;
    const cached = cache.get(source);
    if (cached) {
      pages[source.path] = cached;
      if (input.needTrees) cachedWithTrees.push(cached);
    } else todo.push(source);
  }
  if (cachedWithTrees.length) {
    const bySource = new Map(sources.map((s) => [s.path, s]));
    const missing = await Promise.all(cachedWithTrees.map(async (page) => ((await store.has(page.contentKey)) ? undefined : bySource.get(page.source))));
    todo.push(...missing.filter((s): s is SourceFile => s !== undefined));
  }

  // Files with the same text (a page unchanged across docs versions) are parsed once: the others take the result,
  // moved to their own path, when nothing in it depends on the file's folder.
  const byText = new Map<string, SourceFile[]>();
  for (const source of todo) {
    const same = byText.get(source.hash);
    if (same) same.push(source);
    else byText.set(source.hash, [source]);
  }
  workers.plan(byText.size);
  let done = 0;
  let parsedCount = 0;
  // A plugin that cannot be loaded fails every file the same way: it is one error, at its place in the configuration.
  const pluginProblems = new Map<string, Diagnostic>();
  const highlighting = highlighter(input, diagnostics);
  const parseOne = async (source: SourceFile): Promise<ParsedPage | undefined> => {
    const contentKey = contentKeyOf(cache.fingerprint, source.hash);
    parsedCount++;
    try {
      const { highlights, ...page } = await workers.parse({
        source: { path: source.path, text: source.text },
        contentKey,
        store: store.location,
        settings: input.settings,
      });
      const problem = page.diagnostics.find((d) => d.ruleId === 'markdown/plugin-load');
      if (problem) {
        pluginProblems.set(`${problem.file}:${problem.line}:${problem.message}`, problem);
        delete pages[source.path];
        return undefined;
      }
      pages[source.path] = page;
      if (highlights) highlighting.add(source.path, highlights, () => cache.set(source, page));
      else cache.set(source, page);
      return page;
    } catch (e) {
      diagnostics.push(parseFailure(source.path, e));
      delete pages[source.path];
      return undefined;
    } finally {
      input.onParsed?.(++done, todo.length);
    }
  };
  await Promise.all(
    [...byText.values()].map(async ([first, ...others]) => {
      const page = await parseOne(first);
      for (const other of others) {
        if (page && movable(page)) {
          const moved = movedTo(page, other.path);
          pages[other.path] = moved;
          cache.set(other, moved);
          input.onParsed?.(++done, todo.length);
        } else await parseOne(other);
      }
    }),
  );
  await highlighting.done();
  await workers.parsed();
  if (pluginProblems.size) throw new DiagnosticError([...pluginProblems.values()]);
  cache.retain(sources.filter(isMarkdown));
  return {
    pages: sortedByPath(pages),
    categories,
    diagnostics: diagnostics.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    parsed: parsedCount,
  };
}

/**
 * Code blocks that parsed pages left to be highlighted, handed to the highlighting threads as the pages come back
 * (each key once, and not when the store has it). A page is cached once its code is highlighted, so the store has
 * the lines of every cached page (a render highlights any that went missing): one whose highlighting fails (a block
 * past the time limit) is an error at the page, as a parse past the limit is, and is parsed again next time.
 */
function highlighter(input: ParseInput, diagnostics: Diagnostic[]) {
  const { store, workers } = input;
  const asked = new Set<string>();
  const running: Array<Promise<void>> = [];
  const highlight = async (file: string, blocks: PendingHighlight[]): Promise<boolean> => {
    const missing = (await Promise.all(blocks.map(async (b) => ((await store.has(b.key)) ? undefined : b)))).filter((b) => b !== undefined);
    if (!missing.length) return true;
    try {
      await workers.highlight({ blocks: missing, store: store.location });
      return true;
    } catch (e) {
      const why = e instanceof HighlightTimeoutError ? e.message : `highlighting failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`;
      diagnostics.push({
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message: `${why} for the code blocks of this file`,
        hint: 'Look for a very long code block, or split it.',
        ruleId: 'code/highlight-failed',
      });
      return false;
    }
  };
  return {
    /** `highlighted` is called when the blocks are in the store. */
    add(file: string, blocks: PendingHighlight[], highlighted: () => void): void {
      const fresh = blocks.filter((b) => !asked.has(b.key));
      for (const block of fresh) asked.add(block.key);
      running.push(highlight(file, fresh).then((ok) => (ok ? highlighted() : undefined)));
    },
    done: () => Promise.all(running).then(() => undefined),
  };
}

/** Pages in path order, whatever order the workers finished in (the graph and its messages follow it). */
function sortedByPath(pages: Record<string, ParsedPage>): Record<string, ParsedPage> {
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Whether a parse result holds for the same text at another path: no embedded files or relative imports (both are
 * resolved against the file's folder, in the metadata and in component elements of the tree).
 */
function movable(page: ParsedPage): boolean {
  return page.assets.length === 0 && page.imports.every((i) => !i.source.startsWith('.'));
}

/** A parse result of the same text, for the file at `file`: its source and the places of its problems. */
function movedTo(page: ParsedPage, file: string): ParsedPage {
  return { ...page, source: file, diagnostics: page.diagnostics.map((d) => (d.file === page.source ? { ...d, file } : d)) };
}
