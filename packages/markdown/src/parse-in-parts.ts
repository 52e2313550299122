/**
 * A long page parsed in parts, to the tree one parse of the whole page makes. micromark keeps every token of a page
 * until the page's tree is built: a page of short sections took about 200 MB of heap per MB of text at once, so a
 * generated reference of a few MB could not be parsed under a worker's heap limit, and spent most of its time
 * collecting garbage. A part's tokens are garbage once its tree is built.
 *
 * A page is cut only where nothing can be open: at the start of a line that follows a blank line, begins in its first
 * column and is not a list item (which would continue the list above it). Before such a line every paragraph, list,
 * block quote, table and footnote definition has ended; what can still be open is a construct that runs over blank
 * lines (a fenced code or math block, an HTML comment or raw block, a `:::` container, JSX, an MDX expression or
 * ESM). So each part is checked after its parse: its last block must end before its trailing blank lines, where such
 * an unclosed construct would run to, no MDX flow construct may have been cut by the end of the part, and the parse
 * must not throw (an element closed in a later part). A part that fails the check is parsed again twice as long.
 *
 * Each part is parsed with the positions it has in the page (the parser starts at its line and offset), and told
 * the link and footnote identifiers that the other parts define and it may refer to: micromark reads `[x]` as a
 * reference only when `x` is defined somewhere in the document.
 */
import type { FootnoteDefinition, Definition, Root, RootContent } from 'mdast';
import { fromMarkdown, type Options as FromMarkdownOptions } from 'mdast-util-from-markdown';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import type { ParseContext } from 'micromark-util-types';
import type { Processor } from 'unified';
import { wasCutByEnd } from './mdx/forgiving.js';
import { walk } from './walk.js';

/** A page longer than twice this is parsed in parts of about this many characters. */
export const PART_CHARACTERS = 64 * 1024;

/** A line that starts a block in its first column, after a blank line (the blank line and the `\n` before it). */
const CUT = /\n[ \t]*\r?\n(?=[^ \t\r\n])/g;
/** A list item's marker, which would continue a list above the blank line. */
const LIST_ITEM = /^(?:[-+*]|\d{1,9}[.)])(?:[ \t\r\n]|$)/;
/** What a reference's label can be: the text between innermost brackets, at most 999 characters. */
const BRACKETED = /\[((?:[^[\]\\]|\\[\s\S]){1,999})\]/g;

/**
 * Link and footnote identifiers: as mdast writes them (`identifier`, lower case) for what a part defines, as
 * micromark normalizes a label (`normalizeIdentifier`) for what a parser is told.
 */
interface Identifiers {
  definitions: Set<string>;
  footnotes: Set<string>;
}

interface Part {
  start: number;
  end: number;
  /** The line the part starts on. */
  line: number;
  tree: Root;
  /** The identifiers the part defines. */
  defines?: Identifiers;
  /** The identifiers its parser was told were defined elsewhere. */
  told?: Identifiers;
}

/** The micromark parser state that footnotes keep (micromark-extension-gfm-footnote). */
type FootnoteParser = ParseContext & { gfmFootnotes?: string[] };

export interface PartOptions {
  /** The length of a part (default `PART_CHARACTERS`); tests make it small to cut everywhere. */
  partCharacters?: number;
}

/** `processor.parse(text)`, in parts when the text is long (see above). */
export function parseInParts(processor: Processor, text: string, options: PartOptions = {}): Root {
  const size = options.partCharacters ?? PART_CHARACTERS;
  const settings: FromMarkdownOptions = {
    ...(processor.data('settings') as FromMarkdownOptions | undefined),
    extensions: (processor.data('micromarkExtensions') as FromMarkdownOptions['extensions']) ?? [],
    mdastExtensions: (processor.data('fromMarkdownExtensions') as FromMarkdownOptions['mdastExtensions']) ?? [],
  };
  if (text.length <= 2 * size) return fromMarkdown(text, settings);

  const definitionMarks = new Marks(text, ']:');
  const defined: Identifiers = { definitions: new Set(), footnotes: new Set() };
  const parse = (part: Omit<Part, 'tree'>, told: Identifiers | undefined) => {
    let parser: ParseContext | undefined;
    const tree = fromMarkdown(text.slice(part.start, part.end), {
      ...settings,
      from: { line: part.line, column: 1, offset: part.start },
      prepare(context) {
        parser = context;
        tell(context, told);
      },
    });
    return { tree, cutByEnd: wasCutByEnd(parser!) };
  };

  const parts: Part[] = [];
  for (let start = 0, line = 1; start < text.length;) {
    let length = size;
    for (;;) {
      const end = start + length + size >= text.length ? text.length : cutAfter(text, start + length);
      const told = toldOf(text, start, end, defined);
      let parsed;
      try {
        parsed = parse({ start, end, line }, told);
      } catch (error) {
        // An error in the last part is the page's own (at its place in the page); before, it may come from the cut.
        if (end === text.length) throw error;
        length = 2 * (end - start);
        continue;
      }
      // Twice as long as the part that failed (not as the length asked for: the cut may have been far after it).
      if (end < text.length && (parsed.cutByEnd || endsAtEnd(parsed.tree, end))) {
        length = 2 * (end - start);
        continue;
      }
      const part: Part = { start, end, line, tree: parsed.tree, told };
      if (definitionMarks.between(start, end)) {
        part.defines = definitionsOf(parsed.tree);
        for (const id of part.defines.definitions) defined.definitions.add(id);
        for (const id of part.defines.footnotes) defined.footnotes.add(id);
      }
      parts.push(part);
      line += linesIn(text, start, end);
      start = end;
      break;
    }
  }

  // A part that refers to an identifier first defined in a later part is parsed again, told of it.
  if (defined.definitions.size || defined.footnotes.size) {
    for (const part of parts) {
      const told = toldOf(text, part.start, part.end, defined);
      if (!told || !newIn(told, part.told, part.defines)) continue;
      part.tree = parse(part, told).tree;
    }
  }

  const children: RootContent[] = [];
  for (const part of parts) for (const child of part.tree.children) children.push(child);
  // The root spans what a single parse's does: from its first token to its last.
  const first = parts[0].tree.position;
  const last = parts[parts.length - 1].tree.position;
  return { type: 'root', children, ...(first && last && { position: { start: first.start, end: last.end } }) };
}

/** The places of a string in a text, looked up in order. */
class Marks {
  private next: number;
  constructor(
    private readonly text: string,
    private readonly mark: string,
  ) {
    this.next = text.indexOf(mark);
  }

  /** Whether the mark occurs from `start` to `end`; `start` never decreases from one call to the next. */
  between(start: number, end: number): boolean {
    if (this.next !== -1 && this.next < start) this.next = this.text.indexOf(this.mark, start);
    return this.next !== -1 && this.next + this.mark.length <= end;
  }
}

/** The start of the first line at or after `from` where a page can be cut, or the end of the text. */
function cutAfter(text: string, from: number): number {
  CUT.lastIndex = Math.max(0, from - 1);
  for (let match = CUT.exec(text); match; match = CUT.exec(text)) {
    const at = match.index + match[0].length;
    if (!LIST_ITEM.test(text.slice(at, at + 12))) return at;
  }
  return text.length;
}

/** Whether the part's last block runs to the part's end, over its trailing blank lines: something left open. */
function endsAtEnd(tree: Root, end: number): boolean {
  const last = tree.children[tree.children.length - 1];
  const offset = last?.position?.end.offset;
  return offset === undefined || offset >= end;
}

/** The line endings in `text` from `start` to `end` (\n, \r\n or a lone \r, as micromark counts them). */
function linesIn(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}

function definitionsOf(tree: Root): Identifiers {
  const found: Identifiers = { definitions: new Set(), footnotes: new Set() };
  walk(tree, (node) => {
    if (node.type === 'definition') found.definitions.add((node as Definition).identifier);
    else if (node.type === 'footnoteDefinition') found.footnotes.add((node as FootnoteDefinition).identifier);
  });
  return found;
}

/**
 * The identifiers of `defined` that the text from `start` to `end` may refer to: those written between brackets
 * there, which include the labels of its references.
 */
function toldOf(text: string, start: number, end: number, defined: Identifiers): Identifiers | undefined {
  if (defined.definitions.size === 0 && defined.footnotes.size === 0) return undefined;
  const told: Identifiers = { definitions: new Set(), footnotes: new Set() };
  for (const match of text.slice(start, end).matchAll(BRACKETED)) {
    // A reference's identifier, as mdast writes it, is the normalized label in lower case.
    const id = normalizeIdentifier(match[1]);
    if (defined.definitions.has(id.toLowerCase())) told.definitions.add(id);
    if (match[1][0] === '^') {
      const footnote = normalizeIdentifier(match[1].slice(1));
      if (defined.footnotes.has(footnote.toLowerCase())) told.footnotes.add(footnote);
    }
  }
  return told.definitions.size || told.footnotes.size ? told : undefined;
}

/** Whether `told` holds an identifier that the part was not told of before nor defines itself. */
function newIn(told: Identifiers, before: Identifiers | undefined, own: Identifiers | undefined): boolean {
  const known = (kind: keyof Identifiers, id: string) => before?.[kind].has(id) || own?.[kind].has(id.toLowerCase());
  for (const id of told.definitions) if (!known('definitions', id)) return true;
  for (const id of told.footnotes) if (!known('footnotes', id)) return true;
  return false;
}

/** Tells micromark that `ids` are defined elsewhere in the document. */
function tell(parser: ParseContext, ids: Identifiers | undefined): undefined {
  if (!ids) return;
  for (const id of ids.definitions) parser.defined.push(id);
  const footnotes = parser as FootnoteParser;
  const defined = (footnotes.gfmFootnotes ??= []);
  for (const id of ids.footnotes) defined.push(id);
}
