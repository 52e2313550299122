/** The graph of a site and every page's content tree (read back from the content store), for tests of search. */
import { SiteSession } from '@docgen/engine';
import type { HastRoot, SiteGraph } from '@docgen/core';

export async function loadSiteWithTrees(root: string): Promise<{ graph: SiteGraph; trees: Map<string, HastRoot> }> {
  const session = await SiteSession.open({ root, cacheDir: false, git: false });
  try {
    const { graph } = await session.assemble();
    const trees = new Map<string, HastRoot>();
    for (const page of Object.values(graph.pages)) {
      const tree = await session.resources.store.get(page.contentKey);
      if (tree) trees.set(page.source, tree);
    }
    return { graph, trees };
  } finally {
    await session.close();
  }
}
