import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@docgen/engine';
import { firstHref, hasMarkdownVersion, markdownUrl, routeToFile } from '@docgen/core';

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
      // `Page | Site` on every page, however long; og:title the same.
      expect(title, route.path).toMatch(/^[^|]+ \| TensorOpera AI Documentation$/);
      expect(html, route.path).toContain(`<meta property="og:title" content="${title}">`);
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

describe('the site for AI readers', () => {
  const read = (rel: string) => readFile(path.join(out, rel), 'utf8');
  const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

  it('has llms.txt: the title and description, then every doc by sidebar, in sidebar order', async () => {
    const text = await read('llms.txt');
    expect(text.startsWith('# TensorOpera AI Documentation\n\n> Deploy, launch, train and federate AI models on any GPU\n\n')).toBe(true);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Platform',
      'Open Source',
      'Deploy',
      'Launch',
      'Train',
      'Federate',
      'Storage',
      'Community and support',
      'Share & Earn',
      'Other pages',
    ]);
    const listed = [...text.matchAll(/^- \[[^\n]+\]\((https:\/\/docs\.tensoropera\.ai\/\S+\.md)\)(?:: (.+))?$/gm)];
    // Every list line is a link to a Markdown file the build wrote, and every listed doc is listed with a description.
    expect(listed.length).toBe(text.split('\n').filter((l) => l.startsWith('- ')).length);
    for (const [, url] of listed) expect(existsSync(path.join(out, new URL(url).pathname)), url).toBe(true);
    const urls = new Set(listed.map((m) => m[1]));
    for (const route of result.graph.routes)
      if ((route.kind === 'doc' && !route.unlisted) || route.kind === 'category-index')
        expect(urls, route.path).toContain(`https://docs.tensoropera.ai${markdownUrl(route.path)}`);
    expect(text).toContain(
      '- [Deploy command-line reference](https://docs.tensoropera.ai/deploy/cli.md): Reference for the fedml model commands used with TensorOpera Deploy - create, push, deploy, run, pull, list, delete and package - with every option.\n',
    );
    // The first page of the first sidebar comes first.
    expect(listed[0][1]).toBe(`https://docs.tensoropera.ai${firstHref(result.graph.sidebars.platform)}.md`);
  });

  it("gives every page its Markdown, links leading where the page's HTML leads", async () => {
    for (const route of result.graph.routes) {
      if (!hasMarkdownVersion(route)) continue;
      const md = await read(markdownUrl(route.path).slice(1));
      expect(md.startsWith('# '), route.path).toBe(true);
      expect(md, route.path).not.toMatch(/^import .* from '(@theme|@docusaurus|@site|react-player)|^export const |<(Tabs|TabItem|Admonition|ReactPlayer)\b/m);
      const hrefs = new Set([...mainOf(await read(routeToFile(route.path))).matchAll(/ (?:href|src)="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')));
      for (const [, url] of md.matchAll(/\]\((\/[^)\s]*)\)/g)) expect(hrefs, `${route.path} → ${url}`).toContain(url);
    }
  });

  it('writes admonitions, tabs, titled code blocks and relative links as Markdown', async () => {
    const cli = await read('deploy/cli.md');
    expect(cli.startsWith('# Deploy command-line reference\n\nThe `fedml model` command group')).toBe(true);
    expect(cli).toContain('read [Create a model card](/deploy/create_model) and [Manage your endpoint](/deploy/manage_endpoint)');
    expect(cli).toMatch(/^> \*\*Note: Short options depend on the command\*\*\n>\n> \S/m);
    expect(cli).toMatch(/^> \*\*Warning: Deleting an endpoint is permanent\*\*$/m);
    const docker = await read('open-source/installation/docker.md');
    expect(docker).toContain('**Windows**\n\nInstall **Docker Desktop for Windows**');
    expect(docker).toContain('```ini title=".wslconfig"\n[wsl2]\nmemory=16GB\n```');
  });

  it('has llms-full.txt: every listed page once, in order, as its Markdown file reads', async () => {
    const full = await read('llms-full.txt');
    const index = await read('llms.txt');
    const order = [...new Set([...index.matchAll(/^- \[[^\n]+\]\((\S+)\.md\)/gm)].map((m) => m[1].replace(/\/index$/, '/')))];
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    expect(sources).toEqual(order);
    const cli = await read('deploy/cli.md');
    expect(full).toContain(cli.replace(/^(# .+\n)/, '$1\nSource: https://docs.tensoropera.ai/deploy/cli\n'));
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
