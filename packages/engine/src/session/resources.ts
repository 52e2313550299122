/**
 * What a build (or a dev site, or a check) owns while it runs: the worker threads, the content store and the page
 * cache. Made once, passed to the stages, closed at the end; nothing of it lives in module state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentStore } from '../cache/content-store.js';
import { packageFingerprint } from '../cache/fingerprint.js';
import { PageCache } from '../cache/page-cache.js';
import { parserSettings, type MarkdownSettings } from '../parse/markdown-settings.js';
import { createWorkers, type Workers, type WorkersOptions } from '../workers/workers.js';

export interface ResourceOptions {
  /** Where parse results persist between runs, relative to the root; `false` for none. Default `.docgen/cache`. */
  cacheDir?: string | false;
  /** Worker threads (see `WorkersOptions`); default one per core. */
  workers?: WorkersOptions;
}

export interface EngineResources {
  /** The cache folder (absolute), unless caching is off. */
  cacheDir?: string;
  /** The parser's fingerprint under the site's settings. */
  fingerprint: string;
  /** The markdown settings the fingerprint was made from (the processor the workers make). */
  settings: MarkdownSettings;
  workers: Workers;
  store: ContentStore;
  cache: PageCache;
  /** Writes the page cache (when caching is on and it changed). */
  saveCache(): Promise<void>;
  /** Ends the workers and removes a temporary store. */
  close(): Promise<void>;
}

export async function openResources(root: string, siteSettings: MarkdownSettings, options: ResourceOptions = {}): Promise<EngineResources> {
  const cacheDir = options.cacheDir === false ? undefined : path.resolve(root, options.cacheDir ?? '.docgen/cache');
  const workers = createWorkers(options.workers);
  // With threads, code is highlighted on threads of its own while the others parse (see highlights.ts); not for a
  // site with rehype plugins, which may read the highlighted code.
  const apart = workers.threads > 0 && siteSettings.rehypePlugins.length === 0;
  const fingerprint = packageFingerprint('@docgen/markdown', parserSettings({ ...siteSettings, ...(apart ? { highlight: { salt: '' } } : {}) }));
  const settings: MarkdownSettings = apart ? { ...siteSettings, highlight: { salt: fingerprint } } : siteSettings;
  // Without a cache folder, trees still go to disk (memory stays bounded), into a folder removed at the end.
  const temporary = cacheDir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'docgen-content-'));
  const store = new ContentStore({ dir: temporary ?? path.join(cacheDir!, 'content') });
  const cache = cacheDir ? await PageCache.load(cacheDir, fingerprint) : new PageCache(fingerprint);
  return {
    cacheDir,
    fingerprint,
    settings,
    workers,
    store,
    cache,
    saveCache: async () => {
      if (cacheDir) await cache.save(cacheDir);
    },
    close: async () => {
      await workers.close();
      if (temporary) await rm(temporary, { recursive: true, force: true });
    },
  };
}
