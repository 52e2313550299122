import { describe, expect, it } from 'vitest';
import { convertNpmCommand, extractMagicComments, parseCodeMeta, parseLineRanges } from '../index.js';

describe('code block metastrings', () => {
  it('reads title, highlighted lines, line numbers, live and npm2yarn', () => {
    const meta = parseCodeMeta('title="train.py" {1,3-5} showLineNumbers live');
    expect(meta).toEqual({ title: 'train.py', highlightLines: new Set([1, 3, 4, 5]), showLineNumbers: true, firstLineNumber: 1, live: true, npm2yarn: false });
    expect(parseCodeMeta("title='a b.yaml' showLineNumbers=7 npm2yarn")).toMatchObject({ title: 'a b.yaml', firstLineNumber: 7, npm2yarn: true, live: false });
    expect(parseCodeMeta(undefined)).toMatchObject({ title: undefined, showLineNumbers: false });
  });

  it('expands line ranges', () => {
    expect([...parseLineRanges('5-3, 9')]).toEqual([3, 4, 5, 9]);
  });
});

describe('magic comments', () => {
  it('marks lines and removes the comments, in every comment syntax', () => {
    const source = [
      '# highlight-next-line',
      'a',
      '// highlight-start',
      'b',
      'c',
      '// highlight-end',
      'd',
      '<!-- highlight-next-line -->',
      'e',
      '/* highlight-next-line-error */',
      'f',
      '{/* highlight-next-line */}',
      'g',
    ].join('\n');
    const marked = extractMagicComments(source);
    expect(marked.code).toBe('a\nb\nc\nd\ne\nf\ng');
    expect([...marked.highlighted]).toEqual([1, 2, 3, 5, 7]);
    expect([...marked.errors]).toEqual([6]);
  });

  it('leaves ordinary comments alone', () => {
    expect(extractMagicComments('# highlight this\nx').code).toBe('# highlight this\nx');
  });
});

describe('npm2yarn', () => {
  it('rewrites npm commands for yarn and pnpm', () => {
    const npm =
      'npm install --save-dev typescript\nnpm i react\nnpm install --save fedml-client\nnpm i -S axios\nnpm install\nnpm run build -- --watch\nnpm uninstall left-pad\nnpx docgen build\necho done';
    expect(convertNpmCommand(npm, 'yarn')).toBe(
      'yarn add --dev typescript\nyarn add react\nyarn add fedml-client\nyarn add axios\nyarn install\nyarn build -- --watch\nyarn remove left-pad\nyarn dlx docgen build\necho done',
    );
    expect(convertNpmCommand(npm, 'pnpm')).toBe(
      'pnpm add -D typescript\npnpm add react\npnpm add fedml-client\npnpm add axios\npnpm install\npnpm run build -- --watch\npnpm remove left-pad\npnpm dlx docgen build\necho done',
    );
  });
});

describe('highlighting every language the docs use', () => {
  it('highlights each one without a warning, and plain text without colours', async () => {
    const { createMarkdownProcessor } = await import('../index.js');
    const processor = createMarkdownProcessor();
    const languages = [
      'bash',
      'shell',
      'sh',
      'python',
      'yaml',
      'json',
      'js',
      'ts',
      'jsx',
      'tsx',
      'java',
      'kotlin',
      'swift',
      'dart',
      'ruby',
      'groovy',
      'objectivec',
      'c',
      'cpp',
      'dockerfile',
      'toml',
      'ini',
      'sql',
      'diff',
    ];
    const text = languages.map((lang) => `\`\`\`${lang}\nname = "value" # 42\n\`\`\``).join('\n\n') + '\n\n```text\nplain words\n```\n';
    const { page, tree } = await processor.parse({ path: 'docs/langs.md', text });
    expect(page.diagnostics).toEqual([]);
    const pres = (tree.children as Array<{ tagName?: string; properties?: Record<string, unknown> }>).filter((n) => n.tagName === 'pre');
    expect(pres).toHaveLength(languages.length + 1);
    const json = pres.map((p) => JSON.stringify(p));
    languages.forEach((lang, i) => expect(json[i], lang).toContain('--shiki-light'));
    expect(json.at(-1)).not.toContain('--shiki-light');
  }, 60_000);
});
