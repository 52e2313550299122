import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from './parse.js';

const processor = createMarkdownProcessor();
const problems = async (text: string) =>
  (await processor.parse({ path: 'docs/a.md', text })).page.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.ruleId}`);

describe('blocks never closed', () => {
  it('warns at a code fence that runs to the end of the page or of its container', async () => {
    expect(await problems('# A\n\n```js\nx\n\n## Not a heading\n')).toEqual(['3:1 warning markdown/unclosed-fence']);
    expect(await problems('# A\n\n```')).toEqual(['3:1 warning markdown/unclosed-fence']);
    expect(await problems('> ```\n> code\n\nAfter the quote.\n')).toEqual(['1:3 warning markdown/unclosed-fence']);
  });

  it('warns at an admonition that holds the rest of the page', async () => {
    expect(await problems(':::warning Careful\nText.\n\n## Later\n')).toEqual(['1:1 warning markdown/unclosed-admonition']);
  });

  it('is quiet about closed blocks, in lists and quotes, with tildes, longer fences or CRLF', async () => {
    for (const text of [
      '```js\nx\n```\n',
      '~~~~\n``` inside\n~~~~\n',
      '- item\n\n  ```\n  code\n  ```\n- next\n',
      '> ```\n> code\n> ```\n',
      '```\r\ncode\r\n```\r\n',
      ':::note\ntext\n:::\n',
      '::::tip\n:::note\nx\n:::\n::::\n',
      '    indented code\n',
    ]) {
      expect(await problems(text), text).toEqual([]);
    }
  });
});
