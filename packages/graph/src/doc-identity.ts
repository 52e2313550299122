/** Doc ids and routes from file paths, following Docusaurus's rules so existing content keeps its URLs. */
import path from 'node:path';
import { normalizeRoute, type FrontMatter } from '@docgen/core';

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^\s\-_.])/;

/** `02-guides` → { name: 'guides', position: 2 }. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const match = NUMBER_PREFIX.exec(segment);
  return match ? { name: segment.slice(match[0].length), position: Number(match[1]) } : { name: segment };
}

export interface DocIdentity {
  id: string;
  /** Folder relative to the docs folder, as on disk (with number prefixes); '' at the top. */
  sourceDir: string;
  /** The folder with number prefixes removed. */
  dir: string;
  /** File name without extension and number prefix. */
  baseName: string;
  /** index.md, README.md or a file named like its folder: the folder's own page. */
  isIndex: boolean;
  /** Position taken from a number prefix of the file name. */
  prefixPosition?: number;
  route: string;
}

/** `relPath` is relative to the docs folder: `deploy/02-quickstart.md`. */
export function docIdentity(relPath: string, frontMatter: Pick<FrontMatter, 'id' | 'slug'>, routeBasePath: string): DocIdentity {
  const sourceDir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
  const dir = sourceDir
    .split('/')
    .filter(Boolean)
    .map((s) => stripNumberPrefix(s).name)
    .join('/');
  const file = stripNumberPrefix(path.posix.basename(relPath).replace(/\.mdx?$/i, ''));
  const folderName = dir.split('/').pop() ?? '';
  const isIndex = /^(index|readme)$/i.test(file.name) || (folderName !== '' && file.name.toLowerCase() === folderName.toLowerCase());
  const baseId = frontMatter.id ?? file.name;
  const id = dir ? `${dir}/${baseId}` : baseId;
  let route: string;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/') ? frontMatter.slug : `${dir}/${frontMatter.slug}`;
  } else {
    route = isIndex ? dir : `${dir}/${baseId}`;
  }
  return {
    id,
    sourceDir,
    dir,
    baseName: file.name,
    isIndex,
    prefixPosition: file.position,
    route: normalizeRoute(`${routeBasePath}/${route}`),
  };
}

/** Standalone pages: `pages/about.md` → `/about`, `pages/index.tsx` → `/`, `pages/a/index.md` → `/a`. */
export function pageRoute(relPath: string): string {
  const withoutExt = relPath.replace(/\.(mdx?|[jt]sx)$/i, '');
  return normalizeRoute(withoutExt.replace(/(^|\/)index$/i, ''));
}
