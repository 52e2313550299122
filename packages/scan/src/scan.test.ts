import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGitLog, readSource, scanSources } from './index.js';

describe('parseGitLog', () => {
  it('keeps the newest commit time per path', () => {
    const output = '\x001700000300\n\ndocs/a.md\n\x001700000200\n\ndocs/a.md\ndocs/b.md\n';
    expect(parseGitLog(output)).toEqual(
      new Map([
        ['docs/a.md', 1_700_000_300_000],
        ['docs/b.md', 1_700_000_200_000],
      ]),
    );
  });
});

describe('scanSources', () => {
  it('finds docs, category files and pages, skipping partials, with hashes and times', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docgen-scan-'));
    try {
      const files: Record<string, string> = {
        'docs/intro.md': '# Intro',
        'docs/guide/_category_.json': '{"label":"Guide"}',
        'docs/guide/a.mdx': 'a',
        'docs/_partials/p.md': 'partial',
        'docs/guide/_snippet.md': 'partial too',
        'docs/notes.txt': 'not content',
        'pages/index.tsx': 'export default () => null',
        'pages/about.md': 'about',
      };
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      }
      const sources = await scanSources({ root, docsDir: 'docs', pagesDir: 'pages', git: false });
      expect(sources.map((s) => [s.kind, s.path, s.relPath])).toEqual([
        ['category', 'docs/guide/_category_.json', 'guide/_category_.json'],
        ['doc', 'docs/guide/a.mdx', 'guide/a.mdx'],
        ['doc', 'docs/intro.md', 'intro.md'],
        ['page', 'pages/about.md', 'about.md'],
        ['page', 'pages/index.tsx', 'index.tsx'],
      ]);
      expect(sources[2].hash).toMatch(/^[0-9a-f]{40}$/);
      expect(sources[2].lastUpdated).toBeGreaterThan(Date.now() - 60_000);
      // One file at a time (the dev server after a change) reads the same, and says no to what the scan skips.
      const options = { root, docsDir: 'docs', pagesDir: 'pages' };
      for (const source of sources) expect(await readSource(options, source.path)).toEqual({ ...source, lastUpdated: expect.any(Number) });
      for (const skipped of ['docs/_partials/p.md', 'docs/guide/_snippet.md', 'docs/notes.txt', 'docs/guide/data.json', 'static/a.md', 'pages/_draft.md']) {
        expect(await readSource(options, skipped), skipped).toBeUndefined();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('drops a byte-order mark, and finishes on symbolic links that loop', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docgen-scan-'));
    try {
      await mkdir(path.join(root, 'docs/deeper'), { recursive: true });
      await writeFile(path.join(root, 'docs/bom.md'), '\uFEFF---\r\ntitle: BOM\r\n---\r\nText\r\n');
      await symlink('..', path.join(root, 'docs/deeper/up'));
      await symlink(root, path.join(root, 'docs/root'));
      await symlink('b.md', path.join(root, 'docs/a.md'));
      await symlink('a.md', path.join(root, 'docs/b.md'));
      const sources = await scanSources({ root, docsDir: 'docs', pagesDir: 'pages', git: false });
      expect(sources.map((s) => s.path)).toEqual(['docs/bom.md']);
      expect(sources[0].text.startsWith('---\r\ntitle: BOM')).toBe(true);
      expect(await readSource({ root, docsDir: 'docs', pagesDir: 'pages' }, 'docs/bom.md')).toMatchObject({ text: sources[0].text });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
