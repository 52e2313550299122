/**
 * Code highlighted apart from the parse (see `deferred-highlights.ts` in @docgen/markdown): the parse threads leave
 * code blocks plain and marked, the highlighting threads keep each block's highlighted lines in the content store by
 * the key of its code, and whoever reads a tree to render it puts them in first.
 */
import type { HastRoot } from '@docgen/core';
import type { ContentStore } from '../cache/content-store.js';

type ApplyHighlights = typeof import('@docgen/markdown/highlights').applyHighlights;
/** A block's highlighted lines (hast elements), as the store keeps them. */
type Lines = NonNullable<ReturnType<Parameters<ApplyHighlights>[1]>>;

/** Puts the highlighted lines kept in `store` into `tree` (a block whose lines are missing is highlighted here). */
export async function completeTree(tree: HastRoot, store: ContentStore): Promise<HastRoot> {
  // The module alone, not the parser: the dev server renders on its main thread.
  const { applyHighlights } = await import('@docgen/markdown/highlights');
  // Cast: core's HastRoot is hast's Root typed as plain JSON.
  await applyHighlights(tree as unknown as Parameters<ApplyHighlights>[0], (key) => store.getSync<Lines>(key));
  return tree;
}

/** A tree of the store, completed (`completeTree`); undefined when the store does not have it. */
export async function readTree(store: ContentStore, key: string): Promise<HastRoot | undefined> {
  const tree = await store.get(key);
  return tree && completeTree(tree, store);
}
