import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@docgen/core';
import { buildSite, loadSiteGraph } from './index.js';
import { copyFixture } from './fixture-site.test-support.js';

// A Docusaurus-style site that uses every MDX construct docgen reads: file imports, JSX with attributes, expressions,
// exports, the built-in components and the site's own (src/components).
let work: string;
let out: string;
const read = (file: string) => readFile(path.join(out, file), 'utf8');
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

async function problems(edit: (root: string) => Promise<void>): Promise<{ build: Diagnostic[]; check: Diagnostic[] }> {
  const root = await copyFixture('site-mdx');
  try {
    await edit(root);
    const loaded = await loadSiteGraph({ root, git: false, cacheDir: false });
    const check = loaded.graph.diagnostics;
    try {
      await buildSite({ root, outDir: 'build', git: false, cacheDir: false });
      return { build: [], check };
    } catch (e) {
      if (e instanceof DiagnosticError) return { build: e.diagnostics, check };
      throw e;
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const places = (ds: Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).sort();

beforeAll(async () => {
  work = await copyFixture('site-mdx');
  out = path.join(work, 'build');
  const result = await buildSite({ root: work, outDir: 'build', git: false });
  expect(result.diagnostics).toEqual([]);
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('an MDX site', () => {
  it('never shows imports and exports: one title, the description from the first paragraph', async () => {
    const html = await read('quickstart.html');
    expect(html).not.toMatch(/import |export const|react-player/);
    expect(mainOf(html).match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Quickstart with Docker</h1>');
    expect(html).toContain('<meta name="description" content="The endpoint listens on port 2345, answers in 2 ms and says hello.">');
    expect(html).not.toContain('not shown');
  });

  it('evaluates expressions and export consts at build time', async () => {
    const html = mainOf(await read('quickstart.html'));
    expect(html).toContain('<p>The endpoint listens on port <!-- -->2345<!-- -->, answers in <!-- -->2<!-- --> ms and says <!-- -->hello<!-- -->.</p>');
    expect(html).toContain('Port <!-- -->2346<!-- --> is free too.');
  });

  it('makes an imported file its hashed URL, in <img> and in Markdown images, keeping written sizes', async () => {
    const html = mainOf(await read('quickstart.html'));
    const [, url] = /<img src="(\/assets\/files\/docker_onboard-[a-z0-9]+\.png)" width="300" height="100"/.exec(html)!;
    expect(html).toContain(`<p><img src="${url}" width="600" height="200" loading="lazy" decoding="async" alt="The same graph, as Markdown"/></p>`);
    expect(await readFile(path.join(out, url))).toHaveLength(689);
    expect(html).toMatch(
      /<img src="\/assets\/files\/flow-[a-z0-9]+\.svg" width="120" height="60" loading="lazy" decoding="async" style="width:800px" alt="flow"\/>/,
    );
    expect(html).toContain('<div style="text-align:center">');
    expect(html).toContain('<img src="/img/logo.svg" width="20" loading="lazy" decoding="async" alt="logo"/>');
    expect(html).toContain('<br/>');
    expect(html).toContain('<circle cx="6" cy="6" r="5" stroke-width="2" fill="none" stroke="currentColor"></circle>');
  });

  it('draws react-player as light embeds and copies imported videos', async () => {
    const html = mainOf(await read('quickstart.html'));
    expect(html.match(/class="video-embed"/g)).toHaveLength(3);
    expect(html).toContain(
      'style="width:100%;height:528px" data-video-embed="iframe" data-embed-src="https://www.youtube-nocookie.com/embed/Xgm0XEaMlVQ?autoplay=1&amp;controls=1&amp;rel=0"',
    );
    expect(html).toContain('data-embed-src="https://player.vimeo.com/video/76979871?autoplay=1&amp;controls=0&amp;dnt=1"');
    const [, video] =
      /data-video-embed="video" data-embed-src="(\/assets\/files\/demo-[a-z0-9]+\.webm)" data-embed-title="Video" data-controls="" data-muted="" data-loop=""/.exec(
        html,
      )!;
    await expect(read(video.slice(1))).resolves.toContain('not a real video');
    expect(html).not.toMatch(/<iframe|<video/);
  });

  it('renders the built-in components: tabs, admonition, highlighted CodeBlock, details, Link', async () => {
    const html = mainOf(await read('quickstart.html'));
    expect(html).toMatch(
      /<div class="tabs" data-group-id="os"><div role="tablist" class="tabs__list"><button type="button" role="tab" id="tabs-[\w-]+-tab-0" class="tabs__tab" aria-selected="true"/,
    );
    expect(html).toContain('<p>Run <code>fedml</code> on <strong>Linux</strong>.</p>');
    expect(html).toContain('<div class="admonition admonition-tip" data-admonition="tip"><div class="admonition-heading">Before you start</div>');
    expect(html).toMatch(/<div class="code-block__title">train.py<\/div>.*<span class="line"><span style="--shiki-light:#D73A49/s);
    expect(html).toContain('<details><summary>More about ports</summary>');
    expect(html).toContain('<a href="/reference#options">the options</a>');
  });

  it('renders the site components, imported or not, with their links resolved', async () => {
    expect(mainOf(await read('quickstart.html'))).toContain('<a class="fixture-card" href="/reference"><strong>Reference</strong>every flag</a>');
    const reference = mainOf(await read('reference.html'));
    expect(reference).toContain('<span class="fixture-badge">beta</span>');
    expect(reference).toContain('<a class="fixture-card" href="/quickstart#videos"><strong>Back to the quickstart</strong></a>');
  });

  it('adds no script to pages that use components', async () => {
    // The runtime's files, as the page's loader names them.
    const scripts = (html: string) => [...html.matchAll(/"(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts(await read('plain.html'))).not.toEqual([]);
    expect(scripts(await read('quickstart.html'))).toEqual(scripts(await read('plain.html')));
  });
});

describe('MDX problems', () => {
  it('an unknown component, at its place, with the components there are', async () => {
    const { build, check } = await problems((root) => writeFile(path.join(root, 'docs/plain.md'), '# Plain\n\nText <Crad title="x" />.\n'));
    expect(places(build)).toEqual(['docs/plain.md:3:6 unknown component <Crad>']);
    expect(build[0].expected).toEqual(['Card']);
    expect(build[0].hint).toBe(
      'Available: Admonition, CodeBlock, Details, Link, ReactPlayer, TabItem, Tabs, Badge (src/components/Badge.jsx), Card (src/components/Card.tsx).',
    );
    expect(places(check)).toEqual(places(build));
  });

  it('an import that cannot be resolved, and a missing imported file, at the import', async () => {
    const { build, check } = await problems((root) =>
      writeFile(
        path.join(root, 'docs/plain.md'),
        "import Chart from 'chart-lib';\nimport Missing from './pics/missing.png';\n\n# Plain\n\n<img src={Missing} />\n",
      ),
    );
    expect(places(build)).toEqual([
      'docs/plain.md:1:8 cannot resolve the import "chart-lib"',
      'docs/plain.md:2:1 file not found (looked for docs/pics/missing.png)',
    ]);
    expect(build.find((d) => d.ruleId === 'mdx/unresolved-import')?.hint).toContain(
      'Modules docgen provides: @theme/Admonition, @theme/CodeBlock, @theme/Details, @docusaurus/Link, react-player',
    );
    expect(build.find((d) => d.ruleId === 'mdx/unresolved-import')?.hint).toContain('@site/src/components/Card');
    expect(places(check)).toEqual(places(build));
  });

  it('a component link to a page that does not exist', async () => {
    const { check } = await problems((root) => writeFile(path.join(root, 'docs/plain.md'), '# Plain\n\n<Card title="x" href="/nowhere" />\n'));
    expect(check).toEqual([expect.objectContaining({ file: 'docs/plain.md', line: 3, column: 1, link: '/nowhere', ruleId: 'links/broken-link' })]);
  });

  it('an expression docgen cannot evaluate, and MDX syntax errors, at their place', async () => {
    const { build } = await problems((root) => writeFile(path.join(root, 'docs/plain.md'), '# Plain\n\nToday is {new Date().getFullYear()}.\n\nA <br> tag.\n'));
    expect(places(build)).toEqual(['docs/plain.md:5:3 MDX syntax: Expected a closing tag for `<br>` (5:3-5:7) before the end of `paragraph`']);
    const evaluation = await problems((root) => writeFile(path.join(root, 'docs/plain.md'), '# Plain\n\nToday is {new Date().getFullYear()}.\n'));
    expect(places(evaluation.build)).toEqual(['docs/plain.md:3:11 docgen evaluates expressions at build time and cannot evaluate `new`']);
  });

  it('a components folder that does not exist, at its setting', async () => {
    const { build } = await problems(async (root) => {
      const config = await readFile(path.join(root, 'site.config.yaml'), 'utf8');
      await writeFile(path.join(root, 'site.config.yaml'), config.replace('src/components', 'src/widgets'));
      await writeFile(path.join(root, 'docs/reference.mdx'), '# Reference\n\n## Options\n');
      await writeFile(path.join(root, 'docs/quickstart.md'), '# Quickstart\n\n## Videos\n');
    });
    expect(places(build)).toEqual(['site.config.yaml:10:15 markdown.components names a folder that does not exist: src/widgets']);
  });

  it('a component file without a default component', async () => {
    const { build } = await problems((root) => writeFile(path.join(root, 'src/components/Badge.jsx'), 'export const label = 1;\n'));
    expect(build).toEqual([expect.objectContaining({ file: 'src/components/Badge.jsx', line: 1, column: 1, ruleId: 'components/no-default-export' })]);
  });
});
