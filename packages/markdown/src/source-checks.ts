/**
 * What a page's text must be before it is parsed: UTF-8 text (no NUL character, no bytes that are not UTF-8), and
 * no longer than 16 million characters. A binary file saved as `.md` would become a page of noise. A long page
 * builds in time linear in its length (parsed in parts, see parse-in-parts.ts, on a thread of its own), but its
 * trees are whole in memory: a page of 16 million characters of short sections peaks at about 3.2 GB of memory in
 * the build, and one of headings alone takes about three times that per character (see ARCHITECTURE.md); past the
 * bound a page would run the build out of memory. Each problem is reported at its place.
 */
import type { Diagnostic } from '@docgen/core';

/** A page may hold at most this many characters (about 16 MB of text). */
export const MAX_PAGE_CHARACTERS = 16_000_000;

/** 1-based line and column of `index` in `text`; lines end at \n, \r\n or a lone \r, as micromark reads them. */
function placeOf(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

/** The first reason not to parse `text`, if there is one. */
export function checkSourceText(file: string, text: string): Diagnostic | undefined {
  const nul = text.indexOf('\0');
  if (nul !== -1) {
    return {
      severity: 'error',
      file,
      ...placeOf(text, nul),
      message: 'this file holds a NUL character, so it is not text: is it a binary file saved with a Markdown name?',
      hint: 'Docs must be UTF-8 text. Move binary files (images, archives) out of the docs, or link to them from a page.',
      ruleId: 'markdown/not-text',
    };
  }
  const replacement = text.indexOf('\uFFFD');
  if (replacement !== -1) {
    return {
      severity: 'error',
      file,
      ...placeOf(text, replacement),
      message: 'this file is not valid UTF-8 here (a byte that is not UTF-8 reads as "\uFFFD")',
      hint: 'Save the file as UTF-8 in your editor. To show the replacement character itself, write &#xFFFD;.',
      ruleId: 'markdown/not-utf8',
    };
  }
  if (text.length > MAX_PAGE_CHARACTERS) {
    return {
      severity: 'error',
      file,
      ...placeOf(text, MAX_PAGE_CHARACTERS),
      message: `this page is ${(text.length / 1e6).toFixed(1)} million characters long and passes the limit of ${MAX_PAGE_CHARACTERS.toLocaleString('en-US')} here`,
      hint: 'Split it into several pages; a page this long takes gigabytes of memory to build, and is slow to read.',
      ruleId: 'markdown/page-too-large',
    };
  }
  return undefined;
}
