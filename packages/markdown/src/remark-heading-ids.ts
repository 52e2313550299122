/** Heading ids: an explicit `{#custom-id}` at the end of a heading, else github-slugger's slug of its text. */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walk } from './walk.js';

const EXPLICIT_ID = /\s*\{#([^\s{}]+)\}\s*$/;

function takeExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') node.children.pop();
  return match[1];
}

export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walk(tree, (n) => {
      if (n.type !== 'heading') return;
      const node = n as Heading;
      const id = takeExplicitId(node) ?? slugger.slug(toString(node));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}
