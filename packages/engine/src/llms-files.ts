/**
 * `llms.txt` and `llms-full.txt` of a build, written into the output folder being filled once every page's Markdown
 * version is in it: `llms-full.txt` is those files joined, read one at a time as the file is written.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, markdownUrl, type SiteGraph } from '@docgen/core';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function writeLlmsFiles(graph: SiteGraph, outDir: string): Promise<void> {
  if (!graph.config.llms?.enabled) return;
  const { llmsTxt, writeLlmsFull } = await import('@docgen/llms');
  const index = path.join(outDir, LLMS_TXT_PATH.slice(1));
  const full = path.join(outDir, LLMS_FULL_TXT_PATH.slice(1));
  // A file of the same name in the static folder (copied first) is the site's own choice, and stays.
  if (!(await exists(index))) await writeFile(index, llmsTxt(graph));
  if (!(await exists(full)))
    await writeLlmsFull(full, graph, (route) => readFile(path.join(outDir, markdownUrl(route.path).slice(1)), 'utf8').catch(() => undefined));
}
