// What a build keeps between runs: parsed pages (without trees), the content store, and the render manifest. A
// rebuild must give the same output as a cold build, and do only the work an edit calls for.
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../build.js';
import { loadSiteGraph } from '../session/check.js';

const fixture = fileURLToPath(new URL('../../fixtures/site-basic', import.meta.url));
let site: string;
beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-cache-'));
  await cp(fixture, site, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docgen`) });
});
afterEach(() => rm(site, { recursive: true, force: true }));

const cacheDir = () => path.join(site, '.docgen/cache');
const build = (outDir = 'build') => buildSite({ root: site, outDir, git: false, workers: { threads: 1 } });

/** Every file of a folder with its content, by relative path. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    const full = path.join(dir, rel);
    if ((await stat(full)).isFile()) files[rel] = (await readFile(full)).toString('base64');
  }
  return files;
}

async function storeKeys(): Promise<string[]> {
  const dir = path.join(cacheDir(), 'content');
  const keys: string[] = [];
  for (const folder of await readdir(dir)) for (const name of await readdir(path.join(dir, folder))) keys.push(folder + name.replace(/\.json$/, ''));
  return keys.sort();
}

/** The folder of the local search index in the output. */
async function searchFolder(): Promise<string> {
  return (JSON.parse(await readFile(path.join(site, 'build/_search/index.json'), 'utf8')) as { folder: string }).folder;
}

/** The inode of every file of the local search index, by its path inside the index's folder. */
async function searchIndexFiles(): Promise<Map<string, number>> {
  const dir = path.join(site, 'build/_search', await searchFolder());
  const files = new Map<string, number>();
  for (const rel of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, rel));
    if (info.isFile()) files.set(rel.split(path.sep).join('/'), info.ino);
  }
  return files;
}

describe('the build caches', () => {
  it('keep parsed pages without trees, and each tree once in the content store', async () => {
    const first = await build();
    expect(first.parsed).toBeGreaterThan(0);
    expect((await readdir(cacheDir())).filter((f) => f.startsWith('pages-'))).toHaveLength(1);
    const pages = Object.values(first.graph.pages);
    expect(pages.every((page) => !('hast' in page) && /^[a-z0-9]{32}$/.test(page.contentKey))).toBe(true);
    expect(await storeKeys()).toEqual([...new Set(pages.map((p) => p.contentKey))].sort());
  }, 120_000);

  it('rebuild nothing when nothing changed, with the same output as the cold build', async () => {
    const cold = await build();
    const coldFiles = await snapshot(path.join(site, 'build'));
    const warm = await build();
    expect(warm.parsed).toBe(0);
    // Nothing is rendered, the page module included: its files have not changed.
    expect(warm.rendered).toBe(0);
    expect(await snapshot(path.join(site, 'build'))).toEqual(coldFiles);
    expect(cold.pages).toBe(warm.pages);
  }, 120_000);

  it('parse and render only the edited page when its prose changed, and follow a sidebar label into every page of its sidebar', async () => {
    const cold = await build();
    const setup = path.join(site, 'docs/guide/setup.md');
    await writeFile(setup, (await readFile(setup, 'utf8')).replace(/\n$/, '\n\nOne more sentence.\n'));
    const index = await searchIndexFiles();
    const edited = await build();
    expect(edited.parsed).toBe(1);
    expect(edited.rendered).toBe(1);
    expect(await readFile(path.join(site, 'build/guide/setup.html'), 'utf8')).toContain('One more sentence.');
    // The search index's files that the edit left as they were are the previous build's, linked; the others new.
    const after = await searchIndexFiles();
    const kept = [...after].filter(([rel, ino]) => index.get(rel) === ino).map(([rel]) => rel);
    expect(kept.length).toBeGreaterThan(after.size / 2);
    expect(kept.length).toBeLessThan(after.size);

    await writeFile(setup, (await readFile(setup, 'utf8')).replace(/^sidebar_label: .*$/m, 'sidebar_label: Setting things up'));
    const retitled = await build();
    expect(retitled.parsed).toBe(1);
    // Every page that shows the sidebar (or links to the page with its title) is rendered again.
    expect(retitled.rendered).toBeGreaterThan(1);
    expect(retitled.rendered).toBeLessThan(cold.rendered);
    expect(await readFile(path.join(site, 'build/guide/intro.html'), 'utf8')).toContain('Setting things up');

    // The output equals a cold build of the same sources.
    await rm(path.join(site, '.docgen'), { recursive: true });
    const warmFiles = await snapshot(path.join(site, 'build'));
    await build('cold');
    expect(await snapshot(path.join(site, 'cold'))).toEqual(warmFiles);
  }, 120_000);

  it('render a page again when its output file was changed by hand', async () => {
    await build();
    const file = path.join(site, 'build/guide/intro.html');
    await writeFile(file, 'changed by hand');
    const again = await build();
    expect(again.rendered).toBe(1);
    expect(await readFile(file, 'utf8')).toContain('<title>Introduction | Fixture Docs</title>');
  }, 120_000);

  it('write a file of the search index again when it was changed by hand', async () => {
    await build();
    const [handEdited] = [...(await searchIndexFiles()).keys()].filter((rel) => rel.startsWith('p/'));
    const file = path.join(site, 'build/_search', await searchFolder(), handEdited);
    const made = await readFile(file, 'utf8');
    await writeFile(file, '{}');
    const setup = path.join(site, 'docs/guide/setup.md');
    await writeFile(setup, (await readFile(setup, 'utf8')) + '\nEdited.\n');
    await build();
    expect(await readFile(path.join(site, 'build/_search', await searchFolder(), handEdited), 'utf8')).toBe(made);
  }, 120_000);

  it('keep only the trees the site needs, and parse again what is missing from the store', async () => {
    await build();
    const setup = path.join(site, 'docs/guide/setup.md');
    await writeFile(setup, (await readFile(setup, 'utf8')) + '\nEdited.\n');
    const edited = await build();
    expect(await storeKeys()).toEqual([...new Set(Object.values(edited.graph.pages).map((p) => p.contentKey))].sort());
    await rm(path.join(cacheDir(), 'content'), { recursive: true });
    const rebuilt = await build();
    expect(rebuilt.parsed).toBe(Object.keys(rebuilt.graph.pages).length);
  }, 120_000);

  it('give check-links the parsed pages without parsing or reading a tree', async () => {
    await build();
    const checked = await loadSiteGraph({ root: site, git: false });
    expect(checked.parsed).toBe(0);
    expect(Object.keys(checked.graph.pages).length).toBeGreaterThan(0);
  }, 120_000);
});
