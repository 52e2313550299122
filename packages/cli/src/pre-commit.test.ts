// The pre-commit hook (scripts/git-hooks/pre-commit) in a real git repository: a copy of a site, committed once,
// then edited and committed again with the hook installed.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const hooks = path.join(repoRoot, 'scripts/git-hooks');
const siteBasic = path.join(repoRoot, 'packages/engine/fixtures/site-basic');
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

function git(cwd: string, ...args: string[]) {
  const run = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A git repository holding a copy of `from` (and its parse cache, if any), committed, with the hook installed. */
async function repoOf(from: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docgen-hook-'));
  made.push(dir);
  for (const name of ['docs', 'pages', 'static', 'site.config.yaml', 'sidebars.yaml']) {
    if (existsSync(path.join(from, name))) await cp(path.join(from, name), path.join(dir, name), { recursive: true });
  }
  // A writer's checkout has a warm cache; copying it keeps the test fast (it is keyed by content, so it is safe).
  const cache = path.join(from, '.docgen/cache');
  if (existsSync(cache)) {
    await mkdir(path.join(dir, '.docgen/cache'), { recursive: true });
    for (const name of await readdir(cache))
      if (name.endsWith('.slim.json') || name === 'page-modules.json') await cp(path.join(cache, name), path.join(dir, '.docgen/cache', name));
  }
  await writeFile(path.join(dir, '.gitignore'), '.docgen/\n');
  expect(git(dir, 'init', '-q').status).toBe(0);
  expect(git(dir, 'add', '-A').status).toBe(0);
  expect(git(dir, 'commit', '-q', '-m', 'site').status).toBe(0);
  expect(git(dir, 'config', 'core.hooksPath', hooks).status).toBe(0);
  return dir;
}

async function edit(file: string, change: (text: string) => string) {
  const text = await readFile(file, 'utf8');
  const changed = change(text);
  expect(changed).not.toBe(text);
  await writeFile(file, changed);
}

describe('the pre-commit hook', () => {
  it('stops a heading rename in run.md that breaks an anchor link in run-log.md (the real docs)', async () => {
    const repo = await repoOf(repoRoot);
    await edit(path.join(repo, 'docs/open-source/cli/run.md'), (t) => t.replace('## fedml run list', '## fedml run ls'));
    git(repo, 'add', 'docs/open-source/cli/run.md');
    const commit = git(repo, 'commit', '-m', 'rename a heading');
    expect(commit.output).toMatch(
      /docs\/open-source\/cli\/run-log\.md:\d+:\d+ {2}\.\/run\.md#fedml-run-list {2}error: no heading or element with id "fedml-run-list"/,
    );
    expect(commit.output).toContain('pre-commit: the commit would publish the broken links above');
    expect(commit.status).not.toBe(0);
    // Nothing was committed.
    expect(git(repo, 'log', '--oneline').output.trim().split('\n')).toHaveLength(1);

    // Fixing the link in run-log.md as well lets the commit through.
    await edit(path.join(repo, 'docs/open-source/cli/run-log.md'), (t) => t.replace('./run.md#fedml-run-list', './run.md#fedml-run-ls'));
    git(repo, 'add', '-A');
    const fixed = git(repo, 'commit', '-q', '-m', 'rename a heading, fix its link');
    expect(fixed.output).toMatch(/^No broken links in 2 files or in links to them \(\d+ pages checked, \d+ ms\)\.\n$/);
    expect(fixed.status).toBe(0);
  }, 120_000); // the real docs: a whole-site check, slow on a busy machine

  it('checks the whole site when a front matter slug moves a page (links to its old route break)', async () => {
    const repo = await repoOf(siteBasic);
    // The navbar of site.config.yaml links to /guide/setup.
    await edit(path.join(repo, 'docs/guide/setup.md'), (t) => t.replace('sidebar_position: 2\n', 'sidebar_position: 2\nslug: /guide/install\n'));
    git(repo, 'add', '-A');
    const commit = git(repo, 'commit', '-m', 'move the setup page');
    expect(commit.output).toContain('site.config.yaml');
    expect(commit.output).toContain('/guide/setup  error: broken link: no page or file at /guide/setup');
    expect(commit.status).not.toBe(0);
  });

  it('checks the whole site when a page is deleted', async () => {
    const repo = await repoOf(siteBasic);
    git(repo, 'rm', '-q', 'docs/reference/cli.md');
    const commit = git(repo, 'commit', '-m', 'delete a page');
    expect(commit.output).toMatch(/docs\/guide\/intro\.md:8:\d+ {2}\.\.\/reference\/cli\.md {2}warning: no such file/);
    // sidebars.yaml lists the deleted doc: an error.
    expect(commit.status).not.toBe(0);
  });

  it('lets a commit through when its files and the links to them are fine, even if another file has a problem', async () => {
    const repo = await repoOf(siteBasic);
    // A broken link in a file that is not part of the commit (work in progress) does not stop it.
    await writeFile(
      path.join(repo, 'docs/reference/config.md'),
      `${await readFile(path.join(repo, 'docs/reference/config.md'), 'utf8')}\nSee [nothing](/nowhere).\n`,
    );
    await edit(path.join(repo, 'docs/guide/setup.md'), (t) => `${t}\nMore setup text.\n`);
    git(repo, 'add', 'docs/guide/setup.md');
    const commit = git(repo, 'commit', '-q', '-m', 'more text');
    expect(commit.output).toMatch(/^No broken links in docs\/guide\/setup\.md or in links to it/);
    expect(commit.status).toBe(0);
  });

  it('handles file names with spaces', async () => {
    const repo = await repoOf(siteBasic);
    await writeFile(path.join(repo, 'docs/guide/with space.md'), '# With space\n\nA [broken link](/guide/none).\n');
    git(repo, 'add', '-A');
    const commit = git(repo, 'commit', '-m', 'a new page');
    expect(commit.output).toContain('docs/guide/with space.md:3:3  /guide/none  error: broken link');
    expect(commit.status).not.toBe(0);
  });
});
