/**
 * The build's output for AI readers, end to end on the fixture sites: every page's Markdown beside its HTML (links and
 * files where the HTML has them, components as their meaning), llms.txt and llms-full.txt, the settings that turn
 * them off, render reuse, and docs versions.
 */
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hasMarkdownVersion, markdownUrl } from '@docgen/core';
import { buildSite } from './index.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const work: string[] = [];

async function copy(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docgen-llms-${name}-`));
  await cp(path.join(fixtures, name), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
  work.push(dir);
  return dir;
}
afterAll(() => Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true }))));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const hrefsOf = (html: string) => [...mainOf(html).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const srcsOf = (html: string) => [...mainOf(html).matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
const linksOf = (md: string) => [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

describe('the Markdown of each page', () => {
  it('is written beside every page, components read as their meaning, links and files as the HTML has them', async () => {
    const root = await copy('site-mdx');
    const result = await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    const out = path.join(root, 'build');
    const read = (file: string) => readFile(path.join(out, file), 'utf8');
    for (const route of result.graph.routes.filter(hasMarkdownVersion)) expect(await exists(path.join(out, markdownUrl(route.path))), route.path).toBe(true);
    expect(await exists(path.join(out, 'search.md'))).toBe(false);
    expect(await exists(path.join(out, '404.md'))).toBe(false);

    const md = await read('quickstart.md');
    const html = await read('quickstart.html');
    expect(md.startsWith('# Quickstart with Docker\n\nThe endpoint listens on port 2345, answers in 2 ms and says hello.\n')).toBe(true);
    expect(md).not.toMatch(/^import (DockerGraph|ReactPlayer|Tabs)|^export |sidebar_position|<ReactPlayer|<Tabs|not shown|HTML comments/m);
    // The light video embeds: links to the videos (a file imported by the page at its hashed URL).
    expect(md).toContain('[YouTube video](https://www.youtube.com/watch?v=Xgm0XEaMlVQ)');
    expect(md).toContain('[Vimeo video](https://vimeo.com/76979871)');
    expect(md).toMatch(/\[Video\]\(\/assets\/files\/demo-[a-z0-9]+\.webm\)/);
    expect(md).toContain('**Linux**\n\nRun `fedml` on **Linux**.\n\n**macOS**\n\nRun it on macOS.');
    expect(md).toContain('> **Tip: Before you start**\n>\n> Log in first.');
    expect(md).toContain('```python title="train.py"\nimport fedml\nfedml.run_simulation()\n```');
    expect(md).toContain('<details>\n<summary>More about ports</summary>\n\nPort 2346 is free too.\n\n</details>');
    // The site's own component, from its markup: the card's title and its children, linked.
    expect(md).toContain('[**Reference**every flag](/reference)');
    // Every link and image of the Markdown is one the page's HTML has, so a reader follows the same routes.
    const htmlUrls = new Set([...hrefsOf(html), ...srcsOf(html)]);
    for (const url of linksOf(md)) if (!/^https:\/\/(www\.youtube|vimeo)/.test(url)) expect(htmlUrls, url).toContain(url);
    expect(
      srcsOf(html)
        .filter((src) => src.startsWith('/assets/'))
        .every((src) => md.includes(`(${src})`)),
    ).toBe(true);
  });

  it('is reused with the page when nothing changed, and follows an edit', async () => {
    const root = await copy('site-basic');
    const first = await buildSite({ root, outDir: 'build', git: false });
    const before = await readFile(path.join(root, 'build/guide/intro.md'), 'utf8');
    expect(before).toContain('> **Tip: Remember**\n>\n> Admonitions work.');
    expect(before).toContain('[the setup](/guide/setup#requirements)');
    const fullFile = path.join(root, 'build/llms-full.txt');
    const firstFull = await stat(fullFile);
    const again = await buildSite({ root, outDir: 'build', git: false });
    expect(again.rendered).toBeLessThan(first.rendered);
    expect(await readFile(path.join(root, 'build/guide/intro.md'), 'utf8')).toBe(before);
    const full = await readFile(fullFile, 'utf8');
    expect(full).toContain(before.replace('# Introduction\n', '# Introduction\n\nSource: https://fixture.test/guide/intro\n'));
    // No listed page changed: llms.txt and llms-full.txt are the previous build's files, linked, not joined again.
    expect((await stat(fullFile)).ino).toBe(firstFull.ino);

    const source = path.join(root, 'docs/guide/intro.md');
    await writeFile(source, (await readFile(source, 'utf8')).replace('Admonitions work.', 'Admonitions still work.'));
    await buildSite({ root, outDir: 'build', git: false });
    expect(await readFile(path.join(root, 'build/guide/intro.md'), 'utf8')).toContain('> Admonitions still work.');
    const edited = await readFile(fullFile, 'utf8');
    expect(edited).toContain('> Admonitions still work.');
    expect((await stat(fullFile)).ino).not.toBe(firstFull.ino);
    // The same files as a build without any cache makes.
    await buildSite({ root, outDir: 'fresh', git: false, cacheDir: false });
    expect(edited).toBe(await readFile(path.join(root, 'fresh/llms-full.txt'), 'utf8'));
    expect(await readFile(path.join(root, 'build/llms.txt'), 'utf8')).toBe(await readFile(path.join(root, 'fresh/llms.txt'), 'utf8'));
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('list every page by sidebar, in sidebar order, with absolute links to the Markdown', async () => {
    const root = await copy('site-basic');
    await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    const read = (file: string) => readFile(path.join(root, 'build', file), 'utf8');
    const index = await read('llms.txt');
    expect(index.startsWith('# Fixture Docs\n\n> A small site for tests\n\n')).toBe(true);
    const sections = index.split('\n## ').slice(1);
    expect(sections.map((s) => [s.split('\n')[0], [...s.matchAll(/^- \[([^\]]+)\]\((\S+)\)/gm)].map((m) => `${m[1]} ${m[2]}`)])).toEqual([
      [
        'Guide',
        [
          'Introduction https://fixture.test/guide/intro.md',
          'Setup guide https://fixture.test/guide/setup.md',
          'Advanced https://fixture.test/category/advanced.md',
          'Tuning https://fixture.test/guide/advanced/tuning.md',
          'Scaling https://fixture.test/guide/advanced/scaling.md',
        ],
      ],
      [
        'Reference',
        [
          'CLI reference https://fixture.test/reference/cli.md',
          'Config Files https://fixture.test/category/config-files.md',
          'Config file https://fixture.test/reference/config.md',
        ],
      ],
      [
        'Other pages',
        [
          'Fixture Docs https://fixture.test/index.md',
          'About the fixture https://fixture.test/about.md',
          'Outside every sidebar https://fixture.test/standalone.md',
        ],
      ],
    ]);
    expect(index).toContain('- [Introduction](https://fixture.test/guide/intro.md): Start here.\n');

    // llms-full.txt: each of those pages once, in that order, as its Markdown file reads.
    const full = await read('llms-full.txt');
    const titles = [...full.matchAll(/^# (.+)\n\nSource: (\S+)$/gm)].map((m) => m[2]);
    expect(titles).toEqual([
      'https://fixture.test/guide/intro',
      'https://fixture.test/guide/setup',
      'https://fixture.test/category/advanced',
      'https://fixture.test/guide/advanced/tuning',
      'https://fixture.test/guide/advanced/scaling',
      'https://fixture.test/reference/cli',
      'https://fixture.test/category/config-files',
      'https://fixture.test/reference/config',
      'https://fixture.test/',
      'https://fixture.test/about',
      'https://fixture.test/standalone',
    ]);
    expect(full).toContain(
      '# Config Files\n\nSource: https://fixture.test/category/config-files\n\nEvery configuration file.\n\n- [Config file](/reference/config): The config file.\n',
    );
    // The React home page, read back from its HTML.
    expect(await read('index.md')).toBe('# Fixture home page\n');
  });

  it('cover the latest docs version, while every version has its Markdown', async () => {
    const root = await copy('site-versions');
    const result = await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    const read = (file: string) => readFile(path.join(root, 'build', file), 'utf8');
    for (const route of result.graph.routes.filter(hasMarkdownVersion))
      expect(await exists(path.join(root, 'build', markdownUrl(route.path))), route.path).toBe(true);
    expect(await exists(path.join(root, 'build/docs/1.0/intro.md'))).toBe(true);
    expect(await exists(path.join(root, 'build/docs/next/streams.md'))).toBe(true);
    const index = await read('llms.txt');
    const listed = [...index.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => m[1]);
    expect(listed).toContain('https://kite.test/docs/intro.md');
    expect(listed.filter((url) => /\/docs\/(next|1\.0)\//.test(url))).toEqual([]);
    expect(index).toMatch(
      /The docs listed are version 2\.0, the latest\. Other versions, whose pages have Markdown versions too: \[Next\]\(https:\/\/kite\.test\/docs\/next[^)]*\), \[1\.0 \(legacy\)\]/,
    );
  });
});

describe('the settings', () => {
  it('llms: false writes no llms.txt, llms-full.txt or Markdown page', async () => {
    const root = await copy('site-basic');
    const config = path.join(root, 'site.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}llms: false\n`);
    await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    for (const file of ['llms.txt', 'llms-full.txt', 'index.md', 'guide/intro.md', 'category/advanced.md', 'about.md'])
      expect(await exists(path.join(root, 'build', file)), file).toBe(false);
    expect(await exists(path.join(root, 'build/guide/intro.html'))).toBe(true);
    expect(await readFile(path.join(root, 'build/guide/intro.html'), 'utf8')).not.toMatch(/data-copy-page|text\/markdown/);
  });

  it('puts the Copy page button on doc pages by default, and llms.copyPage: false leaves it out but keeps the files', async () => {
    const root = await copy('site-basic');
    await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    const html = (file: string) => readFile(path.join(root, 'build', file), 'utf8');
    expect(await html('guide/intro.html')).toContain('<button type="button" class="copy-page" data-copy-page="/guide/intro.md"');
    expect(await html('category/advanced.html')).toContain('data-copy-page="/category/advanced.md"');
    // Standalone pages have no button (they are not docs), but have their Markdown.
    expect(await html('about.html')).not.toContain('data-copy-page');
    expect(await html('about.html')).toContain('<link rel="alternate" type="text/markdown" href="/about.md">');

    const config = path.join(root, 'site.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}llms:\n  copyPage: false\n`);
    await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
    expect(await html('guide/intro.html')).not.toContain('data-copy-page');
    expect(await exists(path.join(root, 'build/guide/intro.md'))).toBe(true);
    expect(await exists(path.join(root, 'build/llms.txt'))).toBe(true);
  });

  it("keeps the site's own llms.txt from its static folder", async () => {
    const root = await copy('site-basic');
    await writeFile(path.join(root, 'static/llms.txt'), '# Written by hand\n');
    // Twice: the second build reuses what the first wrote, which is llms-full.txt alone.
    for (let build = 0; build < 2; build++) {
      await buildSite({ root, outDir: 'build', git: false });
      expect(await readFile(path.join(root, 'build/llms.txt'), 'utf8')).toBe('# Written by hand\n');
      expect(await readFile(path.join(root, 'build/llms-full.txt'), 'utf8')).toMatch(/^# Fixture Docs\n/);
    }
  });
});
