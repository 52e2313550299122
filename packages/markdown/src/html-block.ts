/**
 * CommonMark's seven kinds of HTML block: how one starts, and what ends it (a line holding an end marker, or a blank
 * line). Their lines are HTML, not Markdown: no containers, fences or emphasis inside.
 */

/** A pattern found on the block's last line, or `blank`: the block ends before the next blank line. */
export type HtmlBlockEnd = RegExp | 'blank';

const BLOCK_NAMES =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';

const STARTS: Array<[start: RegExp, end: HtmlBlockEnd, interruptsParagraph: boolean]> = [
  [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i, true],
  [/^<!--/, /-->/, true],
  [/^<\?/, /\?>/, true],
  [/^<![A-Za-z]/, />/, true],
  [/^<!\[CDATA\[/, /\]\]>/, true],
  [new RegExp(`^</?(?:${BLOCK_NAMES})(?:[\\s/>]|$)`, 'i'), 'blank', true],
  // Any other complete tag alone on its line.
  [/^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)\s*$/, 'blank', false],
];

/**
 * The end of the HTML block that `rest` (a line after its container markers and indentation) starts, if it starts
 * one. `inParagraph`: the line would otherwise continue a paragraph, which only some kinds may interrupt.
 */
export function htmlBlockStart(rest: string, inParagraph: boolean): { end: HtmlBlockEnd } | undefined {
  if (rest[0] !== '<') return undefined;
  for (const [start, end, interrupts] of STARTS) {
    if (start.test(rest)) return inParagraph && !interrupts ? undefined : { end };
  }
  return undefined;
}
