import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@docgen/engine';
import { routeToFile } from '@docgen/core';

// The real site in docs/: it builds cleanly and has every route of the specification.
const root = fileURLToPath(new URL('..', import.meta.url));
const specRoutes = readFileSync(new URL('./spec-routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'docgen-real-site-'));
  result = await buildSite({ root, outDir: out });
}, 120_000);
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the TensorOpera documentation site', () => {
  it('keeps its copy of the spec route list in step with the spec', () => {
    const shared = new URL('../../shared/spec/routes.txt', import.meta.url);
    if (existsSync(shared)) expect(readFileSync(shared, 'utf8').split('\n').filter(Boolean)).toEqual(specRoutes);
  });

  it('builds with no errors and no warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('has a page for every route of the specification', async () => {
    const missing = specRoutes.filter((route) => !existsSync(path.join(out, routeToFile(route))));
    expect(missing).toEqual([]);
  });

  it('gives every doc route a real title and content', async () => {
    for (const route of result.graph.routes) {
      if (route.kind !== 'doc') continue;
      const html = await readFile(path.join(out, routeToFile(route.path)), 'utf8');
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, route.path).toMatch(/^[^|]+( \| TensorOpera AI Documentation)?$/);
      // `Page | Site`, unless that would be longer than 70 characters: then the page title stands alone.
      if (!title.endsWith(' | TensorOpera AI Documentation')) expect(`${title} | TensorOpera AI Documentation`.length, route.path).toBeGreaterThan(70);
      expect(html, route.path).toMatch(/<div class="markdown">[\s\S]*<p>/);
    }
  });

  it('reproduces the navigation of the specification', async () => {
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    const labels = [...home.matchAll(/class="navbar__link[^"]*"[^>]*>([^<]+)/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(labels).toEqual([
      'Platform',
      'Open Source',
      'Deploy',
      'Launch',
      'Train',
      'Federate',
      'Storage',
      'Share & Earn',
      'Blog',
      'TensorOpera AI Home',
      'FEDML Home',
      'Login',
    ]);
    expect(Object.keys(result.graph.sidebars)).toEqual([
      'platform',
      'opensource',
      'deploy',
      'launch',
      'train',
      'federate',
      'storage',
      'community',
      'shareAndEarn',
    ]);
    const redirect = await readFile(path.join(out, 'mlops/user_guide.html'), 'utf8');
    expect(redirect).toContain('url=/federate/cross-silo/user_guide');
    for (const route of ['/render', '/render/prerequisite']) {
      expect(
        result.graph.routes.find((r) => r.path === route),
        route,
      ).toMatchObject({ kind: 'doc', sidebarId: undefined });
    }
  });
});

describe('docgen check-links on the real site', () => {
  it('reports no problem', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [path.join(root, 'bin/docgen'), 'check-links', '--root', root, '--format', 'json'], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toMatchObject({ errors: 0, warnings: 0, problems: [] });
    expect(run.status).toBe(0);
  });
});
