import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './index.js';

const fixture = fileURLToPath(new URL('../../engine/fixtures/site-basic', import.meta.url));

let dir: string;
let dev: DevServer;
const logged: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docgen-dev-links-'));
  await cp(fixture, dir, { recursive: true });
  // A folder link back up the tree, and two file links that point at each other (stat fails with ELOOP).
  await symlink('..', path.join(dir, 'docs/guide/up'));
  await symlink('loop-b.md', path.join(dir, 'docs/loop-a.md'));
  await symlink('loop-a.md', path.join(dir, 'docs/loop-b.md'));
  dev = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', log: (line) => logged.push(line) });
});
afterAll(async () => {
  await dev?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('docgen serve --watch with symbolic links that loop', () => {
  it('starts, serves pages and keeps watching', async () => {
    const res = await fetch(`${dev.url}/guide/intro`);
    expect(res.status).toBe(200);
    expect(logged.join('\n')).not.toMatch(/^\s+at /m);
  });
});
