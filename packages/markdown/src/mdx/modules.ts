/** What an import specifier in MDX names: a file of the site, a function docgen runs at build time, or a module. */
import path from 'node:path';
import type * as ES from 'estree';
import { isExternalHref } from '@docgen/core';
import { EvaluationError, special, type Value } from './evaluate.js';

/** Extensions of modules (code or Markdown); any other extension is a file whose URL the import stands for. */
const MODULE_EXTENSION = /\.(m?[jt]sx?|cjs|mdx?|json)$/i;
const SITE = '@site/';

function isSitePath(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith(SITE);
}

/** `./pics/a.png` from `docs/guide/a.md` → `docs/guide/pics/a.png`; `@site/static/a.png` → `static/a.png`. */
export function sitePathOf(specifier: string, sourcePath: string): string {
  if (specifier.startsWith(SITE)) return path.posix.normalize(specifier.slice(SITE.length));
  return path.posix.normalize(path.posix.join(path.posix.dirname(sourcePath), specifier));
}

/** A file import: a site path with an extension that is not a module's. */
export function isFileImport(specifier: string): boolean {
  return isSitePath(specifier) && /\.[A-Za-z0-9]+$/.test(specifier) && !MODULE_EXTENSION.test(specifier);
}

/** The module a component import names: site paths become site-root relative paths without extension. */
export function moduleOf(specifier: string, sourcePath: string): string {
  return isSitePath(specifier)
    ? sitePathOf(specifier, sourcePath)
        .replace(/\.(m?[jt]sx?|cjs)$/i, '')
        .replace(/\/index$/, '')
    : specifier;
}

/**
 * `useBaseUrl('/img/a.png')`: the site's base URL is always `/`, so it adds the leading slash to a relative path
 * and leaves URLs alone.
 */
function useBaseUrl(args: Value[], node: ES.Node): Value {
  const url = args[0];
  if (typeof url !== 'string') throw new EvaluationError('`useBaseUrl` takes a path, as a string', node);
  if (isExternalHref(url) || url.startsWith('#') || url === '') return url;
  return url.startsWith('/') ? url : `/${url}`;
}

/** Functions a module gives that docgen evaluates at build time, by specifier and export. */
export const BUILD_TIME_FUNCTIONS: Record<string, Record<string, Value>> = {
  '@docusaurus/useBaseUrl': { default: special({ kind: 'function', name: 'useBaseUrl', call: useBaseUrl }) },
};
