/**
 * Search output of a build: the DocSearch-shaped records (for `docgen search push`), the local index, and what the
 * browser needs to know. Records are made by the render stage, page by page; the index is built from them at the
 * end, or linked from the previous output when no page's records can have changed.
 *
 * The local index lives in a folder named by a hash of its content (`_search/<hash>/`), so every file of it can be
 * cached for good; pages find it through one small entry file whose name never changes (`_search/index.json`: the
 * folder and the manifest), so an edit of one page changes no other page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientSearchConfig, Route, SiteConfig, SiteGraph } from '@docgen/core';
import type { IndexOptions, SearchRecord } from '@docgen/search';
import type { OutputFile } from './assets.js';
import { keyOf, type RenderManifest } from './render-cache.js';

/**
 * Where a locale's search files are, relative to the output folder: `_search` for the default locale, `_search/<locale>`
 * for the others. Each locale has its own records and its own index, read with its language's word rules.
 */
export function searchDir(config: Pick<SiteConfig, 'i18n'>, locale = config.i18n.defaultLocale): string {
  return locale === config.i18n.defaultLocale ? '_search' : `_search/${locale}`;
}

/** Where the records for `docgen search push` are written (`_search/records.json`, `_search/fr/records.json`). */
export const RECORDS_FILE = '_search/records.json';

/** A locale's records file. */
export function recordsFile(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `${searchDir(config, locale)}/records.json`;
}

/**
 * The local index's entry: `{folder, manifest}`. Served to be revalidated (`no-cache` with an ETag), not cached as
 * immutable: it is the one file of the index whose content changes under the same name.
 */
export const INDEX_FILE = '_search/index.json';

/** A locale's index entry file. */
export function indexFile(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `${searchDir(config, locale)}/index.json`;
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

/** Routes with search records: docs and Markdown pages that are listed. */
export function hasSearchRecords(route: Route): boolean {
  return (route.kind === 'doc' || (route.kind === 'page' && route.format === 'markdown')) && !route.unlisted;
}

/** The routes of a locale (the default one's have no locale or say it). */
export function routesOfLocale(graph: Pick<SiteGraph, 'config' | 'routes'>, locale: string): Route[] {
  const { defaultLocale } = graph.config.i18n;
  return graph.routes.filter((route) => (route.locale ?? defaultLocale) === locale);
}

/**
 * The local index's files: its folder under the locale's search folder (named by a hash of the content unless
 * `folder` names it: the dev server's), and the entry file pointing at it. Words are read by the rules of `locale`.
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
    const hash = createHash('sha256');
    for (const file of index) hash.update(file.path).update('\0').update(file.data).update('\0');
    folder = hash.digest('base64url').replace(/[-_]/g, '').slice(0, 10).toLowerCase();
  }
  const manifest = index.find((file) => file.path === MANIFEST_FILE)!;
  const entry = { path: `${dir}/index.json`, data: `{"folder":${JSON.stringify(folder)},"manifest":${manifest.data}}` };
  return { files: index.map((file) => ({ path: `${dir}/${folder}/${file.path}`, data: file.data })), entry };
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

/** The manifest entry of a locale's search files (`/_search`, `/_search/fr`). */
export function searchManifestKey(config: Pick<SiteConfig, 'i18n'>, locale?: string): string {
  return `/${searchDir(config, locale)}`;
}

export interface SearchFilesInput {
  graph: SiteGraph;
  key: string;
  /** The locale whose search files these are. */
  locale: string;
  /** Records of the locale's pages rendered in this build, by route path. */
  records: ReadonlyMap<string, SearchRecord[]>;
  /** The previous output folder: records of pages not rendered again are read from its records file. */
  previousOutDir: string;
  manifest: RenderManifest;
  tempDir: string;
}

/**
 * A locale's records file and, unless the hosted index is used, its local index. When the key is unchanged, the
 * previous files are linked; otherwise records of reused pages come from the previous records file.
 */
export async function searchFiles(input: SearchFilesInput): Promise<OutputFile[]> {
  const { graph, key, records, locale } = input;
  if (await input.manifest.reuse(searchManifestKey(graph.config, locale), key, input.tempDir)) return [];
  const routes = routesOfLocale(graph, locale).filter(hasSearchRecords);
  const previous = routes.some((route) => !records.has(route.path))
    ? await previousRecords(path.join(input.previousOutDir, recordsFile(graph.config, locale)))
    : new Map<string, SearchRecord[]>();
  const all: SearchRecord[] = [];
  for (const route of routes) {
    const found = records.get(route.path) ?? previous.get(route.path);
    if (!found) throw new Error(`no search records for ${route.path}: neither rendered nor in the previous output`);
    all.push(...found);
  }
  return searchOutput(graph.config, all, { locale });
}

/** A locale's records file, and its local index unless the site uses the hosted one. */
export async function searchOutput(
  config: SiteConfig,
  records: readonly SearchRecord[],
  options: { folder?: string; locale?: string } = {},
): Promise<OutputFile[]> {
  const locale = options.locale ?? config.i18n.defaultLocale;
  const files: OutputFile[] = [{ path: recordsFile(config, locale), data: JSON.stringify(records) }];
  if (clientSearchConfig({ config }).provider === 'algolia') return files;
  const local = await localIndexFiles(records, { folder: options.folder, dir: searchDir(config, locale), locale });
  return [...files, local.entry, ...local.files];
}

/** The records of a previous records file by route path (objectID is `<route>#<anchor>`). */
async function previousRecords(file: string): Promise<Map<string, SearchRecord[]>> {
  const byRoute = new Map<string, SearchRecord[]>();
  let list: SearchRecord[];
  try {
    list = JSON.parse(await readFile(file, 'utf8')) as SearchRecord[];
  } catch {
    return byRoute;
  }
  for (const record of list) {
    const route = record.objectID.slice(0, record.objectID.lastIndexOf('#'));
    let group = byRoute.get(route);
    if (!group) byRoute.set(route, (group = []));
    group.push(record);
  }
  return byRoute;
}
