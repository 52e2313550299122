/**
 * Search output of a build: the DocSearch-shaped records (for `docgen search push`), the local index, and what the
 * browser needs to know. Records are made by the render stage, page by page, and go into the index as they come;
 * the files are written after the render stage, or linked from the previous output when no page's records can have
 * changed.
 *
 * The local index lives in a folder named by a hash of its content (`_search/<hash>/`), so every file of it can be
 * cached for good; pages find it through one small entry file whose name never changes (`_search/index.json`: the
 * folder and the manifest), so an edit of one page changes no other page.
 */
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, mkdirSync, openSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { hasSearchRecords, type ClientSearchConfig, type Route, type SiteConfig, type SiteGraph } from '@docgen/core';
import type { IndexFile, IndexOptions, SearchIndexBuilder, SearchRecord } from '@docgen/search';
import type { OutputFile } from '../bundle/assets.js';
import { FileSpool } from './record-spool.js';
import { keyOf, type RenderManifest } from '../cache/render-cache.js';
import type { WrittenFile } from '../workers/worker-tasks.js';

/**
 * Where a locale's search files are, relative to the output folder: `_search` for the default locale, `_search/<locale>`
 * for the others. Each locale has its own records and its own index, read with its language's word rules.
 */
export function searchDir(config: Pick<SiteConfig, 'i18n'>, locale = config.i18n.defaultLocale): string {
  return locale === config.i18n.defaultLocale ? '_search' : `_search/${locale}`;
}

/** Where the records for `docgen search push` are written, relative to the output folder (the default locale's). */
export const RECORDS_FILE = '_search/records.json';

/** A locale's records file (`_search/records.json`, `_search/fr/records.json`). */
export function recordsFile(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `${searchDir(config, locale)}/records.json`;
}

/**
 * The local index's entry: `{folder, manifest}`. Served to be revalidated (`no-cache` with an ETag), not cached as
 * immutable: it is the one file of the index whose content changes under the same name. (The default locale's.)
 */
export const INDEX_FILE = '_search/index.json';

/** A locale's index entry file. */
export function indexFile(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `${searchDir(config, locale)}/index.json`;
}

/** The manifest entry of a locale's search files (`/_search`, `/_search/fr`). */
export function searchManifestKey(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `/${searchDir(config, locale)}`;
}

export type { ClientSearchConfig };

/**
 * The browser's search settings for the pages of a locale; `indexUrl` is where its local index's entry file is
 * served. The hosted index is filtered by the locale's language.
 */
export function clientSearchConfig(
  graph: Pick<SiteGraph, 'config'> & Partial<Pick<SiteGraph, 'versions'>>,
  indexUrl?: string,
  locale = graph.config.i18n.defaultLocale,
): ClientSearchConfig {
  const { config } = graph;
  const { appId, apiKey, indexName, contextualSearch, host } = config.search;
  // The version is the last one's here; the browser puts in the version the reader is on (see searchParameters).
  const facetFilters = contextualSearch ? [`language:${locale}`, [`docusaurus_tag:default`, `docusaurus_tag:docs-default-${lastVersionName(graph)}`]] : [];
  return appId && apiKey
    ? { provider: 'algolia', appId, apiKey, indexName, host: host || undefined, facetFilters }
    : { provider: 'local', indexUrl: indexUrl ?? `/${indexFile(config, locale)}`, contextualSearch };
}

/** The name of the version at the docs' root. */
function lastVersionName(graph: Partial<Pick<SiteGraph, 'versions'>>): string {
  return graph.versions?.find((v) => v.version.isLast)?.version.name ?? 'current';
}

/** The routes of a locale (the default one's have no locale or say it). */
export function routesOfLocale(graph: Pick<SiteGraph, 'config' | 'routes'>, locale: string): Route[] {
  const { defaultLocale } = graph.config.i18n;
  return graph.routes.filter((route) => (route.locale ?? defaultLocale) === locale);
}

/** The folder name of an index: a hash of its files, in the order they were made. */
class FolderHash {
  private readonly hash = createHash('sha256');
  add(file: IndexFile): void {
    this.hash.update(file.path).update('\0').update(file.data).update('\0');
  }
  name(): string {
    return this.hash.digest('base64url').replace(/[-_]/g, '').slice(0, 10).toLowerCase();
  }
}

/** The index's manifest file (`MANIFEST_FILE` of the search package, which is loaded only when an index is made). */
const MANIFEST = 'manifest.json';

/** The entry file of an index in `folder` (under `dir`, the locale's search folder) with its manifest's text. */
const entryFile = (dir: string, folder: string, manifest: string): OutputFile => ({
  path: `${dir}/index.json`,
  data: `{"folder":${JSON.stringify(folder)},"manifest":${manifest}}`,
});

/**
 * The local index's files, from records held in memory (the dev server, tests): its folder under the locale's search
 * folder `dir` (named by a hash of the content unless `folder` names it: the dev server's), and the entry file
 * pointing at it. Words are read by the rules of `options.locale`.
 */
export async function localIndexFiles(
  records: Iterable<SearchRecord>,
  options: IndexOptions & { folder?: string; dir?: string } = {},
): Promise<{ files: OutputFile[]; entry: OutputFile }> {
  const { buildSearchIndex, MANIFEST_FILE } = await import('@docgen/search');
  const index = buildSearchIndex(records, options);
  const dir = options.dir ?? '_search';
  let folder = options.folder;
  if (!folder) {
    const hash = new FolderHash();
    for (const file of index) hash.add(file);
    folder = hash.name();
  }
  const manifest = index.find((file) => file.path === MANIFEST_FILE)!;
  return { files: index.map((file) => ({ path: `${dir}/${folder}/${file.path}`, data: file.data })), entry: entryFile(dir, folder, manifest.data) };
}

/**
 * A key of everything a locale's records depend on (each listed page's route and content, the settings records
 * carry, the engine's code), known before anything renders: a build whose key is unchanged reuses the previous index.
 */
export function searchKey(graph: SiteGraph, engine: string, locale = graph.config.i18n.defaultLocale): string {
  const pages = routesOfLocale(graph, locale)
    .filter(hasSearchRecords)
    .map((route) => [route, graph.pages[(route as { source: string }).source]?.contentKey]);
  const { url, docs, search } = graph.config;
  return keyOf(
    engine,
    url,
    locale,
    docs.versions,
    graph.versions.map((v) => v.version.name),
    Boolean(search.appId && search.apiKey),
    pages,
  );
}

/**
 * The records file: a JSON array with one page's records a line (`[`, then the pages' lines, then `]`), so that the
 * next build can read it back a page at a time. `records` are in page order, a page's records together.
 */
export function recordsFileText(records: readonly SearchRecord[]): string {
  const lines: string[] = [];
  for (let start = 0; start < records.length;) {
    const page = routeOf(records[start]);
    let end = start + 1;
    while (end < records.length && routeOf(records[end]) === page) end++;
    lines.push(recordsLine(records.slice(start, end)));
    start = end;
  }
  return lines.length ? `[\n${lines.join(',\n')}\n]\n` : '[\n]\n';
}

/** The route of a record (its objectID is `<route>#<anchor>`). */
const routeOf = (record: SearchRecord) => record.objectID.slice(0, record.objectID.lastIndexOf('#'));

const recordsLine = (records: readonly SearchRecord[]) => JSON.stringify(records).slice(1, -1);

/** A locale's records file, and its local index unless the site uses the hosted one, from records held in memory. */
export async function searchOutput(
  config: SiteConfig,
  records: readonly SearchRecord[],
  options: { folder?: string; locale?: string } = {},
): Promise<OutputFile[]> {
  const locale = options.locale ?? config.i18n.defaultLocale;
  const files: OutputFile[] = [{ path: recordsFile(config, locale), data: recordsFileText(records) }];
  if (clientSearchConfig({ config }).provider === 'algolia') return files;
  const local = await localIndexFiles(records, { folder: options.folder, dir: searchDir(config, locale), locale });
  return [...files, local.entry, ...local.files];
}

/** Each page's records in a records file, in order, read a line at a time: as JSON text, and parsed. */
async function* recordsFilePages(file: string): AsyncGenerator<{ json: string; records: SearchRecord[] }> {
  let lines;
  try {
    lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line === '[' || line === ']' || line === '') continue;
      const json = `[${line.endsWith(',') ? line.slice(0, -1) : line}]`;
      yield { json, records: JSON.parse(json) as SearchRecord[] };
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  } finally {
    lines?.close();
  }
}

export interface BuildSearchInput {
  graph: SiteGraph;
  key: string;
  /** The locale whose pages' records these are (its own records file and index). */
  locale: string;
  manifest: RenderManifest;
  /** The output folder being filled. */
  tempDir: string;
}

/**
 * The search output of a build, made as the render stage goes: each rendered page's records are added when its
 * batch comes back (the index's first pass), then `finish` takes the records of pages reused from the previous
 * output out of its records file and writes the records file and the local index a page at a time. Holds the
 * index's vocabulary and lists, never the records' text or the finished files of the whole site.
 */
export class BuildSearchOutput {
  private readonly pageOf = new Map<string, number>();
  private readonly added: Uint8Array;
  private readonly spool: FileSpool;
  private builder: SearchIndexBuilder | undefined;

  private constructor(
    private readonly input: BuildSearchInput,
    search: typeof import('@docgen/search'),
  ) {
    for (const route of routesOfLocale(input.graph, input.locale)) if (hasSearchRecords(route)) this.pageOf.set(route.path, this.pageOf.size);
    this.added = new Uint8Array(this.pageOf.size);
    this.spool = new FileSpool(path.join(os.tmpdir(), `docgen-records-${process.pid}-${Date.now()}-${input.locale}.jsonl`), this.pageOf.size);
    if (clientSearchConfig(input.graph).provider === 'local')
      this.builder = new search.SearchIndexBuilder(this.pageOf.size, this.spool, { locale: input.locale });
  }

  /** The locale's search folder, records file and manifest entry. */
  private get dir(): string {
    return searchDir(this.input.graph.config, this.input.locale);
  }

  /**
   * The search output of this build, or undefined when the previous output's files were linked in because nothing
   * they depend on changed (or no page has records).
   */
  static async open(input: BuildSearchInput): Promise<BuildSearchOutput | undefined> {
    if (!routesOfLocale(input.graph, input.locale).some(hasSearchRecords)) return undefined;
    if (input.manifest.reuse(searchManifestKey(input.graph.config, input.locale), input.key, input.tempDir)) return undefined;
    return new BuildSearchOutput(input, await import('@docgen/search'));
  }

  /** A rendered page's records (`json`: as JSON text, when they were read as such). */
  add(routePath: string, records: readonly SearchRecord[], json?: string): void {
    const page = this.pageOf.get(routePath);
    if (page === undefined || this.added[page]) return;
    this.added[page] = 1;
    if (this.builder) this.builder.addPage(page, records, json);
    else this.spool.put(page, records, json);
  }

  /** Records of the pages not rendered in this build, from the previous output's records file. */
  async addPrevious(previousOutDir: string): Promise<void> {
    if (this.added.every(Boolean)) return;
    for await (const { json, records } of recordsFilePages(path.join(previousOutDir, `${this.dir}/records.json`))) {
      if (records.length) this.add(routeOf(records[0]), records, json);
    }
    const missing = [...this.pageOf].find(([, page]) => !this.added[page]);
    if (missing) throw new Error(`no search records for ${missing[0]}: neither rendered nor in the previous output`);
  }

  /** Writes the records file and the local index into the output folder, and records them for the next build. */
  finish(): void {
    const { tempDir, manifest, key } = this.input;
    const recordsPath = `${this.dir}/records.json`;
    const records = new RecordsFileWriter(path.join(tempDir, recordsPath));
    let index: WrittenFile[] = [];
    try {
      if (this.builder) index = this.writeIndex(records);
      else for (let page = 0; page < this.pageOf.size; page++) records.add(this.spool.json(page)!);
    } finally {
      records.close();
    }
    manifest.record(searchManifestKey(this.input.graph.config, this.input.locale), { key, files: [writtenFile(tempDir, recordsPath), ...index] });
  }

  /**
   * The index's files, written as the builder makes them into a folder that is renamed to the hash of their
   * content at the end, then the entry file; each page's records go to the records file on the way. A file the
   * previous index had with the same content is hard-linked from it: an edited page changes a handful of the
   * index's thousands of files, and writing them all again was most of a one-page rebuild of a large site.
   */
  private writeIndex(records: RecordsFileWriter): WrittenFile[] {
    const { tempDir, manifest } = this.input;
    const building = path.join(tempDir, this.dir, `.building-${process.pid}`);
    const previous = previousIndexFiles(manifest.previousFiles(searchManifestKey(this.input.graph.config, this.input.locale)), this.dir);
    const folders = new Set<string>();
    const hash = new FolderHash();
    const files: Array<{ path: string; hash: string; linked?: WrittenFile }> = [];
    let manifestText = '';
    // The records file takes each page's records as the spool holds them: JSON, not written out again.
    for (const file of this.builder!.files((page) => records.add(this.spool.json(page)!))) {
      hash.add(file);
      const target = path.join(building, file.path);
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      const fileHash = contentDigest(file.data);
      const before = previous.get(file.path);
      const linked = before?.hash === fileHash && manifest.linkPreviousFile(before, target);
      if (!linked) writeFileSync(target, file.data);
      files.push({ path: file.path, hash: fileHash, linked: linked ? before : undefined });
      if (file.path === MANIFEST) manifestText = file.data;
    }
    const folder = hash.name();
    renameSync(building, path.join(tempDir, this.dir, folder));
    const entry = entryFile(this.dir, folder, manifestText);
    writeFileSync(path.join(tempDir, entry.path), entry.data);
    const indexFiles = files.map(({ path: rel, hash: fileHash, linked }): WrittenFile => {
      const outPath = `${this.dir}/${folder}/${rel}`;
      return linked ? { ...linked, path: outPath } : { ...writtenFile(tempDir, outPath), hash: fileHash };
    });
    return [...indexFiles, writtenFile(tempDir, entry.path)];
  }

  dispose(): void {
    this.spool.dispose();
  }
}

/** A file of the output folder being filled, as the render manifest records it. */
function writtenFile(tempDir: string, rel: string): WrittenFile {
  const info = statSync(path.join(tempDir, rel));
  return { path: rel, size: info.size, mtimeMs: info.mtimeMs };
}

/** A short hash of a file's content. */
const contentDigest = (data: string) => createHash('sha1').update(data).digest('base64url');

/** The previous build's index files of search folder `dir` that carry a hash, by their path inside the index folder. */
function previousIndexFiles(files: readonly WrittenFile[], dir: string): Map<string, WrittenFile> {
  const byPath = new Map<string, WrittenFile>();
  for (const file of files) {
    if (!file.hash || !file.path.startsWith(`${dir}/`)) continue;
    const inFolder = file.path.slice(dir.length + 1);
    byPath.set(inFolder.slice(inFolder.indexOf('/') + 1), file);
  }
  return byPath;
}

/** The records file, written a page at a time (see `recordsFileText`). */
class RecordsFileWriter {
  private readonly fd: number;
  private pages = 0;
  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'w');
  }
  /** A page's records as JSON (`JSON.stringify(records)`); its line is that text without the brackets. */
  add(json: string): void {
    if (json === '[]') return;
    writeSync(this.fd, `${this.pages++ ? ',\n' : '[\n'}${json.slice(1, -1)}`);
  }
  close(): void {
    writeSync(this.fd, this.pages ? '\n]\n' : '[\n]\n');
    closeSync(this.fd);
  }
}
