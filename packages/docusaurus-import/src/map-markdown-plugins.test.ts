import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapMarkdownPlugins, packageOfStub } from './map-markdown-plugins.js';
import { ImportNotes } from './notes.js';
import { noteLines } from './test-support.js';
import { STUB_NAME } from './values.js';

/** What the configuration's `require('name')` gives when loaded without its packages (see stub-runtime.ts). */
const stub = (name: string) => ({ [STUB_NAME]: name });

let site: string;
beforeAll(async () => {
  // The written site's folder, with the packages installed in it.
  site = await mkdtemp(path.join(tmpdir(), 'docgen-import-plugins-'));
  for (const name of ['remark-toc', 'rehype-slug', '@acme/remark-callouts']) {
    await mkdir(path.join(site, 'node_modules', name), { recursive: true });
    await writeFile(path.join(site, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0', type: 'module' }));
  }
});
afterAll(() => rm(site, { recursive: true, force: true }));

function mapped(options: Record<string, unknown>) {
  const notes = new ImportNotes();
  const out = mapMarkdownPlugins(options, {
    notes,
    at: (key) => ({ file: 'docusaurus.config.js', line: 3, column: key.length }),
    outDir: path.join(site, 'website'),
  });
  return { out, notes: noteLines(notes), info: notes.info };
}

describe('remark and rehype plugins of the docs → markdown', () => {
  it('carries installed packages over, in order, with options that are plain data', () => {
    const { out, notes } = mapped({
      remarkPlugins: [[stub('remark-toc'), { heading: 'Contents', maxDepth: 3, skip: undefined }], stub('@acme/remark-callouts.default')],
      rehypePlugins: [stub('rehype-slug')],
    });
    expect(out).toEqual({
      remarkPlugins: [{ name: 'remark-toc', options: { heading: 'Contents', maxDepth: 3 } }, '@acme/remark-callouts'],
      rehypePlugins: ['rehype-slug'],
    });
    expect(notes).toEqual([]);
  });

  it('leaves out what docgen does itself, with a word', () => {
    const { out, notes, info } = mapped({ remarkPlugins: [stub('remark-math')], rehypePlugins: [[stub('rehype-katex'), { strict: false }]] });
    expect(out).toBeUndefined();
    expect(notes).toEqual([]);
    expect(info).toEqual([
      'remarkPlugins: remark-math: docgen reads $…$ and $$ math itself (markdown.math)',
      'rehypePlugins: rehype-katex: docgen renders math with KaTeX at build time itself (markdown.math)',
    ]);
  });

  it('reports packages that are not installed, plugins written as functions, options holding code', () => {
    function remarkLocal() {}
    const { out, notes } = mapped({
      remarkPlugins: [stub('remark-emoji'), remarkLocal, [stub('remark-toc'), { filter: (x: unknown) => x }], stub('remark-toc.named')],
      rehypePlugins: [[stub('rehype-slug'), { pattern: /x/ }]],
    });
    expect(out).toBeUndefined();
    expect(notes).toEqual([
      'docusaurus.config.js:3:13 remarkPlugins: remark-emoji',
      'docusaurus.config.js:3:13 remarkPlugins: function remarkLocal',
      'docusaurus.config.js:3:13 remarkPlugins: remark-toc with options that are not data (options.filter is function filter)',
      'docusaurus.config.js:3:13 remarkPlugins: remark-toc.named',
      'docusaurus.config.js:3:13 rehypePlugins: rehype-slug with options that are not data (options.pattern is a regular expression)',
    ]);
  });

  it('names the package of a stub', () => {
    expect(packageOfStub('remark-toc')).toBe('remark-toc');
    expect(packageOfStub('remark-toc.default')).toBe('remark-toc');
    expect(packageOfStub('@acme/remark-x.default')).toBe('@acme/remark-x');
  });
});
