import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './index.js';
import { loadMarkdownSettings } from './parse/markdown-settings.js';
import { loadSiteSettings } from './session/load-config.js';
import { buildError, copyFixture } from './fixture-site.test-support.js';
import { woff2Only } from './bundle/math-stylesheet.js';

const configOf = async (root: string) => (await loadSiteSettings(root)).config;

// A page with math (losses.md), one with a Mermaid diagram (pipeline.md) and one whose prose has dollar amounts
// and $HOME (pricing.md).
const fixture = fileURLToPath(new URL('../fixtures/site-math', import.meta.url));
let work: string;
const read = (file: string) => readFile(path.join(work, 'build', file), 'utf8');
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const headOf = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)![0];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-math-'));
  await cp(fixture, work, { recursive: true });
  const result = await buildSite({ root: work, outDir: 'build', git: false, cacheDir: false });
  expect(result.diagnostics).toEqual([]);
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a site with math and diagrams', () => {
  it('renders math to HTML at build time: KaTeX markup in the page, no math script', async () => {
    const main = mainOf(await read('losses.html'));
    expect(main).toMatch(
      /<div class="math math-display"><span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML" display="block">/,
    );
    expect(main).toMatch(/<span class="math math-inline"><span class="katex">/);
    expect(main).not.toContain('data-katex-html');
    expect(main).not.toContain('data-docgen-math-html');
    expect(main).toContain('A price of $5 next to math');
    const js = (await readdir(path.join(work, 'build/assets/js'))).join(' ');
    expect(js).not.toMatch(/katex/i);
  });

  it("links KaTeX's stylesheet on pages with math only, and ships the WOFF2 fonts it names", async () => {
    const losses = await read('losses.html');
    const link = /<link rel="stylesheet" href="(\/assets\/css\/katex\.[\w-]+\.css)" data-page-style="">/.exec(headOf(losses));
    expect(link).not.toBeNull();
    // In the page data too, so that client navigation adds it before showing the page.
    expect(await read('_data/losses.json')).toContain(link![1]);
    const css = await read(link![1].slice(1));
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(15);
    expect(fonts.every((f) => f.endsWith('.woff2'))).toBe(true);
    const shipped = await readdir(path.join(work, 'build/assets/fonts'));
    for (const font of fonts) expect(shipped).toContain(path.posix.basename(font));
    expect(shipped.every((f) => f.endsWith('.woff2'))).toBe(true);

    const pricing = await read('pricing.html');
    expect(pricing).not.toMatch(/katex|math-inline|data-page-style/);
    expect(await read('_data/pricing.json')).not.toMatch(/katex/);
  });

  it('writes a diagram as its source, as code, in a frame the Mermaid island draws into on pages that have one', async () => {
    const main = mainOf(await read('pipeline.html'));
    expect(main).toMatch(
      /<div class="mermaid-diagram" data-mermaid=""><div class="code-block language-mermaid" data-language="mermaid">[\s\S]*flowchart LR[\s\S]*<\/div><\/div>/,
    );
    const text = main
      .replace(/<[^>]+>/g, '')
      .replace(/&gt;/g, '>')
      .replace(/&#x3E;/gi, '>');
    expect(text).toContain('submit[Submit] --> queue[(Queue)]');
    // The island is a separate bundle, named to the runtime; the page loads no Mermaid code by itself.
    const html = await read('pipeline.html');
    const island = /"mermaid":"(\/assets\/js\/mermaid\.\w+\.js)"/.exec(html)?.[1];
    expect(island).toBeDefined();
    expect(headOf(html)).not.toContain(island!);
    expect(mainOf(await read('pricing.html'))).not.toContain('data-mermaid');
  });

  it('keeps only the WOFF2 source of each font face', () => {
    const face =
      '@font-face{font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(fonts/KaTeX_AMS-Regular.woff) format("woff"),url(fonts/KaTeX_AMS-Regular.ttf) format("truetype")}';
    expect(woff2Only(face)).toBe('@font-face{font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2")}');
  });
});

// Mermaid checks diagrams at build time only when the site has it installed (an optional peer dependency).
const workspaceMermaid = fileURLToPath(new URL('../../../node_modules/mermaid', import.meta.url));

describe("a diagram's syntax, checked with the site's own Mermaid", { timeout: 120_000 }, () => {
  it('is not checked without Mermaid in the site; installing it checks every diagram, also those parsed before', async () => {
    const root = await copyFixture('site-math');
    try {
      // Line 7 of the page holds the unclosed `{Ready?`.
      await writeFile(
        path.join(root, 'docs/broken-diagram.md'),
        '# Broken diagram\n\nSome text.\n\n```mermaid\nflowchart TD\n  a[Start] --> b{Ready?\n  b --> c\n```\n',
      );
      expect(loadMarkdownSettings(root, await configOf(root)).mermaidCheck).toBeUndefined();
      const unchecked = await buildSite({ root, outDir: 'build', git: false });
      expect(unchecked.diagnostics).toEqual([]);
      expect(await readFile(path.join(root, 'build/broken-diagram.html'), 'utf8')).toContain('<div class="mermaid-diagram" data-mermaid="">');

      await mkdir(path.join(root, 'node_modules'));
      await symlink(workspaceMermaid, path.join(root, 'node_modules/mermaid'), 'dir');
      const { version } = JSON.parse(await readFile(path.join(workspaceMermaid, 'package.json'), 'utf8')) as { version: string };
      expect(loadMarkdownSettings(root, await configOf(root)).mermaidCheck?.identity).toBe(`mermaid@${version}`);
      // The same parse cache: the pages parsed unchecked are parsed again.
      const error = await buildError({ root, outDir: 'build' });
      expect(error.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`)).toEqual(['docs/broken-diagram.md:7:18 mermaid/syntax']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
