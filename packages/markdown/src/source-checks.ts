/**
 * What a page's text must be before it is parsed: UTF-8 text (no NUL character, no bytes that are not UTF-8), and
 * no longer than a million characters. micromark takes seconds per megabyte and more for dense pages (120,000
 * headings), so a larger page would hold up the whole build; a binary file saved as `.md` would become a page of
 * noise. Each problem is reported at its place.
 */
import type { Diagnostic } from '@docgen/core';

/** A page may hold at most this many characters (about 1 MB of text). */
export const MAX_PAGE_CHARACTERS = 1_000_000;

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
      hint: 'Split it into several pages; a page this long would hold up the whole build and be slow to read.',
      ruleId: 'markdown/page-too-large',
    };
  }
  return undefined;
}
