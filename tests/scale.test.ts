// Memory is bounded by a batch, not by the site: a generated site of a few hundred pages (three copies of docs/)
// builds in a process whose JavaScript heap is limited far below what holding every page at once would take.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticSite } from '../scripts/lib/synthetic-site.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const HEAP_LIMIT_MB = 96;
let site: string;
let pages: number;

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-scale-'));
  ({ pages } = (await writeSyntheticSite(site, { copies: 3 })) as { pages: number });
}, 120_000);
afterAll(() => rm(site, { recursive: true, force: true }));

describe('a build of a few hundred pages', () => {
  it(`completes with the JavaScript heap of every thread limited to ${HEAP_LIMIT_MB} MB`, async () => {
    const result = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, path.join(repo, 'bin/docgen'), 'build', '--root', site], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
      timeout: 600_000,
    });
    expect(result.stderr).not.toMatch(/heap out of memory|ERR_WORKER_OUT_OF_MEMORY/);
    expect(result.status, result.stderr).toBe(0);
    const built = Number(/Built (\d+) pages/.exec(result.stdout)?.[1]);
    expect(built).toBeGreaterThanOrEqual(pages);
    const html = (await readdir(path.join(site, 'build', 'c2', 'deploy'))).filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThan(5);
  }, 600_000);
});
