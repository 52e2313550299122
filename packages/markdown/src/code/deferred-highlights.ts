/**
 * Highlighting apart from parsing. A build parses on some threads and highlights on another at the same time, and
 * highlights a block once however many pages hold it: a code block leaves the parser with plain lines and a mark on
 * its `code` element (`data.highlight`: the language, and a key made of the code, the language and the parser's
 * fingerprint). The highlighted lines of each key are made once and kept in the content store; `applyHighlights`
 * puts them into a tree before it is rendered, which makes the tree the parser makes when it highlights inline.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { walk } from '../walk.js';
import { highlightLines } from './highlighter.js';

/** Code blocks are left plain and marked; `salt` (the parser's fingerprint) goes into their keys. */
export interface DeferHighlighting {
  salt: string;
}

/** A code block to highlight: the key its lines are kept under, its shiki language id and its code. */
export interface PendingHighlight {
  key: string;
  language: string;
  code: string;
}

interface HighlightMark {
  highlight: { key: string; language: string };
}

/** The mark of a code block left plain (the `code` element's `data`). */
export function pendingHighlight(defer: DeferHighlighting, language: string, code: string): Element['data'] {
  const key = createHash('sha256').update(defer.salt).update('\0').update(language).update('\0').update(code).digest('hex').slice(0, 32);
  const mark: HighlightMark = { highlight: { key, language } };
  return mark as Element['data'];
}

const markOf = (node: Element): HighlightMark['highlight'] | undefined => (node.data as Partial<HighlightMark> | undefined)?.highlight;

/** The marked `code` elements of a tree. */
function markedBlocks(tree: Root): Element[] {
  const blocks: Element[] = [];
  walk(tree, (node) => {
    const element = node as Element;
    if (element.type === 'element' && element.tagName === 'code' && markOf(element)) blocks.push(element);
  });
  return blocks;
}

const linesOf = (code: Element) => code.children.filter((c): c is Element => c.type === 'element');

/** A marked block's code: its plain lines' text, joined as it was split. */
function codeOf(code: Element): string {
  return linesOf(code)
    .map((line) => (line.children[0]?.type === 'text' ? line.children[0].value : ''))
    .join('\n');
}

/** The code blocks of a tree still to be highlighted, each key once. */
export function pendingHighlights(tree: Root): PendingHighlight[] {
  const seen = new Map<string, PendingHighlight>();
  for (const code of markedBlocks(tree)) {
    const { key, language } = markOf(code)!;
    if (!seen.has(key)) seen.set(key, { key, language, code: codeOf(code) });
  }
  return [...seen.values()];
}

/**
 * Puts the highlighted lines of `lookup` into the tree's marked blocks (the caller's copies: they become part of the
 * tree), and removes the marks. A key `lookup` does not have is highlighted here.
 */
export async function applyHighlights(tree: Root, lookup: (key: string) => Element[] | undefined): Promise<void> {
  for (const code of markedBlocks(tree)) {
    const { key, language } = markOf(code)!;
    const plain = linesOf(code);
    const highlighted = lookup(key) ?? (await highlightLines(codeOf(code), language));
    // shiki splits lines where the parser did (at \n, a \r before it included), so the lines pair up one to one.
    if (highlighted.length === plain.length) {
      plain.forEach((line, i) => {
        const { class: _shikiClass, ...rest } = highlighted[i].properties;
        line.properties = { ...rest, className: line.properties.className };
        line.children = highlighted[i].children;
      });
    }
    delete (code.data as Partial<HighlightMark>).highlight;
    if (Object.keys(code.data!).length === 0) delete code.data;
  }
}
