/**
 * A linear pre-scan of a Markdown source for nesting deeper than the limits (see nesting-limits.ts), run before
 * micromark sees the text. It follows CommonMark's container blocks line by line — block quotes, list items,
 * footnote definitions and `:::` directives, with lazy continuation lines — and its leaf blocks that hold no
 * Markdown (fenced and indented code, HTML blocks), and hands paragraph text to the inline counter and HTML to the
 * tag scanner. Where it is unsure it counts deeper than the parser would, so a page it lets through stays within
 * the limits; the parse stage still checks the depth of the trees it builds (tree-depth.ts).
 */
import { DEFAULT_NESTING_LIMITS, type NestingLimits, type NestingProblem } from './nesting-limits.js';
import { htmlBlockStart, type HtmlBlockEnd } from './html-block.js';
import { InlineDepthCounter } from './scan-inline.js';
import { TagDepthScanner, type OpenedTag } from './scan-tags.js';

export interface NestingScanOptions {
  limits?: NestingLimits;
  /** MDX sources: JSX elements count like HTML ones (see `TagSyntax`). */
  syntax?: 'markdown' | 'mdx';
}

export interface NestingScan {
  /** The first place where a limit is passed; the scan stops there. */
  problem?: NestingProblem;
  /** The deepest nesting of each kind seen, and where it is. */
  deepest: Record<'blocks' | 'elements' | 'inline', Depth>;
}

export interface Depth {
  depth: number;
  line: number;
  column: number;
}

type Container =
  | { kind: 'quote' }
  /** A list item or footnote definition: continued by lines indented to `column` (or blank). */
  | { kind: 'item'; column: number }
  | { kind: 'directive'; colons: number };

/** A leaf block whose lines hold no Markdown, inside the first `depth` containers. */
type RawBlock = { kind: 'fence'; char: string; length: number; depth: number } | { kind: 'html'; end: HtmlBlockEnd; depth: number };

const TAB_STOP = 4;
const BLANK = /^[ \t]*$/;
const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^([-+*]|\d{1,9}[.)])(?=[ \t]|$)/;
const FOOTNOTE = /^\[\^[^\]\s]+\]:/;
const DIRECTIVE_OPEN = /^(:{3,})([A-Za-z][\w-]*)/;
const DIRECTIVE_CLOSE = /^(:{3,})[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The first characters of every block start but paragraphs. */
const BLOCK_START = new Set(['>', '-', '+', '*', '_', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '[', ':', '`', '~', '<', '#']);

type BlockStart = 'quote' | 'item' | 'footnote' | 'directive' | 'directive-end' | 'fence' | 'heading' | 'break' | { end: HtmlBlockEnd };

/** What block `rest` (a line from its first non-space character) starts, other than a block quote. */
function blockOf(rest: string, inParagraph: boolean): BlockStart | undefined {
  if (THEMATIC_BREAK.test(rest)) return 'break';
  if (BULLET.test(rest)) return 'item';
  if (FOOTNOTE.test(rest)) return 'footnote';
  if (DIRECTIVE_OPEN.test(rest)) return 'directive';
  if (DIRECTIVE_CLOSE.test(rest)) return 'directive-end';
  const fence = FENCE.exec(rest);
  if (fence && !(fence[1][0] === '`' && rest.includes('`', fence[1].length))) return 'fence';
  if (ATX_HEADING.test(rest)) return 'heading';
  return htmlBlockStart(rest, inParagraph);
}

/** Thrown by the counters to end the scan at the first problem (a page of a million `<div>`s stops at the limit). */
class LimitPassed extends Error {}

/** A position in one line that knows visual columns (tabs to the next multiple of four). */
class LineCursor {
  index = 0;
  column = 0;
  constructor(readonly text: string) {}

  /** Columns of spaces and tabs from here, without moving. */
  indent(): number {
    let column = this.column;
    for (let i = this.index; i < this.text.length; i++) {
      const c = this.text[i];
      if (c === ' ') column++;
      else if (c === '\t') column += TAB_STOP - (column % TAB_STOP);
      else break;
    }
    return column - this.column;
  }

  /** Moves over spaces and tabs, at most to `toColumn` (a tab that crosses it is taken whole). */
  skipSpaces(toColumn = Infinity): void {
    while (this.index < this.text.length && this.column < toColumn) {
      const c = this.text[this.index];
      if (c === ' ') this.column++;
      else if (c === '\t') this.column += TAB_STOP - (this.column % TAB_STOP);
      else break;
      this.index++;
    }
  }

  advance(chars: number): void {
    this.index += chars;
    this.column += chars;
  }

  /** Past a `>` and the one space or tab that may follow it. */
  skipQuoteMarker(): void {
    this.skipSpaces();
    this.advance(1);
    const next = this.text[this.index];
    if (next === ' ' || next === '\t') this.advance(1);
  }

  /** The character after the indentation. */
  peek(): string | undefined {
    let i = this.index;
    while (this.text[i] === ' ' || this.text[i] === '\t') i++;
    return this.text[i];
  }

  rest(): string {
    return this.text.slice(this.index);
  }
}

/** One scan: the open containers, the leaf block that holds no Markdown, the paragraph, the deepest nesting seen. */
class NestingScanner {
  readonly deepest: NestingScan['deepest'];
  problem: NestingProblem | undefined;
  private lineNo = 0;
  private readonly tags: TagDepthScanner;
  private readonly inline: InlineDepthCounter;
  private readonly stack: Container[] = [];
  private raw: RawBlock | undefined;
  /** The last line was paragraph text: a line that starts no block continues it, even without its containers. */
  private paragraph = false;
  private table = false;

  constructor(
    private readonly limits: NestingLimits,
    syntax: NestingScanOptions['syntax'],
  ) {
    const none = { depth: 0, line: 1, column: 1 };
    this.deepest = { blocks: none, elements: none, inline: none };
    this.tags = new TagDepthScanner({ jsx: syntax === 'mdx' }, (tag) => this.openedTag(tag));
    this.inline = new InlineDepthCounter((what, column, depth) => this.openedInline(what, column, depth));
  }

  private fail(found: NestingProblem): never {
    this.problem = found;
    throw new LimitPassed();
  }

  private openedTag(tag: OpenedTag): void {
    const { deepest, limits } = this;
    if (tag.depth > deepest.elements.depth) deepest.elements = { depth: tag.depth, line: tag.line, column: tag.column };
    if (tag.depth > limits.elements)
      this.fail({
        kind: 'elements',
        line: tag.line,
        column: tag.column,
        depth: tag.depth,
        limit: limits.elements,
        what: tag.name ? `<${tag.name}>` : '<> (a fragment)',
      });
  }

  private openedInline(what: string, column: number, depth: number): void {
    if (depth > this.deepest.inline.depth) this.deepest.inline = { depth, line: this.lineNo, column };
    if (depth > this.limits.inline) this.fail({ kind: 'inline', line: this.lineNo, column, depth, limit: this.limits.inline, what });
  }

  private endParagraph(): void {
    if (this.paragraph) this.tags.endParagraph();
    this.paragraph = false;
    this.table = false;
  }

  private push(container: Container, column: number, what: string): void {
    const { stack, deepest, limits, lineNo } = this;
    stack.push(container);
    if (stack.length > deepest.blocks.depth) deepest.blocks = { depth: stack.length, line: lineNo, column };
    if (stack.length > limits.blocks) this.fail({ kind: 'blocks', line: lineNo, column, depth: stack.length, limit: limits.blocks, what });
  }

  /** Scans the next line of the source. */
  scanLine(text: string): void {
    this.lineNo++;
    const line = new LineCursor(text);
    const blank = isBlank(text);
    const matched = this.continuedContainers(line, blank);
    if (this.raw && this.continueRaw(this.raw, text, line, matched, blank)) return;
    if (blank) {
      this.stack.length = matched;
      this.endParagraph();
      return;
    }
    this.scanBlocks(text, line, matched);
  }

  /** How many of the open containers the line continues, moving past their markers and indentation. */
  private continuedContainers(line: LineCursor, blank: boolean): number {
    const { stack } = this;
    let matched = 0;
    for (; matched < stack.length; matched++) {
      const container = stack[matched];
      if (container.kind === 'directive') continue;
      if (container.kind === 'quote') {
        if (line.indent() > 3 || line.peek() !== '>') break;
        line.skipQuoteMarker();
        continue;
      }
      if (blank) continue;
      if (line.column + line.indent() < container.column) break;
      line.skipSpaces(container.column);
    }
    return matched;
  }

  /** Whether the line belongs to the open fenced code or HTML block (it ends that block otherwise). */
  private continueRaw(raw: RawBlock, text: string, line: LineCursor, matched: number, blank: boolean): boolean {
    if (matched >= raw.depth) {
      if (raw.kind === 'fence') {
        const close = line.indent() < 4 ? FENCE.exec(line.rest().trimStart()) : null;
        if (close && close[1][0] === raw.char && close[1].length >= raw.length && BLANK.test(line.rest().trimStart().slice(close[1].length)))
          this.raw = undefined;
        return true;
      }
      if (!(raw.end === 'blank' && blank)) {
        this.tags.scanBlockLine(text, line.index, this.lineNo);
        if (raw.end !== 'blank' && raw.end.test(line.rest())) {
          this.raw = undefined;
          this.tags.endParagraph();
        }
        return true;
      }
    }
    this.raw = undefined;
    this.tags.endParagraph();
    return false;
  }

  /** A line that is not blank: the new containers it opens, then the leaf block it holds. */
  private scanBlocks(text: string, line: LineCursor, matched: number): void {
    let opened = false;
    for (;;) {
      if (line.indent() >= 4) {
        // Indented code, unless it continues a paragraph.
        if (!this.paragraph || opened) {
          if (!opened) this.stack.length = matched;
          this.endParagraph();
          return;
        }
        break;
      }
      line.skipSpaces();
      const first = text[line.index];
      // Most lines are prose: only these characters can start a block.
      if (!BLOCK_START.has(first)) break;
      const rest = line.rest();
      const column = line.index + 1;
      const opens = (first === '>' && 'quote') || blockOf(rest, this.paragraph && !opened);
      if (!opens) break;
      if (!opened) this.stack.length = matched;
      opened = true;
      if (opens === 'quote' || opens === 'item' || opens === 'footnote') {
        this.openContainer(opens, text, line, rest, column);
        continue;
      }
      this.endParagraph();
      this.openLeaf(opens, text, line, rest, column);
      return;
    }
    this.paragraphLine(text, line, matched, opened);
  }

  /** A block quote, list item or footnote definition starts at `column`: the line goes on with its content. */
  private openContainer(opens: 'quote' | 'item' | 'footnote', text: string, line: LineCursor, rest: string, column: number): void {
    if (opens === 'quote') {
      this.push({ kind: 'quote' }, column, 'a block quote');
      line.skipQuoteMarker();
    } else if (opens === 'item') {
      const marker = BULLET.exec(rest)![1];
      const markerEnd = line.column + marker.length;
      line.advance(marker.length);
      const spaces = line.indent();
      // One to four spaces after the marker set the content column; five or more (or none) mean one.
      const contentColumn = spaces >= 1 && spaces <= 4 && line.index + spaces < text.length ? markerEnd + spaces : markerEnd + 1;
      this.push({ kind: 'item', column: contentColumn }, column, 'a list item');
      line.skipSpaces(contentColumn);
    } else {
      this.push({ kind: 'item', column: line.column + 4 }, column, 'a footnote definition');
      line.advance(FOOTNOTE.exec(rest)![0].length);
    }
  }

  /** A block that is not a container starts: a directive opens or closes, a fence or HTML block opens, a heading. */
  private openLeaf(opens: Exclude<BlockStart, 'quote' | 'item' | 'footnote'>, text: string, line: LineCursor, rest: string, column: number): void {
    const { stack, inline, tags, lineNo } = this;
    if (opens === 'directive') {
      const directive = DIRECTIVE_OPEN.exec(rest)!;
      this.push({ kind: 'directive', colons: directive[1].length }, column, `":::${directive[2]}"`);
      // The label of `:::tip Title` or `:::tip[Title]` is inline text of its own.
      inline.reset();
      inline.scan(text, line.index + directive[0].length, lineNo, tags);
    } else if (opens === 'directive-end') {
      const colons = DIRECTIVE_CLOSE.exec(rest)![1].length;
      for (let i = stack.length - 1; i >= 0; i--) {
        const container = stack[i];
        if (container.kind === 'directive' && container.colons <= colons) {
          stack.length = i;
          break;
        }
      }
    } else if (opens === 'fence') {
      const fence = FENCE.exec(rest)![1];
      this.raw = { kind: 'fence', char: fence[0], length: fence.length, depth: stack.length };
    } else if (opens === 'heading') {
      inline.reset();
      inline.scan(text, line.index, lineNo, tags);
    } else if (typeof opens === 'object') {
      tags.scanBlockLine(text, line.index, lineNo);
      if (opens.end === 'blank' || !opens.end.test(rest)) this.raw = { kind: 'html', end: opens.end, depth: stack.length };
      else tags.endParagraph();
    }
  }

  /** Paragraph text. A lazy continuation line keeps the containers it did not repeat, as CommonMark does. */
  private paragraphLine(text: string, line: LineCursor, matched: number, opened: boolean): void {
    const continues = this.paragraph && !opened;
    if (!continues) {
      if (!opened) this.stack.length = matched;
      this.endParagraph();
      this.inline.reset();
    } else if (!this.table && TABLE_DELIMITER_ROW.test(line.rest()) && line.rest().includes('-')) {
      this.table = true;
    }
    // Each row of a table is an inline context of its own.
    if (this.table) this.inline.reset();
    this.inline.scan(text, line.index, this.lineNo, this.tags);
    this.paragraph = true;
  }
}

export function scanNesting(source: string, options: NestingScanOptions = {}): NestingScan {
  const scanner = new NestingScanner(options.limits ?? DEFAULT_NESTING_LIMITS, options.syntax);
  try {
    // Lines end at \n, \r\n or a lone \r, as micromark reads them.
    let cr = source.indexOf('\r');
    for (let start = 0; ;) {
      let end = source.indexOf('\n', start);
      if (cr !== -1 && cr < start) cr = source.indexOf('\r', start);
      if (cr !== -1 && (end === -1 || cr < end)) end = cr;
      scanner.scanLine(source.slice(start, end === -1 ? source.length : end));
      if (end === -1) break;
      start = end + (source[end] === '\r' && source[end + 1] === '\n' ? 2 : 1);
    }
  } catch (e) {
    if (!(e instanceof LimitPassed)) throw e;
  }
  return { problem: scanner.problem, deepest: scanner.deepest };
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
