import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NESTING_LIMITS } from './nesting-limits.js';
import { parseFrontMatter } from './front-matter.js';
import { scanNesting } from './scan-nesting.js';

const { blocks, elements, inline } = DEFAULT_NESTING_LIMITS;
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n';

describe('nesting pre-scan: what passes a limit', () => {
  it('finds a list nested on one line at the marker that passes the limit', () => {
    const { problem } = scanNesting('- '.repeat(3000) + 'item\n');
    expect(problem).toEqual({ kind: 'blocks', line: 1, column: 2 * blocks + 1, depth: blocks + 1, limit: blocks, what: 'a list item' });
  });

  it('finds lists nested by indentation, with tabs, lazy lines, CRLF or lone CR line endings', () => {
    const indented = lines(3000, (i) => `${' '.repeat(2 * i)}- item`);
    expect(scanNesting(indented).problem).toMatchObject({ kind: 'blocks', line: blocks + 1, column: 2 * blocks + 1 });
    const tabs = lines(100, (i) => `${'\t'.repeat(i)}- item`);
    expect(scanNesting(tabs).problem).toMatchObject({ kind: 'blocks', line: blocks + 1 });
    // A lazy line continues the innermost paragraph without repeating the indentation.
    const lazy = lines(100, (i) => `${' '.repeat(2 * i)}- item\nlazy text`);
    expect(scanNesting(lazy).problem).toMatchObject({ kind: 'blocks', line: 2 * blocks + 1 });
    expect(scanNesting(indented.replace(/\n/g, '\r\n')).problem).toMatchObject({ line: blocks + 1 });
    expect(scanNesting(indented.replace(/\n/g, '\r')).problem).toMatchObject({ line: blocks + 1 });
  });

  it('finds block quotes, footnote definitions and admonitions, counted together with lists', () => {
    expect(scanNesting('> '.repeat(3000) + 'text\n').problem).toMatchObject({ kind: 'blocks', line: 1, column: 2 * blocks + 1, what: 'a block quote' });
    expect(scanNesting(lines(3000, (i) => '>'.repeat(i + 1) + ' text')).problem).toMatchObject({ line: blocks + 1, column: blocks + 1 });
    expect(scanNesting(Array.from({ length: 100 }, (_, i) => `[^n${i}]: `).join('') + 'x\n').problem).toMatchObject({ what: 'a footnote definition' });
    const admonitions = lines(100, (i) => `${':'.repeat(103 - i)}note`) + 'text\n' + lines(100, (i) => ':'.repeat(i + 4));
    expect(scanNesting(admonitions).problem).toMatchObject({ kind: 'blocks', line: blocks + 1, column: 1, what: '":::note"' });
    // Quotes in list items in quotes: each counts.
    expect(scanNesting('> - '.repeat(blocks) + 'text\n').problem).toMatchObject({ kind: 'blocks', column: 2 * blocks + 1, what: 'a block quote' });
    const admonitionsInItems = lines(blocks, (i) => `${'  '.repeat(i)}- :::note`);
    expect(scanNesting(admonitionsInItems).problem).toMatchObject({ kind: 'blocks', line: blocks / 2 + 1, column: blocks + 1, what: 'a list item' });
  });

  it('stops at exactly the limit', () => {
    expect(scanNesting('- '.repeat(blocks) + 'item\n').problem).toBeUndefined();
    expect(scanNesting('- '.repeat(blocks + 1) + 'item\n').problem).toMatchObject({ depth: blocks + 1 });
    expect(scanNesting('<div>'.repeat(elements) + 'x\n').problem).toBeUndefined();
    expect(scanNesting('*'.repeat(inline) + 'x' + '*'.repeat(inline) + '\n').problem).toBeUndefined();
  });

  it('finds HTML elements nested on one line, across lines, or left unclosed', () => {
    expect(scanNesting('<div>'.repeat(3000) + 'text\n').problem).toEqual({
      kind: 'elements',
      line: 1,
      column: 5 * elements + 1,
      depth: elements + 1,
      limit: elements,
      what: '<div>',
    });
    expect(scanNesting('Some <span>'.repeat(3000) + '\n').problem).toMatchObject({ kind: 'elements', what: '<span>' });
    // A tag whose attributes run over lines still opens an element.
    expect(scanNesting('<div>\n' + '<section\n  class="a">\n'.repeat(100)).problem).toMatchObject({ kind: 'elements', line: 2 * elements, column: 1 });
    expect(scanNesting('<ul><li>'.repeat(3000) + 'x\n').problem).toMatchObject({ kind: 'elements', what: '<ul>' });
  });

  it('finds emphasis, strikethrough and brackets left open in a paragraph', () => {
    expect(scanNesting('*'.repeat(6000) + 'text' + '*'.repeat(6000) + '\n').problem).toEqual({
      kind: 'inline',
      line: 1,
      column: inline + 1,
      depth: inline + 1,
      limit: inline,
      what: '"*"',
    });
    expect(scanNesting('~~a '.repeat(3000) + 'x\n').problem).toMatchObject({ kind: 'inline', what: '"~~"', column: 4 * inline + 1 });
    expect(scanNesting('['.repeat(3000) + 'x' + '](/y)'.repeat(3000) + '\n').problem).toMatchObject({ kind: 'inline', column: inline + 1 });
    // Unmatched openers spread over the lines of one paragraph.
    expect(scanNesting(lines(100, () => 'a *b')).problem).toMatchObject({ kind: 'inline', line: inline + 1 });
    expect(scanNesting(lines(100, () => 'see [the')).problem).toMatchObject({ kind: 'inline', line: inline + 1 });
  });

  it('is not fooled by a fence inside an HTML block that a blank line ends', () => {
    const page = '<div>\n```\n\n' + '- '.repeat(3000) + 'item\n';
    expect(scanNesting(page).problem).toMatchObject({ kind: 'blocks', line: 4 });
    const inComment = 'text <!--\n\n' + '<div>'.repeat(3000) + '\n';
    expect(scanNesting(inComment).problem).toMatchObject({ kind: 'elements', line: 3 });
    const script = '<script>\n```\n</script>\n' + '> '.repeat(3000) + 'x\n';
    expect(scanNesting(script).problem).toMatchObject({ kind: 'blocks', line: 4 });
  });
});

describe('nesting pre-scan: what stays within the limits', () => {
  it('skips code: fenced, indented, and code spans', () => {
    expect(scanNesting('```\n' + '- '.repeat(3000) + '\n' + '<div>'.repeat(3000) + '\n```\n').problem).toBeUndefined();
    expect(scanNesting('~~~~md\n' + lines(200, (i) => `${'  '.repeat(i)}- item`) + '~~~~\n').problem).toBeUndefined();
    expect(scanNesting('Text\n\n    ' + '> '.repeat(3000) + '\n').problem).toBeUndefined();
    expect(scanNesting('Call `' + '['.repeat(100) + '` and ``' + '*'.repeat(100) + '``.\n').problem).toBeUndefined();
    expect(scanNesting('- a\n\n  ```\n  ' + '<b>'.repeat(100) + '\n  ```\n').problem).toBeUndefined();
  });

  it('skips HTML comments and raw text, and knows elements that cannot nest', () => {
    expect(scanNesting('<!--\n' + '- '.repeat(3000) + '\n' + '<div>'.repeat(3000) + '\n-->\n').problem).toBeUndefined();
    expect(scanNesting('<script>\n' + 'if (a<b && c<d) {}\n'.repeat(200) + '</script>\n').problem).toBeUndefined();
    expect(scanNesting('<ul>\n' + '<li>item\n'.repeat(500) + '</ul>\n').problem).toBeUndefined();
    expect(scanNesting('<table>\n' + '<tr><td>a<td>b\n'.repeat(500) + '</table>\n').problem).toBeUndefined();
    expect(scanNesting('<p>para\n'.repeat(500)).problem).toBeUndefined();
    expect(scanNesting('Images: ' + '<img src="a.png"> <br> <hr/> <Foo />'.repeat(500) + '\n').problem).toBeUndefined();
  });

  it('counts each table row apart, and escaped or closed delimiters not at all', () => {
    const table = '| Name | Type |\n| --- | --- |\n' + '| *args | list of [ |\n'.repeat(200);
    expect(scanNesting(table).problem).toBeUndefined();
    expect(scanNesting('\\* \\[ '.repeat(500) + '\n').problem).toBeUndefined();
    expect(scanNesting('*a* **b** _c_ ~~d~~ [e](/f) '.repeat(500) + '\n').problem).toBeUndefined();
    expect(scanNesting('snake_case_name 2 * 3 a*b*c '.repeat(500) + '\n').problem).toBeUndefined();
  });

  it('reads thematic breaks and long lists of siblings as what they are', () => {
    expect(scanNesting('- '.repeat(3000).trim() + '\n').problem).toBeUndefined();
    expect(scanNesting(lines(3000, (i) => `${i + 1}. item`)).problem).toBeUndefined();
    expect(scanNesting(lines(3000, () => '> quoted line')).problem).toBeUndefined();
  });

  it('finds nothing near the limits in this site’s docs', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const files: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) visit(full);
        else if (/\.mdx?$/.test(name)) files.push(full);
      }
    };
    visit(path.join(root, 'docs'));
    visit(path.join(root, 'pages'));
    expect(files.length).toBeGreaterThan(100);
    const deepest = { blocks: 0, elements: 0, inline: 0 };
    for (const file of files) {
      const scan = scanNesting(parseFrontMatter(file, readFileSync(file, 'utf8')).body);
      expect(scan.problem, file).toBeUndefined();
      for (const kind of ['blocks', 'elements', 'inline'] as const) deepest[kind] = Math.max(deepest[kind], scan.deepest[kind].depth);
    }
    // Real pages stay far below the limits.
    expect(deepest.blocks).toBeLessThanOrEqual(blocks / 4);
    expect(deepest.elements).toBeLessThanOrEqual(elements / 4);
    expect(deepest.inline).toBeLessThanOrEqual(inline / 4);
  });
});

describe('nesting pre-scan: MDX', () => {
  it('counts JSX elements and fragments, with case-sensitive names and expressions in attributes', () => {
    const jsx = '<Tabs>'.repeat(3000) + '\n';
    expect(scanNesting(jsx, { syntax: 'mdx' }).problem).toMatchObject({ kind: 'elements', what: '<Tabs>' });
    expect(scanNesting('<>'.repeat(3000) + '\n', { syntax: 'mdx' }).problem).toMatchObject({ kind: 'elements', what: '<> (a fragment)' });
    const closed = '<Box value={{ a: "<Box>" }}>x</Box>\n'.repeat(500);
    expect(scanNesting(closed, { syntax: 'mdx' }).problem).toBeUndefined();
    // <Box> and </box> are different elements in JSX.
    expect(scanNesting('<Box>x</box>\n'.repeat(100), { syntax: 'mdx' }).problem).toMatchObject({ kind: 'elements' });
  });
});

describe('nesting pre-scan: cost', () => {
  it('stays linear on long lines of unmatched code-span backticks', () => {
    const line = Array.from({ length: 2000 }, (_, i) => '`'.repeat(i + 1) + 'a').join(' ');
    // Two million characters: a quadratic scan would run past the test's time limit.
    expect(scanNesting(line + '\n').problem).toBeUndefined();
  });
});
