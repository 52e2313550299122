/**
 * `llms.txt` and `llms-full.txt` of a build, written into the output folder being filled once every page's Markdown
 * version is in it: `llms-full.txt` is those files joined, read one at a time as the file is written. When neither
 * the index nor any listed page's render changed, both are linked from the previous output instead: joining the
 * pages again was a second of a large site's rebuild with nothing changed.
 */
import { readFileSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, markdownUrl, type SiteGraph } from '@docgen/core';
import { keyOf, type RenderManifest } from '../cache/render-cache.js';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The render manifest's entry for the two files. */
const MANIFEST_ID = '/llms.txt';

export async function writeLlmsFiles(graph: SiteGraph, outDir: string, manifest?: RenderManifest): Promise<void> {
  if (!graph.config.llms?.enabled) return;
  const { llmsTxt, llmsFullRoutes, writeLlmsFull } = await import('@docgen/llms');
  // A file of the same name in the static folder (copied first) is the site's own choice, and stays.
  const ours = [];
  for (const file of [LLMS_TXT_PATH, LLMS_FULL_TXT_PATH]) if (!(await exists(path.join(outDir, file.slice(1))))) ours.push(file.slice(1));
  if (!ours.length) return;
  const index = llmsTxt(graph);
  // Everything the files are made of: the index (the site's title and summary, the pages' titles, descriptions,
  // addresses and order) and each listed page's render, whose key covers its Markdown.
  const pageKeys = llmsFullRoutes(graph).map((route) => manifest?.currentKey(route.path));
  const key = pageKeys.every(Boolean) ? keyOf(ours, index, graph.config.llms, pageKeys) : undefined;
  if (manifest && key && manifest.reuse(MANIFEST_ID, key, outDir)) return;
  if (ours.includes(LLMS_TXT_PATH.slice(1))) await writeFile(path.join(outDir, LLMS_TXT_PATH.slice(1)), index);
  if (ours.includes(LLMS_FULL_TXT_PATH.slice(1)))
    writeLlmsFull(path.join(outDir, LLMS_FULL_TXT_PATH.slice(1)), graph, (route) => {
      try {
        return readFileSync(path.join(outDir, markdownUrl(route.path).slice(1)), 'utf8');
      } catch {
        return undefined;
      }
    });
  if (manifest && key) {
    const files = await Promise.all(
      ours.map(async (rel) => {
        const info = await stat(path.join(outDir, rel));
        return { path: rel, size: info.size, mtimeMs: info.mtimeMs };
      }),
    );
    manifest.record(MANIFEST_ID, { key, files });
  }
}
