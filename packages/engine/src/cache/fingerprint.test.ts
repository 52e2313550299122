// The parse cache's key: every cause that can change what the parser produces gives another fingerprint.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintOf, packageFingerprint } from './fingerprint.js';

let root: string;
const json = (value: unknown) => JSON.stringify(value, null, 2);

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

/** A package like @docgen/markdown, installed beside a dependency (with one of its own) and a workspace package. */
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docgen-fingerprint-'));
  await put(
    'packages/markdown/package.json',
    json({ name: '@docgen/markdown', version: '1.0.0', dependencies: { 'remark-parse': '^11', '@docgen/core': 'workspace:*' } }),
  );
  await put('packages/markdown/dist/index.js', 'export const parse = 1;\n');
  await put('packages/markdown/dist/code/highlighter.js', 'export const theme = "github";\n');
  await put('packages/markdown/dist/index.d.ts', 'export declare const parse: number;\n');
  await put('packages/core/package.json', json({ name: '@docgen/core', version: '1.0.0' }));
  await put('packages/core/dist/index.js', 'export const core = 1;\n');
  await put('node_modules/remark-parse/package.json', json({ name: 'remark-parse', version: '11.0.0', dependencies: { micromark: '^4' } }));
  await put('node_modules/micromark/package.json', json({ name: 'micromark', version: '4.0.1' }));
  // The workspace package is linked into the package's node_modules, as pnpm does.
  await mkdir(path.join(root, 'packages/markdown/node_modules/@docgen'), { recursive: true });
  const { symlink } = await import('node:fs/promises');
  await symlink(path.join(root, 'packages/core'), path.join(root, 'packages/markdown/node_modules/@docgen/core'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const fingerprint = (options?: unknown) =>
  fingerprintOf({ packageDir: path.join(root, 'packages/markdown'), codeDir: path.join(root, 'packages/markdown/dist'), options });

describe('the parser fingerprint', () => {
  it('is stable while nothing changes', () => {
    expect(fingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint()).toBe(fingerprint());
  });

  it('changes with a file in a subfolder of the code (the highlighter)', async () => {
    const before = fingerprint();
    await put('packages/markdown/dist/code/highlighter.js', 'export const theme = "github-high-contrast";\n');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with a new code file, but not with type declarations', async () => {
    const before = fingerprint();
    await put('packages/markdown/dist/index.d.ts', 'export declare const parse: string;\n');
    expect(fingerprint()).toBe(before);
    await put('packages/markdown/dist/remark-math.js', 'export {};\n');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with the installed version of a dependency, and of a dependency of a dependency', async () => {
    const before = fingerprint();
    await put('node_modules/remark-parse/package.json', json({ name: 'remark-parse', version: '11.0.1', dependencies: { micromark: '^4' } }));
    const afterDirect = fingerprint();
    expect(afterDirect).not.toBe(before);
    await put('node_modules/micromark/package.json', json({ name: 'micromark', version: '4.0.2' }));
    expect(fingerprint()).not.toBe(afterDirect);
  });

  it('changes with the code of a docgen package it uses', async () => {
    const before = fingerprint();
    await put('packages/core/dist/index.js', 'export const core = 2;\n');
    expect(fingerprint()).not.toBe(before);
  });

  it("changes with docgen's version", async () => {
    const before = fingerprint();
    await put(
      'packages/markdown/package.json',
      json({ name: '@docgen/markdown', version: '1.1.0', dependencies: { 'remark-parse': '^11', '@docgen/core': 'workspace:*' } }),
    );
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with the settings that change parsing', () => {
    expect(fingerprint({ math: true })).not.toBe(fingerprint({ math: false }));
    expect(fingerprint({ math: true })).toBe(fingerprint({ math: true }));
  });

  it('fingerprints the installed markdown stage from its compiled code', () => {
    expect(packageFingerprint('@docgen/markdown')).toMatch(/^[0-9a-f]{16}$/);
    expect(packageFingerprint('@docgen/markdown', { a: 1 })).not.toBe(packageFingerprint('@docgen/markdown'));
  });
});
