/**
 * Whether a page's Markdown can hold MDX at all. MDX's constructs start only at a `<` (tags, comments, autolinks), a
 * `{` (expressions) or an `import`/`export` line, and never inside fenced code; a page with none of those outside its
 * code fences parses to the same tree without MDX's extensions, which cost about a third of the parse. The check is
 * line by line and errs towards MDX: a fence it cannot follow for certain (one left open inside a list item, a line
 * that may have ended the list item around it, display math around a fence) means MDX.
 */

const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** `body`: the page's Markdown after its front matter. */
export function needsMdx(body: string): boolean {
  // Display math can hold fence-like lines that are not fences.
  if (/^[ \t]*\$\$/m.test(body)) return true;
  let fence: { indent: number; marker: string } | undefined;
  for (const line of body.split('\n')) {
    if (fence) {
      const closing = FENCE.exec(line);
      if (closing && closing[2][0] === fence.marker[0] && closing[2].length >= fence.marker.length && closing[3].trim() === '') {
        fence = undefined;
        continue;
      }
      // A line indented less than the fence may have ended the list item that holds it, and the fence with it; a
      // directive's closing `:::` ends the container around it.
      if (fence.indent > 0 && line.trim() !== '' && line.length - line.trimStart().length < fence.indent) return true;
      if (/^[ \t]*:::/.test(line)) return true;
      continue;
    }
    if (/[<{]/.test(line) || /^[ \t]*(import|export)\b/.test(line) || line.includes('\t')) return true;
    const opening = FENCE.exec(line);
    // A backtick fence's info string cannot hold a backtick (else the line is text).
    if (opening && !(opening[2][0] === '`' && opening[3].includes('`'))) fence = { indent: opening[1].length, marker: opening[2] };
  }
  // Left open inside a list item, the fence ends with the item, and what follows is not code.
  return fence !== undefined && fence.indent > 0;
}
