import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));
const broken = fileURLToPath(new URL('../fixtures/broken-links', import.meta.url));
const clean = fileURLToPath(new URL('../../build/fixtures/site-basic', import.meta.url));
const docgen = (args: string[], cwd?: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docgen-links-'));
  await cp(broken, site, { recursive: true });
});
afterAll(() => rm(site, { recursive: true, force: true }));

interface Problem {
  file: string;
  line: number | null;
  column: number | null;
  link: string | null;
  severity: string;
  reason: string;
  suggestion: string | null;
}

function json(args: string[]): { status: number | null; report: { errors: number; warnings: number; problems: Problem[] } } {
  const run = docgen(['check-links', '--root', site, '--format', 'json', ...args]);
  return { status: run.status, report: JSON.parse(run.stdout) };
}

describe('docgen check-links on a site with every kind of breakage', () => {
  it('finds each problem at its file, line and column, and exits 1', () => {
    const { status, report } = json([]);
    expect(status).toBe(1);
    const rows = report.problems.map((p) => `${p.severity} ${p.file}:${p.line ?? '-'}:${p.column ?? '-'} ${p.link ?? ''}`).sort();
    expect(rows).toEqual(
      [
        'error docs/guide/intro.md:3:3 /guide/othr',
        'error docs/guide/intro.md:5:3 ./other.md#nope',
        'warning docs/guide/intro.md:7:3 ./gone.md',
        'error docs/guide/intro.md:7:35 #missing-heading',
        'error docs/guide/intro.md:9:1 /raw/gone',
        'error docs/guide/intro.md:9:43 ./pics/none.png',
        'error site.config.yaml:6:7 /missing-page',
        'error site.config.yaml:10:5 /nowhere',
        'error sidebars.yaml:-:- /guide/also-missing (sidebar "guide")',
        'warning docs/guide/other.md:1:1 ',
        'error pages/no-default.tsx:1:1 ',
      ].sort(),
    );
    expect(report).toMatchObject({ errors: 9, warnings: 2 });
  });

  it('suggests the closest route or anchor', () => {
    const { report } = json([]);
    const byLink = (link: string) => report.problems.find((p) => p.link === link)!;
    expect(byLink('/guide/othr').suggestion).toBe('Did you mean "/guide/other"?');
    expect(byLink('./other.md#nope').reason).toBe('no heading or element with id "nope" on /guide/other');
    expect(byLink('#missing-heading').reason).toContain('no heading or element with id "missing-heading"');
  });

  it('names both files of a duplicate route', () => {
    const { report } = json([]);
    const dup = report.problems.find((p) => p.reason.startsWith('duplicate route'))!;
    expect(dup.reason).toContain('docs/guide/dup.md');
    expect(dup.file).toBe('docs/guide/other.md');
  });

  it('prints one line per problem, grouped by file, and a count line', () => {
    const run = docgen(['check-links', '--root', site]);
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toContain('docs/guide/intro.md:3:3  /guide/othr  error: broken link: no page or file at /guide/othr (did you mean "/guide/other"?)');
    expect(lines.at(-1)).toMatch(/^9 errors and 2 warnings in 5 files \(\d+ ms\)\.$/);
    const files = lines.slice(0, -1).filter((l) => !l.startsWith(' ')).map((l) => l.split(':')[0]);
    // Grouped: once a file's lines end, it does not come back.
    expect(files.filter((f, i) => f !== files[i - 1])).toEqual([...new Set(files)]);
  });

  it('reports only the given files, resolving their links against the whole site', () => {
    const { status, report } = json([path.join(site, 'docs/guide/other.md')]);
    expect(report.problems.map((p) => p.file)).toEqual(['docs/guide/other.md']);
    expect(status).toBe(0);
  });

  it('follows the severities of site.config.yaml', async () => {
    const config = await readFile(path.join(broken, 'site.config.yaml'), 'utf8');
    await writeFile(path.join(site, 'site.config.yaml'), `${config}onBrokenLinks: warn\nonBrokenAnchors: ignore\nonBrokenMarkdownLinks: throw\nonDuplicateRoutes: ignore\n`);
    try {
      const { report } = json([]);
      const severities = Object.fromEntries(report.problems.map((p) => [p.link || p.reason.slice(0, 20), p.severity]));
      expect(severities['/guide/othr']).toBe('warning');
      expect(severities['./gone.md']).toBe('error');
      expect(severities['#missing-heading']).toBeUndefined();
      expect(report.problems.some((p) => p.reason.startsWith('duplicate route'))).toBe(false);
    } finally {
      await writeFile(path.join(site, 'site.config.yaml'), config);
    }
  });

  it('fails the build the same way', () => {
    const run = docgen(['build', '--root', site]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docs/guide/intro.md:3:3  /guide/othr  error: broken link');
  });
});

describe('docgen check-links on a clean site', () => {
  it('reports nothing and exits 0', () => {
    const run = docgen(['check-links', '--root', clean]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^No broken links in 9 pages \(\d+ ms\)\.\n$/);
    expect(run.status).toBe(0);
  });

  it('exits 2 on a usage error', () => {
    expect(docgen(['check-links', '--format', 'xml']).status).toBe(2);
  });
});
