/**
 * KaTeX's stylesheet and fonts, for the pages that have math: the stylesheet under a hashed name and each font it
 * names beside it (hashed too, so both can be cached forever). Only the WOFF2 fonts are kept: every browser the
 * runtime supports reads them, and a browser downloads only the fonts a page's math uses.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputFile } from './assets.js';
import { contentHash } from '../cache/hash.js';

export interface MathStylesheet {
  /** The stylesheet's URL. */
  url: string;
  /** The stylesheet and its fonts. */
  files: OutputFile[];
}

const requireHere = createRequire(import.meta.url);

/** Drops the WOFF and TrueType fallbacks of each `@font-face` (`src:url(a.woff2) format("woff2"),url(a.woff) …`). */
export function woff2Only(css: string): string {
  return css.replace(/,\s*url\([^)]+\.(?:woff|ttf)\)\s*format\(["'](?:woff|truetype)["']\)/g, '');
}

/**
 * KaTeX's minified stylesheet with each font renamed by its content hash. Plain string work: the stylesheet is
 * already minified, and bundling it with esbuild took longer than the rest of the build's assets.
 */
export async function bundleMathStylesheet(): Promise<MathStylesheet> {
  const dist = path.join(path.dirname(requireHere.resolve('katex/package.json')), 'dist');
  const css = woff2Only(await readFile(path.join(dist, 'katex.min.css'), 'utf8'));
  const names = [...new Set([...css.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]))];
  const fonts = await Promise.all(
    names.map(async (name) => {
      const data = await readFile(path.join(dist, name));
      return { name, file: { path: `assets/fonts/${path.posix.basename(name, '.woff2')}.${contentHash(data, 8)}.woff2`, data } };
    }),
  );
  const byName = new Map(fonts.map((f) => [f.name, `../fonts/${path.posix.basename(f.file.path)}`]));
  const text = css.replace(/url\((fonts\/[^)]+\.woff2)\)/g, (_, name: string) => `url(${byName.get(name)})`);
  const stylesheet = { path: `assets/css/katex.${contentHash(text)}.css`, data: text };
  return { url: `/${stylesheet.path}`, files: [stylesheet, ...fonts.map((f) => f.file)] };
}
