// Each page's Markdown version, from the content tree the markdown stage made of real pages: this site's and a
// fixture that uses every component.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ComponentEntry, HastRoot } from '@docgen/core';
import { createMarkdownProcessor } from '@docgen/markdown';
import { BUILTIN_COMPONENTS } from '@docgen/theme/catalog';
import { categoryIndexMarkdown, htmlPageMarkdown, pageMarkdown } from './index.js';

const processor = createMarkdownProcessor({ math: { strict: true }, mermaid: true, remarkPlugins: [], rehypePlugins: [] });
const siteFile = (rel: string) => readFileSync(new URL(`../../../${rel}`, import.meta.url), 'utf8');
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

async function parse(path: string, text: string): Promise<{ title: string; tree: HastRoot }> {
  const { page, tree } = await processor.parse({ path, text });
  expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { title: page.frontMatter.title ?? page.contentTitle ?? path, tree };
}

const CARD: ComponentEntry = { name: 'Card', modules: ['src/components/Card'], file: 'src/components/Card.tsx' };

describe("a page's Markdown", () => {
  it('keeps the text of a page of this site, with its tabs as labelled sections and its code blocks whole', async () => {
    const { title, tree } = await parse('docs/open-source/installation/docker.md', siteFile('docs/open-source/installation/docker.md'));
    const md = pageMarkdown({ title, tree, links: {}, assets: {}, registry: BUILTIN_COMPONENTS });
    expect(md.startsWith('# Run FedML in Docker\n\nDocker is the least painful way')).toBe(true);
    // No front matter, no JSX.
    expect(md).not.toMatch(/^---$|sidebar_position|<Tabs|<TabItem|groupId/m);
    // The tab set of the host OS: each tab's label, then its content, in order.
    const setUp = md.slice(md.indexOf('## Set up Docker on your host'), md.indexOf('## Choose an image'));
    expect([...setUp.matchAll(/^\*\*(\w+)\*\*$/gm)].map((m) => m[1])).toEqual(['Linux', 'macOS', 'Windows']);
    expect(setUp).toContain('**Windows**\n\nInstall **Docker Desktop for Windows**');
    expect(setUp).toContain('```ini title=".wslconfig"\n[wsl2]\nmemory=16GB\n```');
    expect(md).toContain('```bash\ndocker pull fedml/fedml:latest-torch1.13.1-cuda11.6-cudnn8-devel\n```');
    expect(md).toContain('| `fedml/fedml:light` | CPU only, several architectures |');
  });

  it('writes admonitions as block quotes led by their kind, links where the site links, footnotes and task lists as GFM', async () => {
    const { title, tree } = await parse('pages/markdown-page.md', siteFile('pages/markdown-page.md'));
    const md = pageMarkdown({ title, tree, links: { '/platform/overview': '/platform/overview' }, assets: {}, registry: BUILTIN_COMPONENTS });
    expect(md).toContain('> **Tip: Keep standalone pages few**\n>\n> Readers find docs through the sidebars and the search.');
    expect(md).toContain('<details>\n<summary>Why is there no sidebar here?</summary>\n\nSidebars belong to the docs.');
    expect(md).toContain('- [x] Write the page in Markdown\n- [ ] Link it from a doc, for example the [platform overview](/platform/overview)');
    expect(md).toContain('and footnotes[^fn].');
    expect(md).toMatch(/\[\^fn\]: Footnotes are collected at the bottom of the page\.\n$/);
    // npm2yarn tabs, and live code kept as the code it is.
    expect(md).toContain('**npm**\n\n```bash\nnpm install --save-dev @docgen/example\n```\n\n**Yarn**\n\n```bash\nyarn add --dev @docgen/example\n```');
    expect(md).toContain('```jsx\nfunction RoundCounter() {');
    expect(md).toContain('```python title="train.py"\nimport fedml\n');
    expect(md).not.toMatch(/↩|Back to reference|sr-only|Footnotes\n/);
  });

  it('gives every component its meaning, links and images their final URLs, and a site component its own markup', async () => {
    const { title, tree } = await parse('docs/guide/components.mdx', fixture('components.mdx'));
    const rendered: string[] = [];
    const md = pageMarkdown({
      title,
      tree,
      links: { './setup.md#install': '/guide/setup#install', '../guide/intro': '/guide/intro', './setup.md': '/guide/setup' },
      assets: { './poster.png': { url: '/assets/files/poster-abc123.png', width: 4, height: 3 } },
      registry: [...BUILTIN_COMPONENTS, CARD],
      renderComponent: (element) => {
        rendered.push(element.tagName);
        return '<a class="card" href="/guide/setup"><strong>Next step</strong><button type="button">Open</button><docgen-children></docgen-children></a>';
      },
    });
    expect(md).toBe(fixture('components.md'));
    expect(rendered).toEqual(['Card']);
  });

  it('is Markdown that reads back to the same headings and code blocks', async () => {
    const { title, tree } = await parse('docs/deploy/cli.md', siteFile('docs/deploy/cli.md'));
    const md = pageMarkdown({ title, tree, links: {}, assets: {}, registry: BUILTIN_COMPONENTS });
    const again = await processor.parse({ path: 'again.md', text: md });
    const original = await processor.parse({ path: 'docs/deploy/cli.md', text: siteFile('docs/deploy/cli.md') });
    expect(again.page.contentTitle).toBe(title);
    expect(again.page.headings).toEqual(original.page.headings);
    const codes = (t: HastRoot) => JSON.stringify(t).match(/"tagName":"pre"/g)?.length;
    expect(codes(again.tree)).toBe(codes(original.tree));
    expect(md.match(/^> \*\*(Note|Warning)/gm)).toEqual(['> **Note', '> **Warning', '> **Warning']);
  });
});

describe('pages without a content tree', () => {
  it('lists the cards of a generated index as links', () => {
    const md = categoryIndexMarkdown({
      title: 'Config [files]',
      description: 'Every configuration file.',
      cards: [
        { kind: 'doc', label: 'Config file', href: '/reference/config', description: 'The config file.' },
        { kind: 'category', label: 'More', href: '/category/more', description: '2 items', count: 2 },
      ],
    });
    expect(md).toBe(
      '# Config \\[files]\n\nEvery configuration file.\n\n- [Config file](/reference/config): The config file.\n- [More](/category/more): 2 items\n',
    );
  });

  it('reads a React page back from its HTML, its own h1 as the title', () => {
    const html =
      '<div class="home"><h1 class="t">Home</h1><p>Build on <a href="/platform">the platform</a>.</p><button type="button">Menu</button><svg><circle r="1"/></svg></div>';
    expect(htmlPageMarkdown('Site', html)).toBe('# Home\n\nBuild on [the platform](/platform).\n');
    expect(htmlPageMarkdown('Site', '<p>No heading.</p>')).toBe('# Site\n\nNo heading.\n');
  });
});
