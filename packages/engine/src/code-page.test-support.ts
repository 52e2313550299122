/**
 * Pages of code for tests of highlighting. `CODE_PAGE` is the markdown package's fixture of code blocks (marked lines,
 * magic comments, npm2yarn tabs, a block repeated, plain text, an unknown language, a live block), which tests write
 * at `CODE_PAGE_PATH` in a copy of a site; `longShellBlock` is a page quick to parse and slow to highlight.
 */
import { readFileSync } from 'node:fs';

export const CODE_PAGE_PATH = 'docs/guide/code.md';

export const CODE_PAGE = readFileSync(new URL('../../markdown/src/fixtures/code-blocks.md', import.meta.url), 'utf8');

const SHELL_LINE = 'for f in ./*.tar.gz; do tar -xzf "$f" -C "${OUT:-/tmp}/$(basename "$f" .tar.gz)" && echo "unpacked $f" | tee -a log; done';

/** The code of a shell block of `lines` long lines, each numbered in a comment (so none repeats). */
export function longShellCode(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `${SHELL_LINE} # ${i}`).join('\n');
}
