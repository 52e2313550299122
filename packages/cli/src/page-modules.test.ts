// Page modules (pages/*.tsx) that fail: `build` and `check-links` name the file (and line), exit 1, print no stack
// trace, leave no output and no scratch folder behind, and agree with each other.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));
const fixture = fileURLToPath(new URL('../../engine/fixtures/site-basic', import.meta.url));

let site: string;
let scratch: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-modules-site-'));
  await cp(fixture, site, { recursive: true });
});
afterAll(() => rm(site, { recursive: true, force: true }));
beforeEach(async () => {
  // The child's temporary folder (TMPDIR): its scratch folders must be gone when it ends.
  scratch = await mkdtemp(path.join(tmpdir(), 'docgen-modules-tmp-'));
  await rm(path.join(site, 'out'), { recursive: true, force: true });
  return () => rm(scratch, { recursive: true, force: true });
});

const docgen = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args, '--root', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', TMPDIR: scratch } });
const page = (code: string) => writeFile(path.join(site, 'pages/boom.tsx'), code);

/** Runs build and check-links; both must fail with `expected` on stderr / stdout, and leave nothing behind. */
async function bothFail(expected: string | RegExp) {
  const build = docgen('build', '--out-dir', 'out');
  expect(build.stderr).toMatch(expected);
  expect(build.stderr).not.toMatch(/\n\s+at /);
  expect(build.stderr).toContain('nothing was written');
  expect(build.status).toBe(1);
  expect(existsSync(path.join(site, 'out'))).toBe(false);
  expect(await readdir(scratch)).toEqual([]);

  const check = docgen('check-links');
  expect(check.stdout).toMatch(expected);
  expect(check.status).toBe(1);
  expect(await readdir(scratch)).toEqual([]);
}

describe('page modules that fail', () => {
  it('a module that throws on import: file and line, for build and check-links', async () => {
    await page("const ready = false;\n\nif (!ready) throw new Error('boom at import');\nexport default function Boom() {\n  return <main>Boom</main>;\n}\n");
    await bothFail(/^pages\/boom\.tsx:3:\d+ {2}error {2}the page module threw while loading: boom at import$/m);
  });

  it('a default export that is not a component fails both, with the same message', async () => {
    await page('export default 42;\n');
    await bothFail(/^pages\/boom\.tsx:1:1 {2}error {2}the default export of a page module must be the React component that renders the page, not a number/m);
  });

  it('a module without a default export fails both', async () => {
    await page('export const title = "No page";\n');
    await bothFail(/^pages\/boom\.tsx:1:1 {2}error {2}a page module must have a default export/m);
  });

  it('a syntax error fails both at its place', async () => {
    await page('export default function Boom() {\n  return <main>;\n}\n');
    await bothFail(/^pages\/boom\.tsx:3:1 {2}error {2}The character "}" is not valid inside a JSX element/m);
  });

  it('a module that throws while rendering: build names the file and line', async () => {
    await page(
      "export default function Boom() {\n  const items: string[] = [];\n  if (items.length === 0) throw new Error('boom in render');\n  return <main>{items}</main>;\n}\n",
    );
    const build = docgen('build', '--out-dir', 'out');
    expect(build.stderr).toMatch(/^pages\/boom\.tsx:3:\d+ {2}error {2}the page module threw while rendering: boom in render$/m);
    expect(build.stderr).not.toMatch(/\n\s+at /);
    expect(build.status).toBe(1);
    expect(existsSync(path.join(site, 'out'))).toBe(false);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('check-links remembers a module that passed, and checks it again once it changes', async () => {
    await page('export default function Fine() {\n  return <main>Fine</main>;\n}\n');
    expect(docgen('check-links').status).toBe(0);
    expect(docgen('check-links').status).toBe(0);
    await page('export default function Fine() {\n  return <main>Fine</main>;\n}\nexport const broken = (() => { throw new Error("now broken"); })();\n');
    const check = docgen('check-links');
    expect(check.stdout).toContain('pages/boom.tsx:4:');
    expect(check.stdout).toContain('threw while loading: now broken');
    expect(check.status).toBe(1);
    await rm(path.join(site, 'pages/boom.tsx'));
  });
});
