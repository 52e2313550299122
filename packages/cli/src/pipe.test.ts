import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));
const fixture = fileURLToPath(new URL('../../engine/fixtures/site-basic', import.meta.url));

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-pipe-'));
  await cp(fixture, site, { recursive: true });
  // Thousands of broken links: the JSON report is far larger than a pipe's buffer.
  const links = Array.from({ length: 1000 }, (_, i) => `[link ${i}](./missing-${i}.md)`).join('\n\n');
  await writeFile(path.join(site, 'docs', 'many-links.md'), `# Many links\n\n${links}\n`);
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('a closed output pipe', () => {
  it('lets docgen finish quietly with its own exit code, without a stack trace, when the reader stops early (`| head -1`)', async () => {
    const child = spawn(process.execPath, [bin, 'check-links', '--format', 'json', '--root', site], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled|at .*node:/);
    // The fixture treats broken links as warnings: exit 0, as without the pipe.
    expect(code).toBe(0);
  });
});
