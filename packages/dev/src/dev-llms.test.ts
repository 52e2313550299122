// `docgen serve --watch` serves llms.txt, llms-full.txt and every page's Markdown as a build writes them, and keeps
// them up to date as files are saved.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMarkdownVersion, markdownUrl } from '@docgen/core';
import { buildSite, type BuildResult } from '@docgen/engine';
import type { DevServer } from './index.js';
import { watchedCopy, type WatchedCopy } from './watched-copy.test-support.js';

let site: WatchedCopy;
let dir: string;
let dev: DevServer;
let built: BuildResult;
beforeAll(async () => {
  site = await watchedCopy('site-mdx', async (copy) => {
    // What a build writes, to compare with what the dev server answers.
    built = await buildSite({ root: copy, outDir: path.join(copy, '.docgen', 'build-for-test'), git: false, cacheDir: false });
  });
  ({ dir, dev } = site);
}, 120_000);
afterAll(() => site?.close());

const write = (rel: string, content: string) => site.change(rel, content);

const get = (route: string) => fetch(dev.url + route);
const builtFile = (rel: string) => readFile(path.join(dir, '.docgen', 'build-for-test', rel), 'utf8');

describe('docgen serve --watch for AI readers', () => {
  it("serves llms.txt, llms-full.txt and each page's Markdown as the build writes them", async () => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text(), file).toBe(await builtFile(file.slice(1)));
    }
    const routes = built.graph.routes.filter(hasMarkdownVersion);
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const response = await get(markdownUrl(route.path));
      expect(response.status, route.path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), route.path).toBe(await builtFile(markdownUrl(route.path).slice(1)));
    }
    expect((await get('/nowhere.md')).status).toBe(404);
  });

  it('follows an edit of a page', async () => {
    const source = path.join(dir, 'docs/plain.md');
    const text = await readFile(source, 'utf8');
    await write('docs/plain.md', `${text}\n:::note\n\nSaved just now.\n\n:::\n`);
    expect(await (await get('/plain.md')).text()).toContain('> **Note**\n>\n> Saved just now.\n');
    expect(await (await get('/llms-full.txt')).text()).toContain('> Saved just now.');
  });

  it('answers 404 for them once llms.enabled is false', async () => {
    const config = path.join(dir, 'site.config.yaml');
    const before = await readFile(config, 'utf8');
    await write('site.config.yaml', `${before}llms: false\n`);
    for (const file of ['/llms.txt', '/llms-full.txt', '/quickstart.md', '/index.md']) expect((await get(file)).status, file).toBe(404);
    expect(await (await get('/quickstart')).text()).not.toContain('data-copy-page');
    await write('site.config.yaml', before);
    expect((await get('/quickstart.md')).status).toBe(200);
    expect(await (await get('/quickstart')).text()).toContain('data-copy-page="/quickstart.md"');
  });
});
