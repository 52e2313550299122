import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  canonicalRoute,
  cleanPath,
  firstHref,
  isExternalHref,
  isNetworkHref,
  markdownUrl,
  pageDataUrl,
  parseCodeMeta,
  routeOfMarkdownUrl,
  safeDecode,
  sidebarDataUrl,
  type SidebarItem,
} from './index.js';

describe('URL helpers', () => {
  it('tell hrefs that leave the site from routes and files', () => {
    expect(['https://x.org', 'mailto:a@b.c', '//cdn.x/a.js', 'data:image/png;base64,'].map(isExternalHref)).toEqual([true, true, true, true]);
    expect(['/guide', 'guide/a.md', '#top', '?q=1'].map(isExternalHref)).toEqual([false, false, false, false]);
    expect(['https://x.org', '//cdn.x', 'mailto:a@b.c', '/x'].map(isNetworkHref)).toEqual([true, true, false, false]);
  });

  it('decode percent-encoding, and keep what is not valid encoding', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('100%')).toBe('100%');
  });

  it('give one route for every way of writing it', () => {
    expect(['/x.html', '/x/index.html', '/x/', '/x'].map(cleanPath)).toEqual(['/x', '/x', '/x', '/x']);
    expect(['/index.html', '/', ''].map(cleanPath)).toEqual(['/', '/', '/']);
    expect(canonicalRoute('//a%20b//c/')).toBe('/a b/c');
  });

  it("name each page's Markdown version beside its HTML, and read the route back", () => {
    expect(['/deploy/quickstart', '/deploy', '/', '/next/intro'].map(markdownUrl)).toEqual([
      '/deploy/quickstart.md',
      '/deploy.md',
      '/index.md',
      '/next/intro.md',
    ]);
    expect(['/deploy/quickstart.md', '/index.md', '/a.md', '/deploy', '/.md', '/llms.txt'].map(routeOfMarkdownUrl)).toEqual([
      '/deploy/quickstart',
      '/',
      '/a',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('find the first page of a sidebar, past external links and into categories', () => {
    const items: SidebarItem[] = [
      { type: 'link', label: 'Out', href: 'https://x.org', external: true },
      { type: 'category', label: 'C', collapsed: false, collapsible: true, items: [{ type: 'doc', label: 'A', href: '/a', docId: 'a' }] },
    ] as SidebarItem[];
    expect(firstHref(items)).toBe('/a');
  });

  it('name where page data and sidebars are served', () => {
    expect(pageDataUrl('/')).toBe('/_data/index.json');
    expect(pageDataUrl('/a/b/')).toBe('/_data/a/b.json');
    expect(sidebarDataUrl('a b')).toBe('/_data/sidebars/a%20b.json');
  });

  it('read a code block title quoted or not', () => {
    expect(parseCodeMeta('title="a b.py" {1}').title).toBe('a b.py');
    expect(parseCodeMeta("title='x.py'").title).toBe('x.py');
    expect(parseCodeMeta('title=x.py showLineNumbers').title).toBe('x.py');
  });
});

describe('the browser entry of core', () => {
  it('imports no Node API, directly or through the modules it uses', () => {
    const src = path.dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(src).filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'));
    const nodeImports = sources.filter((name) => /from ['"]node:|require\(['"]node:/.test(readFileSync(path.join(src, name), 'utf8')));
    expect(sources.length).toBeGreaterThan(5);
    expect(nodeImports).toEqual([]);
  });
});
