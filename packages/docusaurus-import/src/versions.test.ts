/**
 * A versioned Docusaurus project (fixtures/versioned: versions.json, versioned_docs, versioned_sidebars in
 * Docusaurus's layout, and the docs options' `versions`) imported and built: the versions carry over with their
 * settings, in place or copied beside the configuration written elsewhere.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@docgen/engine';
import { importDocusaurus } from './import.js';

const fixture = fileURLToPath(new URL('../fixtures/versioned', import.meta.url));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-import-versions-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('importing a versioned Docusaurus site', () => {
  it("writes the docs options' versions and the version dropdown, and builds every version", async () => {
    const site = path.join(work, 'in-place');
    await cp(fixture, site, { recursive: true });
    const result = await importDocusaurus({ projectDir: site });
    expect(result.problems).toEqual([]);
    expect(result.siteConfig.docs).toMatchObject({
      version: { mainDoc: 'intro' },
      versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.0': { label: '1.0.x', banner: 'none' } },
    });
    expect(result.siteConfig.navbar.items[1]).toEqual({
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [{ type: 'link', label: 'Archive', href: 'https://archive.lantern.example.org' }],
    });
    expect(result.notes.notCarried.filter((n) => /version/i.test(n.message))).toEqual([]);
    expect(result.notes.info.join('\n')).toContain('docs versions 1.1, 1.0 are built from versioned_docs/ and versioned_sidebars/');

    const build = await buildSite({ root: site, outDir: 'build', cacheDir: false, git: false });
    expect(build.diagnostics).toEqual([]);
    const docs = build.graph.routes.filter((r) => r.kind === 'doc').map((r) => r.path);
    expect(docs).toEqual(['/docs/1.0/intro', '/docs/basics', '/docs/guides/filters', '/docs/intro', '/docs/next/basics', '/docs/next/intro']);
    expect(build.graph.versions.map((v) => [v.version.name, v.version.label, v.version.banner])).toEqual([
      ['current', 'Canary', 'unreleased'],
      ['1.1', '1.1', 'none'],
      ['1.0', '1.0.x', 'none'],
    ]);
    // Docusaurus's shorthand sidebars of 1.0, as its docs:version wrote them.
    expect(build.graph.sidebars['docs@1.0'].map((i) => i.label)).toEqual(['Lantern 1.0']);
    const html = await readFile(path.join(site, 'build/docs/next/intro.html'), 'utf8');
    expect(html).toContain('This is unreleased documentation for Lantern Canary version.');
  }, 120_000);

  it('copies the versions beside the configuration written elsewhere', async () => {
    const site = path.join(work, 'project');
    const out = path.join(work, 'out');
    await cp(fixture, site, { recursive: true });
    await importDocusaurus({ projectDir: site, outDir: out });
    expect(JSON.parse(await readFile(path.join(out, 'versions.json'), 'utf8'))).toEqual(['1.1', '1.0']);
    await expect(readFile(path.join(out, 'versioned_docs/version-1.1/guides/filters.md'), 'utf8')).resolves.toContain('# Filters');
    const build = await buildSite({ root: out, outDir: 'build', cacheDir: false, git: false });
    expect(build.diagnostics).toEqual([]);
    expect(build.graph.versions.map((v) => v.version.name)).toEqual(['current', '1.1', '1.0']);
  }, 120_000);
});
