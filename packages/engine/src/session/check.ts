/**
 * The graph alone, without rendering: what `check-links`, `write-translations` and the tests that look at a site's
 * structure need. A light entry of the engine (`@docgen/engine/check`): it loads no renderer.
 */
import type { Diagnostic, SiteGraph, SourceEntry } from '@docgen/core';
import { checkPageModules } from '../bundle/modules.js';
import { SiteSession, type SessionOptions } from './session.js';

export interface LoadedSiteGraph {
  graph: SiteGraph;
  /** The sources as scanned, without their texts. */
  sources: SourceEntry[];
  /** How many pages were parsed (not taken from the cache). */
  parsed: number;
}

/** Opens the site, makes its graph (no content trees needed), lets `use` read the session, and closes it again. */
async function withGraph<T>(options: SessionOptions, use: (loaded: LoadedSiteGraph, session: SiteSession) => Promise<T>): Promise<T> {
  const session = await SiteSession.open({ needTrees: false, ...options });
  try {
    const { graph, parsed } = await session.assemble();
    await session.save();
    return await use({ graph, sources: session.entries(), parsed }, session);
  } finally {
    await session.close();
  }
}

export function loadSiteGraph(options: SessionOptions): Promise<LoadedSiteGraph> {
  return withGraph(options, async (loaded) => loaded);
}

/** Every problem `check-links` reports but external links': the graph's (links, anchors, content) and page modules'. */
export function checkSite(options: SessionOptions): Promise<{ graph: SiteGraph; diagnostics: Diagnostic[]; cacheDir?: string }> {
  return withGraph(options, async ({ graph, sources }, session) => {
    const modules = await checkPageModules(session.root, sources, { cacheDir: session.resources.cacheDir });
    return { graph, diagnostics: [...graph.diagnostics, ...modules], cacheDir: session.resources.cacheDir };
  });
}
