import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from './parse.js';
import { checkSourceText, MAX_PAGE_CHARACTERS } from './source-checks.js';

describe('checks before parsing', () => {
  it('refuses a NUL character at its place: a binary file saved as Markdown', () => {
    expect(checkSourceText('docs/a.md', '# Title\n\nHello\0world\n')).toMatchObject({ line: 3, column: 6, ruleId: 'markdown/not-text', severity: 'error' });
  });

  it('refuses text that was not UTF-8, at the first byte that was not', () => {
    const latin1 = Buffer.from('# Caf\xe9\n', 'latin1').toString('utf8');
    expect(checkSourceText('docs/a.md', latin1)).toMatchObject({ line: 1, column: 6, ruleId: 'markdown/not-utf8' });
  });

  it('refuses a page longer than the limit, at the line where it passes it', () => {
    const line = 'x'.repeat(99) + '\n';
    const text = line.repeat(MAX_PAGE_CHARACTERS / 100 + 10);
    expect(checkSourceText('docs/a.md', text)).toMatchObject({ line: MAX_PAGE_CHARACTERS / 100 + 1, column: 1, ruleId: 'markdown/page-too-large' });
    expect(checkSourceText('docs/a.md', line.repeat(MAX_PAGE_CHARACTERS / 100))).toBeUndefined();
  });

  it('reports the problem as the page’s only diagnostic, without parsing it', async () => {
    const { page, tree } = await createMarkdownProcessor().parse({ path: 'docs/bin.md', text: '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' });
    expect(page.diagnostics).toEqual([expect.objectContaining({ file: 'docs/bin.md', line: 3, column: 1, ruleId: 'markdown/not-text' })]);
    expect(tree.children).toEqual([]);
  });
});
