import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from './index.js';
import { watchedCopy, type WatchedCopy } from './watched-copy.test-support.js';

// The watcher on a copy of the MDX fixture site: pages using components, and the site's components folder.
let site: WatchedCopy;
let dir: string;
let dev: DevServer;
beforeAll(async () => {
  site = await watchedCopy('site-mdx');
  ({ dir, dev } = site);
}, 120_000);
afterAll(() => site?.close());

const write = (rel: string, content: string) => site.change(rel, content);

const page = async (route: string) => (await fetch(dev.url + route)).text();

describe('docgen serve --watch with MDX', () => {
  it('updates a page edited to use components, built-in and the site’s own', async () => {
    expect(await page('/plain')).not.toContain('fixture-card');
    const result = await write(
      'docs/plain.md',
      'import Admonition from \'@theme/Admonition\';\n\n# Plain page\n\n<Card title="Go" href="./reference.mdx" />\n\n<Admonition type="info">Heads up.</Admonition>\n',
    );
    expect(result.ok).toBe(true);
    const html = await page('/plain');
    expect(html).toContain('<a class="fixture-card" href="/reference"><strong>Go</strong></a>');
    expect(html).toContain(
      '<div class="admonition admonition-info" data-admonition="info"><div class="admonition-heading">Info</div><div class="admonition-content">Heads up.</div></div>',
    );
  });

  it('re-bundles a changed component, and one added to the folder can be used at once', async () => {
    const card = await readFile(path.join(dir, 'src/components/card-style.ts'), 'utf8');
    expect((await write('src/components/card-style.ts', card.replace('fixture-card', 'fixture-card-v2'))).ok).toBe(true);
    expect(await page('/plain')).toContain('<a class="fixture-card-v2" href="/reference">');
    await write(
      'src/components/Note.tsx',
      'export default function Note({ children }: { children?: React.ReactNode }) { return <aside className="fixture-note">{children}</aside>; }\n',
    );
    expect((await write('docs/plain.md', '# Plain page\n\n<Note>Remember.</Note>\n')).ok).toBe(true);
    expect(await page('/plain')).toContain('<aside class="fixture-note">Remember.</aside>');
  });

  it('reports an unknown component at its place, keeps the last good page, and clears when fixed', async () => {
    const broken = await write('docs/plain.md', '# Plain page\n\n<Nope />\n');
    expect(broken.ok).toBe(false);
    expect(dev.site.problems).toEqual([expect.objectContaining({ file: 'docs/plain.md', line: 3, column: 1, message: 'unknown component <Nope>' })]);
    expect(await page('/plain')).toContain('fixture-note');
    expect((await write('docs/plain.md', '# Plain page\n\n<Badge label="fixed" />\n')).ok).toBe(true);
    expect(await page('/plain')).toContain('<span class="fixture-badge">fixed</span>');
  });
});
