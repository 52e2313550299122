/**
 * Counting what a paragraph leaves open at once, from the Markdown source: emphasis, strong and strikethrough
 * delimiters that can open (CommonMark's flanking rules) and `[` of links and images. Nested emphasis is as deep as
 * the delimiters open before their closers, and micromark slows down with every unmatched opener, so the count
 * bounds both. Each kind is counted apart (a `]` does not close a `*`); the limit applies to their sum. Code spans
 * and backslash escapes are skipped; `<` is handed to the tag scanner.
 */
import type { TagDepthScanner } from './scan-tags.js';

type Delimiter = '*' | '_' | '~' | '[';

/** Reported when a delimiter or bracket opens: its place and how many are open with it. */
export type InlineOpen = (what: string, column: number, depth: number) => void;

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/;

function isWhitespace(c: string): boolean {
  return WHITESPACE.test(c);
}

function isPunctuation(c: string): boolean {
  return PUNCTUATION.test(c);
}

export class InlineDepthCounter {
  private counts: Record<Delimiter, number> = { '*': 0, _: 0, '~': 0, '[': 0 };
  private total = 0;
  /** The characters the scan stops at; everything else is skipped in one regular-expression step. */
  private readonly special = /[\\`<[\]*_~]/g;

  constructor(private readonly onOpen: InlineOpen) {}

  /** A new paragraph (or heading, or table cell row) starts: nothing is open. */
  reset(): void {
    this.counts = { '*': 0, _: 0, '~': 0, '[': 0 };
    this.total = 0;
  }

  private add(kind: Delimiter, n: number): void {
    const before = this.counts[kind];
    const after = Math.max(0, before + n);
    this.counts[kind] = after;
    this.total += after - before;
  }

  /** Scans `text` from `from` to its end: one line of a paragraph, after its container markers. */
  scan(text: string, from: number, line: number, tags: TagDepthScanner): void {
    let i = tags.resume(text, from);
    let spans: Map<number, number> | undefined;
    for (;;) {
      this.special.lastIndex = i;
      if (!this.special.test(text)) return;
      i = this.special.lastIndex - 1;
      const c = text[i];
      if (c === '\\') {
        i += 2;
      } else if (c === '`') {
        spans ??= codeSpanEnds(text);
        i = spans.get(i) ?? i + 1;
      } else if (c === '<') {
        i = tags.at(text, i, line, 'inline');
      } else if (c === '[') {
        this.add('[', 1);
        this.onOpen(text[i - 1] === '!' ? '"![" (an image)' : '"[" (a link)', i + 1, this.total);
        i++;
      } else if (c === ']') {
        this.add('[', -1);
        i++;
      } else {
        i = this.delimiterRun(text, i, c as '*' | '_' | '~');
      }
    }
  }

  private delimiterRun(text: string, start: number, c: '*' | '_' | '~'): number {
    let end = start;
    while (text[end] === c) end++;
    const length = end - start;
    // Strikethrough takes runs of one or two tildes; longer runs are text.
    if (c === '~' && length > 2) return end;
    const before = start === 0 ? ' ' : text[start - 1];
    const after = end >= text.length ? ' ' : text[end];
    const left = !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before));
    const right = !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after));
    let canOpen = left;
    let canClose = right;
    if (c === '_') {
      canOpen = left && (!right || isPunctuation(before));
      canClose = right && (!left || isPunctuation(after));
    }
    // A tilde run is one level of strikethrough; a run of n stars or underscores can be n levels of emphasis.
    const weight = c === '~' ? 1 : length;
    if (canClose) this.add(c, -weight);
    if (canOpen) {
      const what = c === '~' ? `"${text.slice(start, end)}"` : `"${c}"`;
      for (let k = 0; k < weight; k++) {
        this.add(c, 1);
        this.onOpen(what, start + k + 1, this.total);
      }
    }
    return end;
  }
}

/**
 * Where each backtick run of a line ends its code span: a run opens one when a later run of the same length closes
 * it on the same line, otherwise its backticks are text. Computed once per line, right to left, so a line of many
 * unmatched runs stays linear.
 */
function codeSpanEnds(text: string): Map<number, number> {
  const runs: Array<[start: number, end: number]> = [];
  for (let i = text.indexOf('`'); i !== -1; i = text.indexOf('`', i)) {
    let end = i;
    while (text[end] === '`') end++;
    runs.push([i, end]);
    i = end;
  }
  const ends = new Map<number, number>();
  const laterByLength = new Map<number, number>();
  const closerOf = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const [start, end] = runs[r];
    const later = laterByLength.get(end - start);
    if (later !== undefined) closerOf.set(r, later);
    laterByLength.set(end - start, r);
  }
  // Left to right: an opened span swallows the runs inside it.
  for (let r = 0; r < runs.length; r++) {
    const closer = closerOf.get(r);
    ends.set(runs[r][0], closer === undefined ? runs[r][1] : runs[closer][1]);
    if (closer !== undefined) r = closer;
  }
  return ends;
}
