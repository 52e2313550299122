// Worker threads change where the work runs, never what it produces; and a parse that runs too long is stopped.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build.js';
import { ContentStore } from '../cache/content-store.js';
import { createWorkers } from './workers.js';
import { CODE_PAGE, CODE_PAGE_PATH, longShellCode } from '../code-page.test-support.js';
import { buildError } from '../fixture-site.test-support.js';

const fixture = fileURLToPath(new URL('../../fixtures/site-basic', import.meta.url));
let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-workers-'));
  await cp(fixture, site, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
  // Code blocks: with threads, highlighted on a thread of their own apart from the parse; inline, by the parse.
  await writeFile(path.join(site, CODE_PAGE_PATH), CODE_PAGE);
});
afterAll(() => rm(site, { recursive: true, force: true }));

async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    const full = path.join(dir, rel);
    if ((await stat(full)).isFile()) files.set(rel, await readFile(full));
  }
  return files;
}

describe('worker threads', () => {
  it('give byte-identical output with and without threads', async () => {
    await buildSite({ root: site, outDir: 'inline', git: false, cacheDir: false, workers: { threads: 0 } });
    await buildSite({ root: site, outDir: 'threads', git: false, cacheDir: false, workers: { threads: 3 } });
    const inline = await snapshot(path.join(site, 'inline'));
    const threads = await snapshot(path.join(site, 'threads'));
    expect([...threads.keys()]).toEqual([...inline.keys()]);
    expect(inline.size).toBeGreaterThan(20);
    // The files for AI readers are written by the render tasks too (and joined after them): the same both ways.
    expect([...inline.keys()]).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt', 'index.md', 'guide/intro.md', 'category/advanced.md', 'about.md']));
    expect(inline.get('guide/code.html')?.toString()).toContain('--shiki-light');
    for (const [file, data] of inline) expect(threads.get(file)?.equals(data), file).toBe(true);
  }, 120_000);

  it('run a page again without the memory limit when it runs out under it', async () => {
    const page = path.join(site, 'docs/guide/large.md');
    await writeFile(page, `# Large\n\n${'A line of *text* with [a link](./intro.md) and `code`.\n\n'.repeat(12_000)}`);
    try {
      const result = await buildSite({ root: site, outDir: 'small-heap', git: false, cacheDir: false, workers: { threads: 1, oldGenerationMb: 48 } });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(await readFile(path.join(site, 'small-heap/guide/large.html'), 'utf8')).toContain('A line of <em>text</em>');
    } finally {
      await rm(page);
    }
  }, 120_000);

  it('highlight code again without the memory limit when it runs out under it', async () => {
    const store = new ContentStore({ dir: path.join(site, 'highlight-store') });
    const block = { key: 'big0000000000000000000000000000', language: 'bash', code: longShellCode(3000) };
    const workers = createWorkers({ threads: 1, oldGenerationMb: 16 });
    try {
      await workers.highlight({ blocks: [block], store: store.location });
    } finally {
      await workers.close();
    }
    expect(store.getSync<unknown[]>(block.key)).toHaveLength(3000);
  }, 120_000);

  it('stop a parse that runs past the time limit, with an error naming the file', async () => {
    // A page whose parse never ends (a remark plugin stuck on it, sparing the parser's warm-up file): no machine is
    // fast enough to finish it within the limit. The other page is parsed first and cached, so that the build under
    // the limit parses the endless page alone: the limit can stop nothing else, however slow the machine.
    const root = await mkdtemp(path.join(tmpdir(), 'docgen-endless-'));
    try {
      await writeFile(
        path.join(root, 'site.config.yaml'),
        'title: Endless\nurl: https://endless.test\nnavbar:\n  items: []\nfooter: {}\ndocs:\n  version: { mainDoc: intro }\n' +
          'markdown:\n  remarkPlugins:\n    - name: ./plugins/remark-endless.mjs\n',
      );
      await writeFile(path.join(root, 'sidebars.yaml'), 'docs:\n  - intro\n');
      await mkdir(path.join(root, 'plugins'));
      await writeFile(
        path.join(root, 'plugins/remark-endless.mjs'),
        "export default function endless() {\n  return (_tree, file) => {\n    if (file.path === 'docs/endless.md') for (;;);\n  };\n}\n",
      );
      await mkdir(path.join(root, 'docs'));
      await writeFile(path.join(root, 'docs/intro.md'), '# Intro\n\nAn ordinary page.\n');
      await buildSite({ root, outDir: 'build', git: false, workers: { threads: 1 } });
      await writeFile(path.join(root, 'docs/endless.md'), '# Endless\n\nA page whose parse never ends.\n');
      const error = await buildError({ root, outDir: 'build', workers: { threads: 1, parseTimeLimitMs: 1000, stretchForLoad: false } });
      expect(error.diagnostics.filter((d) => d.severity === 'error')).toEqual([
        expect.objectContaining({
          file: 'docs/endless.md',
          line: 1,
          column: 1,
          ruleId: 'parse/time-limit',
          message: 'parsing docs/endless.md took longer than 1 s, the time limit for one file, and was stopped',
        }),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
