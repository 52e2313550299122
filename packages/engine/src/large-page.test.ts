// A page that is merely large (a generated API reference: a heading and a sentence, again and again) builds, with
// threads, and its TOC, search records and Markdown version hold every section. The full size of the issue (120,000
// sections, 6.4 million characters) and the time and memory it takes are measured by scripts/bench-large-page.mjs;
// 30,000 sections here are past the old length limit of a page (a million characters), and large enough to be parsed
// in parts and handed to the thread without the heap limit.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from './index.js';
import { copyFixture } from './fixture-site.test-support.js';
import { LARGE_PAGE_CHARACTERS, timeLimitFor } from './workers/workers.js';

const SECTIONS = 30_000;
const page = `# API reference\n\n${Array.from({ length: SECTIONS }, (_, i) => `## Name ${i}\n\nA sentence or two about \`name${i}\`.\n\n`).join('')}`;

let site: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(site, 'build', file), 'utf8');

beforeAll(async () => {
  site = await copyFixture('site-basic');
  await writeFile(path.join(site, 'docs/guide/api.md'), page);
  result = await buildSite({ root: site, outDir: 'build', git: false });
}, 300_000);
afterAll(() => rm(site, { recursive: true, force: true }));

describe('a large flat page', () => {
  it('builds, without a problem', () => {
    expect(page.length).toBeGreaterThan(1_000_000);
    expect(page.length).toBeGreaterThan(2 * LARGE_PAGE_CHARACTERS);
    expect(result.diagnostics).toEqual([]);
    const headings = result.graph.pages['docs/guide/api.md'].headings;
    expect(headings).toHaveLength(SECTIONS);
    expect(headings.at(-1)).toEqual({ depth: 2, id: `name-${SECTIONS - 1}`, text: `Name ${SECTIONS - 1}`, html: `Name ${SECTIONS - 1}` });
  });

  it('renders every section, in order, and lists each in the TOC', async () => {
    const html = await read('guide/api.html');
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Array.from({ length: SECTIONS }, (_, i) => `name-${i}`));
    expect(html).toContain(`<p>A sentence or two about <code>name${SECTIONS - 1}</code>.</p>`);
    // The TOC column and the folded TOC.
    const toc = [...html.matchAll(/<a href="#(name-\d+)" class="toc__link">/g)].map((m) => m[1]);
    expect(toc).toEqual([...ids, ...ids]);
    expect(JSON.parse(await read('_data/guide/api.json')).html).toContain(`id="name-${SECTIONS - 1}"`);
  });

  it('gives each section its search record, and its Markdown version holds them all', async () => {
    const records = JSON.parse(await read('_search/records.json')) as Array<{
      anchor: string | null;
      url: string;
      hierarchy: { lvl2: string | null };
      content: string | null;
    }>;
    const sections = records.filter((r) => r.url.includes('/guide/api#'));
    expect(sections).toHaveLength(SECTIONS);
    expect(sections[SECTIONS - 1]).toMatchObject({
      anchor: `name-${SECTIONS - 1}`,
      hierarchy: { lvl2: `Name ${SECTIONS - 1}` },
      content: `A sentence or two about name${SECTIONS - 1}.`,
    });
    const markdown = await read('guide/api.md');
    expect(markdown.match(/^## Name \d+$/gm)).toHaveLength(SECTIONS);
  });
});

describe('the time limit of a task', () => {
  it('is the limit for a page of up to a million characters, and as much again for each million more', () => {
    expect(timeLimitFor(10_000, 200)).toBe(10_000);
    expect(timeLimitFor(10_000, 1_000_000)).toBe(10_000);
    expect(timeLimitFor(10_000, 6_400_000)).toBe(64_000);
  });
});
