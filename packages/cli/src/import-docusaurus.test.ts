import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real command, as a person moving a site does (the packages are compiled by `npm run setup` first).
const bin = fileURLToPath(new URL('../../../bin/docgen', import.meta.url));
const fixtures = fileURLToPath(new URL('../../docusaurus-import/fixtures', import.meta.url));
const docgen = (args: string[], cwd: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-cli-import-'));
  for (const name of ['classic', 'broken-throws', 'broken-syntax']) await cp(path.join(fixtures, name), path.join(work, name), { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('docgen import-docusaurus', () => {
  it('is listed in the help, with its own usage', () => {
    const help = docgen(['--help'], work);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('import-docusaurus [options] <dir>');
    const own = docgen(['import-docusaurus', '--help'], work);
    expect(own.status).toBe(0);
    expect(own.stdout).toContain('Usage: docgen import-docusaurus [options] <dir>');
    expect(own.stdout).toContain('--out <dir>');
    expect(own.stdout).toContain('--force');
  });

  it('exits 2 on a missing argument, an unknown flag or a folder that does not exist', () => {
    const missing = docgen(['import-docusaurus'], work);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'dir'");
    const flag = docgen(['import-docusaurus', 'classic', '--outt', 'x'], work);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain("unknown option '--outt'");
    const nowhere = docgen(['import-docusaurus', 'no-such-site'], work);
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toBe('docgen: no folder at no-such-site; give the folder of the Docusaurus site (the one with docusaurus.config.js).\n');
  });

  it('exits 1 with the file and line of a configuration that throws, or does not parse, and writes nothing', () => {
    const throws = docgen(['import-docusaurus', 'broken-throws'], work);
    expect(throws.status).toBe(1);
    expect(throws.stderr).toContain(
      'broken-throws/docusaurus.config.js:5:11  error  docusaurus.config.js threw while loading: ORBIT_SITE_URL_THAT_IS_NEVER_SET is not set',
    );
    expect(throws.stderr).toContain('nothing was written');
    expect(throws.stderr).not.toMatch(/\n\s+at /);
    const syntax = docgen(['import-docusaurus', 'broken-syntax'], work);
    expect(syntax.status).toBe(1);
    expect(syntax.stderr).toContain('broken-syntax/docusaurus.config.js:8:7  error  docusaurus.config.js cannot be read: Expected "}" but found "]"');
    expect(existsSync(path.join(work, 'broken-syntax/site.config.yaml'))).toBe(false);
  });

  it('exits 1 in a folder without a Docusaurus configuration', () => {
    const run = docgen(['import-docusaurus', '.'], work);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`no Docusaurus configuration in ${work}`);
  });

  it('writes the two files, prints what was not carried over with advice, and says what to run next', () => {
    const run = docgen(['import-docusaurus', 'classic'], work);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Read docusaurus.config.js and sidebars.js in classic.', 'Wrote site.config.yaml and sidebars.yaml in classic.']);
    expect(run.stdout).toContain('\nNot carried over (18):\n');
    expect(run.stdout).toMatch(/\nclassic\/docusaurus\.config\.js:\d+:\d+ {2}warning {2}footer style "dark" — docgen's footer follows the colour mode\./);
    expect(run.stdout).toContain('classic/src/theme/Footer/index.js:1:1  warning  swizzled component Footer — ');
    expect(run.stdout).toContain('\nGood to know:\n  - ');
    expect(lines.at(-2)).toBe('Next: docgen build --root classic   (or docgen serve --watch --root classic)');
    expect(existsSync(path.join(work, 'classic/site.config.yaml'))).toBe(true);

    // A second run does not replace them, unless told to.
    const again = docgen(['import-docusaurus', 'classic'], work);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      'classic/site.config.yaml  error  site.config.yaml already exists — Pass --force to replace it, or choose another --out folder.',
    );
    expect(docgen(['import-docusaurus', 'classic', '--force'], work).status).toBe(0);
  });
});
