/** Build-time assets: the theme stylesheet and the files content embeds (images), copied with hashed names. */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { imageSize } from 'image-size';
import type { AssetInfo, ParsedPage } from '@docgen/core';
import { contentHash } from '../cache/hash.js';
import { writeFileAtomically } from '../output/write.js';

/** A file to write into the output, by path relative to the output root. */
export interface OutputFile {
  path: string;
  data: string | Uint8Array;
}

/** A file of the site copied into the output as it is (an embedded image), by path relative to the output root. */
export interface CopiedFile {
  path: string;
  /** Absolute path of the file to copy. */
  from: string;
}

/**
 * The theme's stylesheet, bundled and minified; with a cache folder, reused while no stylesheet of the entry's folder
 * (and not esbuild) has changed.
 */
export async function bundleStylesheet(entry: string, cacheDir?: string): Promise<OutputFile> {
  let cacheFile: string | undefined;
  if (cacheDir) {
    const folder = path.dirname(entry);
    const names = (await readdir(folder, { recursive: true })).filter((f) => f.endsWith('.css')).sort();
    const hash = createHash('sha256').update(esbuild.version).update(entry);
    for (const name of names) hash.update(name).update(await readFile(path.join(folder, name)));
    cacheFile = path.join(cacheDir, `stylesheet-${hash.digest('hex').slice(0, 16)}.css`);
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return { path: `assets/css/theme.${contentHash(cached)}.css`, data: cached };
  }
  const bundled = await bundleStylesheetNow(entry);
  if (cacheFile && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    for (const old of await readdir(cacheDir))
      if (old.startsWith('stylesheet-') && path.join(cacheDir, old) !== cacheFile) await rm(path.join(cacheDir, old), { force: true });
    await writeFileAtomically(cacheFile, bundled.data);
  }
  return bundled;
}

async function bundleStylesheetNow(entry: string): Promise<OutputFile> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    target: ['chrome100', 'firefox100', 'safari15'],
    logLevel: 'silent',
  });
  const css = result.outputFiles[0].contents;
  return { path: `assets/css/theme.${contentHash(css)}.css`, data: css };
}

export interface ContentAssets {
  /** Per source path: src as written → copied file. */
  files: Record<string, Record<string, AssetInfo>>;
  outputs: CopiedFile[];
}

const SIZED = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;

/** Files read by `collectContentAssets`, by site-relative path; a caller that knows when files change may keep it. */
export type AssetCache = Map<string, Promise<{ info: AssetInfo; output: CopiedFile } | undefined>>;

/** Files read at once: each is read whole to be hashed and measured, then let go. */
const READ_LIMIT = 16;

/**
 * Reads every referenced file once, names it by content hash, and measures images for width/height. The dev server
 * passes the same `cache` to every rebuild (and forgets a path when its file changes), so files are read once.
 */
export async function collectContentAssets(root: string, pages: Iterable<ParsedPage>, byPath: AssetCache = new Map()): Promise<ContentAssets> {
  const files: ContentAssets['files'] = {};
  const outputs = new Map<string, CopiedFile>();
  let reading = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (reading >= READ_LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
    reading++;
  };
  const release = () => {
    reading--;
    waiting.shift()?.();
  };
  const read = async (file: string) => {
    await slot();
    try {
      return await readFile(file);
    } finally {
      release();
    }
  };

  const load = (assetPath: string) => {
    let pending = byPath.get(assetPath);
    if (!pending) {
      const from = path.join(root, assetPath);
      pending = read(from).then(
        (data) => {
          const ext = path.posix.extname(assetPath).toLowerCase();
          const stem =
            path.posix
              .basename(assetPath, ext)
              .replace(/[^\w-]+/g, '-')
              .slice(0, 40) || 'file';
          const url = `/assets/files/${stem}-${contentHash(data, 8)}${ext}`;
          const info: AssetInfo = { url };
          if (SIZED.test(ext)) {
            try {
              const size = imageSize(data);
              if (size.width && size.height) {
                info.width = size.width;
                info.height = size.height;
              }
            } catch {
              // Unknown or damaged image: served as-is, without intrinsic size.
            }
          }
          return { info, output: { path: url.slice(1), from } };
        },
        () => undefined,
      );
      byPath.set(assetPath, pending);
    }
    return pending;
  };

  await Promise.all(
    [...pages].flatMap((page) =>
      page.assets.map(async (asset) => {
        const loaded = await load(asset.path);
        // A missing file is reported by the link check of the graph stage.
        if (!loaded) return;
        (files[page.source] ??= {})[asset.src] = loaded.info;
        outputs.set(loaded.output.path, loaded.output);
      }),
    ),
  );
  return { files, outputs: [...outputs.values()] };
}
