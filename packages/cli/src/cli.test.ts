import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real command, as writers and CI do (the packages are compiled by `npm run setup` first).
const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));
const fixture = fileURLToPath(new URL('../../engine/fixtures/site-basic', import.meta.url));
const docgen = (args: string[], cwd?: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-cli-'));
  await cp(fixture, site, { recursive: true });
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('docgen command line', () => {
  it('prints help and version with exit 0', () => {
    const help = docgen(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: docgen');
    expect(help.stdout).toContain('build [options]');
    expect(docgen(['build', '--help']).stdout).toContain('--out-dir <dir>');
    const version = docgen(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('prints usage and exits 2 on an unknown command or a bad flag', () => {
    const unknown = docgen(['bulid']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'bulid'");
    expect(unknown.stderr).toContain('Usage: docgen');
    const flag = docgen(['build', '--out-dri', 'x']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain("unknown option '--out-dri'");
    expect(flag.stderr).toContain('Usage: docgen build');
    const port = docgen(['serve', '--port', 'abc']);
    expect(port.status).toBe(2);
    expect(port.stderr).toContain('invalid port "abc"');
  });

  it('builds a site and ends with one summary line', () => {
    const run = docgen(['build', '--root', site, '--out-dir', 'out']);
    // Standard error holds at most progress lines (a slow machine takes long enough to get some).
    expect(run.stderr.replace(/^… building.*\n/gm, '')).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toMatch(/^Built 14 pages with 0 warnings in \d+ ms → .*out\n$/);
  });

  it('prints the time of each stage with --timings', () => {
    const run = docgen(['build', '--root', site, '--out-dir', 'out', '--timings']);
    expect(run.status).toBe(0);
    const timings = JSON.parse(/^timings: (.*)$/m.exec(run.stdout)?.[1] ?? 'null') as Record<string, number>;
    expect(Object.keys(timings)).toEqual(['config', 'scan', 'parse', 'graph', 'assets', 'render', 'search', 'write', 'parsed', 'rendered']);
    // A second build of the same site reuses the first one's work.
    expect(timings.parsed).toBe(0);
  });

  it('reports a user error as file:line:column with exit 1 and no stack trace', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'docgen-cli-broken-'));
    try {
      await cp(fixture, broken, { recursive: true });
      await writeFile(path.join(broken, 'docs/guide/setup.md'), '---\nsidebar_position: first\n---\nText\n');
      const run = docgen(['build', '--root', broken]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('docs/guide/setup.md:2:19  error  front matter "sidebar_position" must be a number');
      expect(run.stderr).toContain('nothing was written');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('refuses to push search records without an app id or admin key', () => {
    const build = docgen(['build', '--root', site, '--out-dir', 'out']);
    expect(build.status).toBe(0);
    const run = docgen(['search', 'push', '--root', site, '--dir', 'out']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no search application id');
  });

  it('says what to do when run outside a site', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'docgen-cli-empty-'));
    try {
      const run = docgen(['build'], empty);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('site.config.yaml  error  no site.config.yaml (the site configuration) in');
      expect(run.stderr).toContain('--root');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('says there is no built site when serve --dir does not exist', () => {
    const missing = path.join(site, 'no-such-build');
    const run = docgen(['serve', '--dir', missing, '--port', '0']);
    expect(run.stderr).toBe(`docgen: no built site at ${missing}; run docgen build first (or point --dir at the built folder).\n`);
    expect(run.status).toBe(1);
  });

  it('explains an --out-dir that cannot be a folder, without internal paths', async () => {
    await writeFile(path.join(site, 'a-file'), 'not a folder');
    const under = docgen(['build', '--root', site, '--out-dir', 'a-file/out']);
    expect(under.stderr).toBe(
      `docgen: cannot create the output folder ${path.join(site, 'a-file/out')}: ${path.join(site, 'a-file')} is a file, not a folder. Choose another --out-dir.\n`,
    );
    expect(under.status).toBe(1);
    const itself = docgen(['build', '--root', site, '--out-dir', 'a-file']);
    expect(itself.stderr).toContain('is a file, not a folder');
    expect(itself.status).toBe(1);
    expect(await readdir(site)).not.toContainEqual(expect.stringMatching(/\.tmp-/));
  });

  it('refuses an --out-dir that would replace the sources', async () => {
    for (const [outDir, what] of [
      ['docs', 'is the docs folder'],
      ['.', 'is the site root'],
      ['..', 'holds the site root'],
    ]) {
      const run = docgen(['build', '--root', site, '--out-dir', outDir]);
      expect(run.stderr).toContain(what);
      expect(run.status).toBe(1);
    }
    // The docs are still there.
    expect(await readdir(path.join(site, 'docs/guide'))).toContain('intro.md');
  });
});
