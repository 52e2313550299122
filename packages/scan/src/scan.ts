/** The scan stage: content folders → SourceFile[]. The only stage of the content pipeline that reads files. */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { type SourceFile, type SourceKind } from '@docgen/core';
import { readGitTimes } from './git-times.js';

export interface ScanOptions {
  /** Site root (absolute). */
  root: string;
  /** Docs folder relative to the root. */
  docsDir: string;
  /** Folders of released docs versions (`versioned_docs/version-1.0`), read like the docs folder. */
  versionDirs?: readonly string[];
  /** Standalone pages folder relative to the root. */
  pagesDir: string;
  /**
   * Folders of translations (`i18n/fr/docusaurus-plugin-content-docs/current`), read like the docs or pages folder
   * they translate, their files marked with the locale. Only Markdown (and page modules) are read there: category
   * labels are translated in the locale's label files.
   */
  localizedDirs?: readonly LocalizedDir[];
  /** Read last-update times from git (one call); otherwise file mtimes are used. */
  git?: boolean;
}

/** A folder of translated docs or pages. */
export interface LocalizedDir {
  dir: string;
  locale: string;
  /** What it translates. */
  folder: 'docs' | 'pages';
}

const DOC_GLOBS = ['**/*.{md,mdx}', '**/_category_.{json,yml,yaml}'];
const LOCALIZED_DOC_GLOBS = ['**/*.{md,mdx}'];
const PAGE_GLOBS = ['**/*.{md,mdx,tsx,jsx}'];
// Like Docusaurus: files and folders starting with "_" are partials, not pages (except category files).
const IGNORE = ['**/_*/**', '**/node_modules/**'];

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function kindOf(relPath: string, folder: 'docs' | 'pages'): SourceKind | undefined {
  const base = path.posix.basename(relPath);
  if (/^_category_\.(json|ya?ml)$/.test(base)) return folder === 'docs' ? 'category' : undefined;
  if (base.startsWith('_')) return undefined;
  return folder === 'docs' ? 'doc' : 'page';
}

interface Entry {
  folder: 'docs' | 'pages';
  dir: string;
  relPath: string;
  locale?: string;
}

/**
 * Reads a source with blocking calls: a scan reads thousands of small files one after another, which took a third of
 * the time that a promise per read (64 at once) did, and holds one file open at a time whatever the site's size.
 */
function readEntry(root: string, { folder, dir, relPath, locale }: Entry, gitTimes: ReadonlyMap<string, number>): SourceFile | undefined {
  const kind = kindOf(relPath, folder);
  if (!kind || (locale !== undefined && kind === 'category')) return undefined;
  const sitePath = path.posix.join(dir.split(path.sep).join('/'), relPath);
  const abs = path.join(root, sitePath);
  const raw = readFileSync(abs, 'utf8');
  const info = gitTimes.has(sitePath) ? undefined : statSync(abs);
  // A byte-order mark is not part of the text: left in, it would hide the front matter's opening `---`.
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const lastUpdated = gitTimes.get(sitePath) ?? Math.round(info!.mtimeMs);
  return { kind, path: sitePath, relPath, text, hash: hashText(text), lastUpdated, ...(locale !== undefined ? { locale } : {}) };
}

/** Whether a site-relative path is one that `scanSources` reads, and from which folder. */
function entryOf(options: Pick<ScanOptions, 'docsDir' | 'pagesDir' | 'versionDirs' | 'localizedDirs'>, sitePath: string): Entry | undefined {
  const docsPattern = /\.(mdx?|json|ya?ml)$/i;
  const pagesPattern = /\.(mdx?|[jt]sx)$/i;
  // Translations first: their folders lie below none of the others, but are the more specific.
  for (const [folder, dir, pattern, locale] of [
    ...(options.localizedDirs ?? []).map((d) => [d.folder, d.dir, d.folder === 'docs' ? /\.mdx?$/i : pagesPattern, d.locale] as const),
    ['docs', options.docsDir, docsPattern, undefined],
    ...(options.versionDirs ?? []).map((dir) => ['docs', dir, docsPattern, undefined] as const),
    ['pages', options.pagesDir, pagesPattern, undefined],
  ] as const) {
    const prefix = `${dir.split(path.sep).join('/')}/`;
    if (!sitePath.startsWith(prefix)) continue;
    const relPath = sitePath.slice(prefix.length);
    // Files inside partial folders ("_name/") are not sources; the file name itself is judged by kindOf.
    if (
      !pattern.test(relPath) ||
      relPath
        .split('/')
        .slice(0, -1)
        .some((segment) => segment.startsWith('_'))
    )
      return undefined;
    if (folder === 'docs' && /\.(json|ya?ml)$/i.test(relPath) && !/(^|\/)_category_\.(json|ya?ml)$/.test(relPath)) return undefined;
    return { folder, dir, relPath, ...(locale !== undefined ? { locale } : {}) };
  }
  return undefined;
}

/**
 * Reads one source as `scanSources` would (the dev server, after a file changed), with its file time; undefined when
 * the path is not a source.
 */
export async function readSource(options: Omit<ScanOptions, 'git'>, sitePath: string): Promise<SourceFile | undefined> {
  const entry = entryOf(options, sitePath);
  return entry ? readEntry(options.root, entry, new Map()) : undefined;
}

async function list(root: string, dir: string, globs: string[]): Promise<string[]> {
  return fg(globs, { cwd: path.join(root, dir), ignore: IGNORE, onlyFiles: true, dot: false, followSymbolicLinks: false });
}

/** Reads every doc (of every version), category file and standalone page, with content hashes and last-update times. */
export async function scanSources(options: ScanOptions): Promise<SourceFile[]> {
  const { root, docsDir, pagesDir } = options;
  const docsDirs = [docsDir, ...(options.versionDirs ?? [])];
  const localized = options.localizedDirs ?? [];
  const [docLists, pages, localizedLists, gitTimes] = await Promise.all([
    Promise.all(docsDirs.map((dir) => list(root, dir, DOC_GLOBS))),
    list(root, pagesDir, PAGE_GLOBS).catch(() => [] as string[]),
    // A locale need not translate everything: a missing folder is nothing to read.
    Promise.all(localized.map((d) => list(root, d.dir, d.folder === 'docs' ? LOCALIZED_DOC_GLOBS : PAGE_GLOBS).catch(() => [] as string[]))),
    options.git === false ? Promise.resolve(new Map<string, number>()) : readGitTimes(root, [...docsDirs, pagesDir, ...localized.map((d) => d.dir)]),
  ]);
  const entries: Entry[] = [
    ...docLists.flatMap((docs, i) => docs.map((relPath) => ({ folder: 'docs' as const, dir: docsDirs[i], relPath }))),
    ...pages.map((relPath) => ({ folder: 'pages' as const, dir: pagesDir, relPath })),
    ...localizedLists.flatMap((files, i) =>
      files.map((relPath) => ({ folder: localized[i].folder, dir: localized[i].dir, relPath, locale: localized[i].locale })),
    ),
  ];
  const files = entries.map((entry) => readEntry(root, entry, gitTimes));
  return files.filter((f): f is SourceFile => f !== undefined).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every file below the given folders (site-root relative), to check links to files without touching the disk again. */
export async function listSiteFiles(root: string, dirs: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    dirs.map((dir) =>
      fg('**/*', { cwd: path.join(root, dir), onlyFiles: true, dot: false, followSymbolicLinks: false, ignore: ['**/node_modules/**'] })
        .then((files) => files.map((f) => path.posix.join(dir.split(path.sep).join('/'), f)))
        .catch(() => [] as string[]),
    ),
  );
  return lists.flat();
}
