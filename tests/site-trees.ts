/** The graph of a site and every page's content tree (read back from the content store), for tests of search. */
import { loadGraph } from '@docgen/engine';
import type { HastRoot, SiteGraph } from '@docgen/core';

export async function loadSiteWithTrees(root: string): Promise<{ graph: SiteGraph; trees: Map<string, HastRoot> }> {
  const { graph, resources } = await loadGraph({ root, cacheDir: false, git: false });
  try {
    const trees = new Map<string, HastRoot>();
    for (const page of Object.values(graph.pages)) {
      const tree = await resources.store.get(page.contentKey);
      if (tree) trees.set(page.source, tree);
    }
    return { graph, trees };
  } finally {
    await resources.close();
  }
}
