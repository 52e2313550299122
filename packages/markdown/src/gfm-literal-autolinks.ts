/**
 * GFM's literal autolinks (`www.example.com`, `https://…`, `name@example.com` written as plain text) are found by a
 * tree transform of mdast-util-gfm-autolink-literal that runs four regular expressions with lookbehinds over every
 * text node of every page: about a tenth of turning a page's tokens into a tree, though most text nodes hold no `@`,
 * no `://` and no `www.`. This plugin, used after remark-gfm, hands the transform only the parents of the text nodes
 * that hold one of those, so it finds the same links and the other nodes cost one `includes` check each.
 */
import type { Parents, Root, Text } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';
import { visitParents } from 'unist-util-visit-parents';

type Transform = (tree: Root) => Root | undefined | void;

const literalTransform = gfmAutolinkLiteralFromMarkdown().transforms![0] as Transform;

/** Whether a text can hold a literal autolink: every one of the transform's expressions needs one of these. */
export function mayHoldLiteral(value: string): boolean {
  return value.includes('@') || value.includes('://') || /www\./i.test(value);
}

/**
 * The transform, given only the outermost parents of text nodes that may hold a literal (none inside a link): each
 * text node is searched once, as under the root (a second search of what the first one split could find more).
 */
export function literalAutolinks(tree: Root): void {
  const candidates = new Map<Parents, readonly Parents[]>();
  visitParents(tree, 'text', (node: Text, ancestors: Parents[]) => {
    if (!mayHoldLiteral(node.value)) return;
    if (ancestors.some((a) => a.type === 'link' || a.type === 'linkReference')) return;
    const parent = ancestors[ancestors.length - 1];
    if (!candidates.has(parent)) candidates.set(parent, ancestors.slice(0, -1));
  });
  for (const [parent, above] of candidates) {
    if (above.some((a) => candidates.has(a))) continue;
    literalTransform(parent as Root);
  }
}

/** Nested lists of extensions, as unified's data holds them. */
type Extensions = Array<{ transforms?: Transform[] } | Extensions>;

function replaceTransform(extensions: Extensions): void {
  for (const extension of extensions) {
    if (Array.isArray(extension)) replaceTransform(extension);
    else if (extension.transforms) extension.transforms = extension.transforms.map((t) => (t === literalTransform ? (literalAutolinks as Transform) : t));
  }
}

/** Use after remark-gfm: replaces its literal autolink transform with `literalAutolinks`. */
export function remarkGfmLiteralAutolinks(this: Processor): void {
  const extensions = this.data('fromMarkdownExtensions') as Extensions | undefined;
  if (extensions) replaceTransform(extensions);
}
