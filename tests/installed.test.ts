// docgen as a user gets it: `npm run pack`'s tarball installed with npm into an empty folder outside this repository,
// then `docgen init --yes`, the build, the link check, and both servers, all run from that folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSize } from '../scripts/lib/install-size.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let work: string;
let site: string;
let tarball: string;
/** What `npm install` of the tarball printed, warnings included. */
let installOutput: string;

/** Runs a command in the site folder; npm reuses its cache (the registry is asked only for what it lacks). */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: site,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docgen-installed-'));
  site = path.join(work, 'acme-docs');
  await mkdir(site);
  const pack = spawnSync(process.execPath, [path.join(repo, 'scripts/pack.mjs'), '--no-measure', '--out', path.join(work, 'packed')], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`pack failed:\n${pack.stdout}\n${pack.stderr}`);
  tarball = path.join(
    work,
    'packed',
    (await readdir(path.join(work, 'packed'))).find((f) => f.endsWith('.tgz'))!,
  );
  const install = run(npm, ['install', '--loglevel=warn', tarball]);
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
  installOutput = `${install.stdout}\n${install.stderr}`;
}, 900_000);

afterAll(() => rm(work, { recursive: true, force: true }));

/** Starts a server command, resolves with its address once it prints one. */
function startServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(path.join(site, 'node_modules/.bin/docgen'), args, {
    cwd: site,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address printed:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('docgen installed from its tarball', () => {
  it('installs without an engine warning or a deprecated package, every package accepting the oldest Node docgen supports', async () => {
    const warnings = installOutput.split('\n').filter((line) => /EBADENGINE|^npm warn deprecated/i.test(line));
    expect(warnings).toEqual([]);
    // npm checks engines against the Node running it; this asks the installed tree about the oldest one docgen accepts.
    const { engines } = JSON.parse(await readFile(path.join(site, 'node_modules/docgen/package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = `${/^>=(\d+\.\d+)$/.exec(engines.node)![1]}.0`;
    const query = run(npm, ['query', `:attr(engines, [node]):not(:semver(${oldest}, :attr(engines, [node]), satisfies))`]);
    expect(query.status, query.stderr).toBe(0);
    const refusing = (JSON.parse(query.stdout) as { name: string; version: string; location: string; engines: { node: string } }[]).map(
      (p) => `${p.location}: ${p.name}@${p.version} wants node ${p.engines.node}`,
    );
    expect(refusing, `node ${oldest}`).toEqual([]);
  });

  it('installs in at most 60 MB and 120 packages: the browser-only code ships prebundled, the Node libraries bundled', async () => {
    const { total, count, packages } = await installSize(site);
    const largest = packages
      .slice(0, 15)
      .map((p) => `${p.name} ${(p.bytes / 1e6).toFixed(1)} MB`)
      .join(', ');
    expect(total, `node_modules takes ${(total / 1e6).toFixed(1)} MB; largest: ${largest}`).toBeLessThanOrEqual(60e6);
    expect(count, `${count} packages installed`).toBeLessThanOrEqual(120);
    // Browser-only libraries are inside docgen's prebundled runtime, and Mermaid is the site's to install.
    const names = new Set(packages.map((p) => p.name));
    for (const name of ['mermaid', 'algoliasearch', '@docsearch/react', 'sucrase', 'unified', 'micromark']) expect(names.has(name), name).toBe(false);
    // One KaTeX: the one docgen pins (0.18.4).
    const katex = run(npm, ['ls', '--all', '--parseable', 'katex']);
    expect(katex.stdout.trim().split('\n'), katex.stderr).toHaveLength(1);
  });

  it('is one package holding everything it runs, with its metadata, and no link into this repository', async () => {
    const pkg = JSON.parse(await readFile(path.join(site, 'node_modules/docgen/package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).toMatchObject({ name: 'docgen', bin: { docgen: './bin/docgen.js' }, types: './dist/index.d.ts', engines: { node: '>=20.19' } });
    for (const field of ['exports', 'files', 'license', 'repository']) expect(pkg[field], field).toBeTruthy();
    // The licence the manifest names, in full.
    expect(pkg.license).toBe('MIT');
    expect(await readFile(path.join(site, 'node_modules/docgen/LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    const installed = await readdir(path.join(site, 'node_modules'), { recursive: true });
    expect(installed.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f.includes('@docgen'))).toBe(false);
    for (const file of installed.filter((f) => f.startsWith('docgen')))
      expect((await lstat(path.join(site, 'node_modules', file))).isSymbolicLink(), file).toBe(false);
    expect(installed).toContain(path.join('docgen', 'node_modules', '@docgen', 'runtime', 'prebundled', 'runtime.json'));
    expect(installed).toContain(path.join('docgen', 'node_modules', '@docgen', 'vendor', 'THIRD-PARTY-LICENSES.md'));
    expect(installed).toContain(path.join('docgen', 'node_modules', '@docgen', 'theme', 'src', 'styles', 'theme.css'));
    const version = run(npx, ['--no', '--', 'docgen', '--version']);
    expect(version.stdout.trim()).toBe(pkg.version);
    const help = run(npx, ['--no', '--', 'docgen', '--help']);
    for (const command of ['init', 'build', 'serve', 'check-links', 'search', 'import-docusaurus']) expect(help.stdout).toContain(`  ${command} `);
  });

  it('writes a site with `docgen init --yes` that builds with no warning, passes check-links and is served', async () => {
    const init = run(npx, ['--no', '--', 'docgen', 'init', '--yes', '--title', 'Acme Docs']);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    expect(init.stdout).toMatch(/^ {2}updated {3}package\.json {2}\(added scripts dev, build, check-links, serve\)$/m);
    expect(init.stdout).toContain('Next: npm run dev ');
    const pkg = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.docgen).toMatch(/^file:/);

    const build = run(npm, ['run', '--silent', 'build']);
    expect(build.stderr.replace(/^… building.*\n/gm, '')).toBe('');
    expect(build.stdout).toMatch(/^Built \d+ pages with 0 warnings in \d+ ms/);
    expect(build.status).toBe(0);
    const assets = await readdir(path.join(site, 'build/assets'), { recursive: true });
    expect(assets.some((f) => /^js\/main\.\w+\.js$/.test(f.split(path.sep).join('/')))).toBe(true);

    const check = run(npm, ['run', '--silent', 'check-links']);
    expect(check.stdout).toMatch(/^No broken links in 3 pages/);
    expect(check.status).toBe(0);

    const served = await startServer(['serve', '--port', '0']);
    try {
      const page = await fetch(`${served.url}/getting-started`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Getting started | Acme Docs</title>');
      expect(html).toContain('Preview as you write');
      // The page loads its entry after the first paint, through an inline loader (packages/theme/src/document.ts).
      const script = /import\("(\/assets\/js\/main\.\w+\.js)"\)/.exec(html)?.[1];
      expect(script).toBeTruthy();
      expect((await fetch(`${served.url}${script}`)).status).toBe(200);
    } finally {
      expect(await stop(served.child)).toBe(0);
    }
  }, 600_000);

  it("runs the writer's server (`docgen serve --watch`, the dev script) from the installed copy", async () => {
    const dev = await startServer(['serve', '--watch', '--port', '0']);
    try {
      const page = await fetch(`${dev.url}/writing-pages`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('greet.js');
    } finally {
      expect(await stop(dev.child)).toBe(0);
    }
  }, 300_000);

  it("checks Mermaid diagrams at build time once the site installs Mermaid (`npm i -D mermaid`), from the site's own node_modules", async () => {
    // Line 7 of the page holds the unclosed `{Ready?`.
    await writeFile(path.join(site, 'docs/diagram.md'), '# Diagram\n\nSome text.\n\n```mermaid\nflowchart TD\n  a[Start] --> b{Ready?\n  b --> c\n```\n');
    const unchecked = run(npm, ['run', '--silent', 'build']);
    expect(unchecked.status, unchecked.stderr).toBe(0);
    const install = run(npm, ['install', '--save-dev', '--loglevel=warn', 'mermaid']);
    expect(install.status, install.stderr).toBe(0);
    expect(`${install.stdout}\n${install.stderr}`.split('\n').filter((line) => /EBADENGINE|ERESOLVE|^npm warn deprecated/i.test(line))).toEqual([]);
    // The version docgen's optional peer range accepts (the one its browser copy draws with).
    const mermaid = JSON.parse(await readFile(path.join(site, 'node_modules/mermaid/package.json'), 'utf8')) as { version: string };
    expect(mermaid.version).toMatch(/^11\./);
    const checked = run(npm, ['run', '--silent', 'build']);
    expect(checked.status).toBe(1);
    expect(checked.stdout + checked.stderr).toMatch(/docs\/diagram\.md:7:18 {2}error {2}Mermaid diagram: Parse error/);
  }, 600_000);
});
