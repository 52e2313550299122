import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@docgen/core';
import { buildSite, loadSiteGraph } from '../index.js';
import { copyFixture } from '../fixture-site.test-support.js';

// A site with a remark plugin from the registry (remark-toc, installed in the site's node_modules) and a local
// rehype plugin listed twice with different options.
const installed = fileURLToPath(new URL('../../node_modules/remark-toc', import.meta.url));
let work: string;
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

/** The fixture with remark-toc installed in its node_modules. */
async function copyPluginSite(): Promise<string> {
  const dir = await copyFixture('site-plugins');
  await mkdir(path.join(dir, 'node_modules'));
  await symlink(installed, path.join(dir, 'node_modules', 'remark-toc'), 'dir');
  return dir;
}

const editConfig = async (root: string, edit: (text: string) => string) => {
  const file = path.join(root, 'site.config.yaml');
  await writeFile(file, edit(await readFile(file, 'utf8')));
};

/** The problems of `build` and of `check-links` (the graph without trees) after `edit`. */
async function problems(edit: (root: string) => Promise<void>): Promise<{ build: Diagnostic[]; check: Diagnostic[] }> {
  const root = await copyPluginSite();
  const caught = async (run: () => Promise<unknown>): Promise<Diagnostic[]> => {
    try {
      await run();
      return [];
    } catch (e) {
      if (e instanceof DiagnosticError) return e.diagnostics;
      throw e;
    }
  };
  try {
    await edit(root);
    const check = await caught(async () => {
      const loaded = await loadSiteGraph({ root, git: false, cacheDir: false });
      if (loaded.graph.diagnostics.length) throw new DiagnosticError(loaded.graph.diagnostics);
    });
    const build = await caught(() => buildSite({ root, outDir: 'build', git: false, cacheDir: false }));
    return { build, check };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const places = (ds: Diagnostic[]) => ds.map((d) => `${d.severity} ${d.file}:${d.line ?? '-'}:${d.column ?? '-'} ${d.message}`).sort();

beforeAll(async () => {
  work = await copyPluginSite();
});
afterAll(() => rm(work, { recursive: true, force: true }));

// Each test builds the site (some twice): minutes on a busy machine.
describe("the site's remark and rehype plugins", { timeout: 180_000 }, () => {
  it('run in the build (in worker threads), with their options, in the order given', async () => {
    const result = await buildSite({ root: work, outDir: 'build', git: false, workers: { threads: 2 } });
    expect(result.diagnostics).toEqual([]);
    const guide = mainOf(await readFile(path.join(work, 'build/guide.html'), 'utf8'));
    // remark-toc filled the section under "On this page" down to maxDepth 3.
    expect(guide).toMatch(/<h2 id="on-this-page">On this page[\s\S]*<ul>[\s\S]*href="#install"[\s\S]*href="#configure"[\s\S]*href="#options"/);
    // The local rehype plugin ran twice, first with the first options.
    expect(guide.match(/<p class="stamp">[^<]*<\/p>/g)).toEqual(['<p class="stamp">1: first stamp</p>', '<p class="stamp">2: second stamp</p>']);
    const plain = mainOf(await readFile(path.join(work, 'build/plain.html'), 'utf8'));
    expect(plain).not.toContain('<ul>');
    expect(plain).toContain('<p class="stamp">2: second stamp</p>');
    // No page has math: no KaTeX stylesheet or fonts in the output.
    expect((await readdir(path.join(work, 'build/assets/css'))).filter((f) => f.includes('katex'))).toEqual([]);
    expect(existsSync(path.join(work, 'build/assets/fonts'))).toBe(false);
  });

  it("are part of the parse cache's key: their options, a local plugin's code", async () => {
    const build = () => buildSite({ root: work, outDir: 'build', git: false, workers: { threads: 0 } });
    expect((await build()).parsed).toBe(0);
    await editConfig(work, (t) => t.replace('maxDepth: 3', 'maxDepth: 2'));
    expect((await build()).parsed).toBe(2);
    const toc = /<h2 id="on-this-page"[\s\S]*?<h2 id="install"/.exec(await readFile(path.join(work, 'build/guide.html'), 'utf8'))![0];
    expect(toc).toContain('href="#configure"');
    expect(toc).not.toContain('href="#options"');
    const plugin = path.join(work, 'plugins/rehype-stamp.mjs');
    await writeFile(plugin, (await readFile(plugin, 'utf8')).replace('`${count + 1}: ', '`#${count + 1}: '));
    expect((await build()).parsed).toBe(2);
    expect(await readFile(path.join(work, 'build/plain.html'), 'utf8')).toContain('<p class="stamp">#2: second stamp</p>');
    expect((await build()).parsed).toBe(0);
  });

  it('that cannot be found: one error each at its place in site.config.yaml, in build and check-links', async () => {
    const { build, check } = await problems((root) =>
      editConfig(root, (t) =>
        t
          .replace('- name: remark-toc', '- name: remark-tocc')
          .replace('./plugins/rehype-stamp.mjs\n      options: { text: second', './plugins/missing.mjs\n      options: { text: second'),
      ),
    );
    expect(places(build)).toEqual(
      [
        'error site.config.yaml:12:7 remark plugin "remark-tocc" cannot be found: no package "remark-tocc" is installed in ' + 'ROOT or a folder above it',
        'error site.config.yaml:18:7 rehype plugin "./plugins/missing.mjs" cannot be found: no file plugins/missing.mjs in the site\'s folder',
      ].map((line) => line.replace('ROOT', build[0].message.match(/installed in (.*) or a folder/)?.[1] ?? '?')),
    );
    expect(build.find((d) => d.message.includes('remark-tocc'))!.hint).toContain('npm install remark-tocc');
    expect(places(check)).toEqual(places(build));
  });

  it('that is not a plugin, or throws on its options: one error at its place', async () => {
    const { build, check } = await problems(async (root) => {
      await writeFile(
        path.join(root, 'plugins/picky.mjs'),
        'export default function picky(options) { if (!options?.level) throw new Error("picky needs a level"); return () => {}; }\n',
      );
      await editConfig(root, (t) => t.replace('- name: remark-toc', '- name: ./plugins/picky.mjs'));
    });
    expect(places(build)).toEqual(['error site.config.yaml:12:7 remark plugin "./plugins/picky.mjs" could not be set up: picky needs a level']);
    expect(places(check)).toEqual(places(build));
    const second = await problems(async (root) => {
      await writeFile(path.join(root, 'plugins/not-a-plugin.mjs'), 'export const name = "no default export";\n');
      await editConfig(root, (t) =>
        t.replace('./plugins/rehype-stamp.mjs\n      options: { text: second', './plugins/not-a-plugin.mjs\n      options: { text: second'),
      );
    });
    expect(places(second.build)).toEqual([
      expect.stringMatching(
        /^error site\.config\.yaml:18:7 rehype plugin "\.\/plugins\/not-a-plugin\.mjs" is not a plugin: the module .* has no default export that is a function$/,
      ),
    ]);
  });

  it('that throws on a file: one error naming the plugin and the file, at the place the plugin gave', async () => {
    const { build, check } = await problems(async (root) => {
      // One plugin fails with a place (a VFile message at a node), the other throws a plain error.
      await writeFile(
        path.join(root, 'plugins/no-h3.mjs'),
        `export default function noH3() {
  return (tree, file) => {
    const walk = (node) => {
      if (node.type === 'heading' && node.depth === 3) file.fail('level-3 headings are not allowed', node);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`,
      );
      await writeFile(
        path.join(root, 'plugins/broken.mjs'),
        'export default function broken() { return (tree, file) => { if (file.path.endsWith("plain.md")) throw new TypeError("cannot read the tree"); }; }\n',
      );
      await editConfig(root, (t) =>
        t
          .replace('remarkPlugins:\n', 'remarkPlugins:\n    - ./plugins/no-h3.mjs\n')
          .replace('rehypePlugins:\n', 'rehypePlugins:\n    - ./plugins/broken.mjs\n'),
      );
    });
    expect(places(build)).toEqual([
      'error docs/guide.md:17:1 remark plugin "./plugins/no-h3.mjs" failed: level-3 headings are not allowed',
      'error docs/plain.md:-:- rehype plugin "./plugins/broken.mjs" failed: cannot read the tree',
    ]);
    expect(build.every((d) => d.hint?.includes('markdown.') && !/\n\s+at /.test(d.message))).toBe(true);
    expect(places(check)).toEqual(places(build));
  });
});
