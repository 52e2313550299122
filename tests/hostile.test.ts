/**
 * Hostile inputs: the real command (`node bin/docgen build`, compiled by `npm run setup`) on a small site
 * (tests/hostile/site) with one hostile thing added at a time — the small ones as real files under
 * tests/hostile/cases/<case>/ laid over the site, the big or binary ones generated here. Each must end in a clean
 * build (exit 0), or in one error naming file:line:column (exit 1) that leaves the previous output byte for byte as
 * it was; never a stack trace, and within 10 s of CPU time (the child's own, measured through
 * tests/hostile/cpu-usage.mjs, because wall time on a shared machine says more about the neighbours; a run still
 * going after 60 s of wall time is stopped and fails). A large page gets the time its length allows.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'docgen');
const siteFixture = path.join(here, 'hostile', 'site');
const casesDir = path.join(here, 'hostile', 'cases');
const cpuReporter = path.join(here, 'hostile', 'cpu-usage.mjs');
const CPU_LIMIT_MS = 10_000;
const WALL_LIMIT_MS = 60_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  cpuMs: number;
  wallMs: number;
}

function build(root: string, env: Record<string, string> = {}, wallLimitMs = WALL_LIMIT_MS): Run {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', cpuReporter, bin, 'build', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    timeout: wallLimitMs,
  });
  // A long build prints progress lines ("… building (5 s)") on standard error; they are not problems.
  const stderr = child.stderr.replace(/^… building.*\n/gm, '');
  return { status: child.status, stdout: child.stdout, stderr, cpuMs: Number(child.output[3] || NaN), wallMs: performance.now() - started };
}

/** Every file of a folder with a hash of its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const visit = async (sub: string) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) await visit(rel);
      else
        out[rel] = createHash('sha256')
          .update(await readFile(path.join(dir, rel)))
          .digest('hex');
    }
  };
  await visit('');
  return out;
}

type Outcome =
  | { ok: true; warning?: RegExp; check?: (site: string) => Promise<void> }
  /** The one error line: `file:line:column  error  message…` (or the link form). */
  | { error: RegExp };

interface HostileCase {
  name: string;
  /** A folder of tests/hostile/cases laid over the site, and/or files written by code. */
  overlay?: string;
  prepare?: (site: string) => Promise<void>;
  /** Environment of the build. */
  env?: Record<string, string>;
  /** CPU and wall time the build may take, when not `CPU_LIMIT_MS` and `WALL_LIMIT_MS`. */
  cpuLimitMs?: number;
  wallLimitMs?: number;
  outcome: Outcome;
}

const page = (lines: string) => `# Hostile\n\n${lines}`;

const cases: HostileCase[] = [
  // Configuration files and front matter: syntax, types, keys, emptiness.
  {
    name: 'malformed YAML in site.config.yaml',
    overlay: 'config-malformed-yaml',
    outcome: { error: /^site\.config\.yaml:4:10 {2}error {2}invalid YAML: the "\[" that starts this value is never closed with "\]"/ },
  },
  { name: 'malformed YAML in sidebars.yaml', overlay: 'sidebars-malformed-yaml', outcome: { error: /^sidebars\.yaml:3:1 {2}error {2}invalid YAML: / } },
  {
    name: 'malformed YAML in front matter',
    overlay: 'front-matter-malformed-yaml',
    outcome: { error: /^docs\/guide\.md:3:8 {2}error {2}invalid front matter YAML: / },
  },
  {
    name: 'a value of the wrong type in site.config.yaml',
    overlay: 'config-wrong-type',
    outcome: { error: /^site\.config\.yaml:6:17 {2}error {2}navbar\.hideOnScroll must be / },
  },
  {
    name: 'a value of the wrong type in sidebars.yaml',
    overlay: 'sidebars-wrong-type',
    outcome: { error: /^sidebars\.yaml:4:16 {2}error {2}.*collapsed must be / },
  },
  {
    name: 'a value of the wrong type in front matter',
    overlay: 'front-matter-wrong-type',
    outcome: { error: /^docs\/guide\.md:2:19 {2}error {2}front matter "sidebar_position" must be a number/ },
  },
  {
    name: 'an unknown key in site.config.yaml',
    overlay: 'config-unknown-key',
    outcome: { error: /^site\.config\.yaml:10:1 {2}error {2}unknown key "onBrokenLink" \(did you mean "onBrokenLinks"\?\)/ },
  },
  {
    name: 'an unknown key in sidebars.yaml',
    overlay: 'sidebars-unknown-key',
    outcome: { error: /^sidebars\.yaml:4:5 {2}error {2}unknown key ".*lable" \(did you mean "label"\?\)/ },
  },
  { name: 'unknown keys in front matter (kept, as Docusaurus does)', overlay: 'front-matter-unknown-key', outcome: { ok: true } },
  { name: 'an empty doc', prepare: (site) => writeFile(path.join(site, 'docs/empty.md'), ''), outcome: { ok: true } },
  {
    name: 'an empty site.config.yaml',
    prepare: (site) => writeFile(path.join(site, 'site.config.yaml'), ''),
    outcome: { error: /^site\.config\.yaml:1:1 {2}error {2}the file is empty/ },
  },
  {
    name: 'an empty sidebars.yaml',
    prepare: (site) => writeFile(path.join(site, 'sidebars.yaml'), ''),
    outcome: { error: /^sidebars\.yaml:1:1 {2}error {2}the file is empty/ },
  },
  {
    name: 'an empty _category_.json',
    prepare: async (site) => {
      await mkdir(path.join(site, 'docs/more'));
      await writeFile(path.join(site, 'docs/more/_category_.json'), '');
      await writeFile(path.join(site, 'docs/more/page.md'), '# More\n');
    },
    outcome: { error: /^docs\/more\/_category_\.json:1:1 {2}error {2}the file is empty/ },
  },

  // Files that are not text, or are text in an unusual shape.
  {
    name: 'a binary file saved as a doc',
    prepare: async (site) => {
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), createHash('sha512').update('pixels').digest()]);
      await writeFile(path.join(site, 'docs/picture.md'), png);
    },
    outcome: { error: /^docs\/picture\.md:3:1 {2}error {2}this file holds a NUL character, so it is not text/ },
  },
  {
    name: 'a NUL byte in a doc',
    prepare: (site) => writeFile(path.join(site, 'docs/nul.md'), page('Hello\0world\n')),
    outcome: { error: /^docs\/nul\.md:3:6 {2}error {2}this file holds a NUL character/ },
  },
  {
    name: 'a doc that is not UTF-8 (Latin-1)',
    prepare: (site) => writeFile(path.join(site, 'docs/latin1.md'), Buffer.from(page('Caf\xe9 au lait\n'), 'latin1')),
    outcome: { error: /^docs\/latin1\.md:3:4 {2}error {2}this file is not valid UTF-8 here/ },
  },
  {
    name: 'CRLF line endings with a byte-order mark',
    prepare: (site) =>
      writeFile(
        path.join(site, 'docs/windows.md'),
        '\uFEFF---\r\ntitle: Written on Windows\r\n---\r\n\r\n## Section\r\n\r\nText with [a link](./guide.md#install).\r\n',
      ),
    outcome: {
      ok: true,
      check: async (site) => {
        const html = await readFile(path.join(site, 'build/windows.html'), 'utf8');
        expect(html).toContain('<title>Written on Windows | Hostile Inputs</title>');
        expect(html).not.toContain('title: Written');
      },
    },
  },

  // Size and nesting.
  {
    name: 'a 17 MB page',
    prepare: (site) =>
      writeFile(path.join(site, 'docs/huge.md'), page('A paragraph of ordinary words, written again and again to fill the page.\n\n'.repeat(230_000))),
    outcome: { error: /^docs\/huge\.md:\d+:\d+ {2}error {2}this page is 17\.\d million characters long and passes the limit of 16,000,000 here/ },
  },
  {
    // Large, not hostile: it builds in time linear in its length (scripts/bench-large-page.mjs), and gets as much CPU
    // time as the parse of its 2 million characters may take (10 s a million), and as much again to render it.
    name: '120,000 headings',
    prepare: (site) => writeFile(path.join(site, 'docs/headings.md'), page(Array.from({ length: 120_000 }, (_, i) => `## Heading ${i}\n`).join(''))),
    cpuLimitMs: 40_000,
    wallLimitMs: 120_000,
    outcome: {
      ok: true,
      check: async (site) => {
        const html = await readFile(path.join(site, 'build/headings.html'), 'utf8');
        expect(html).toContain('<h2 id="heading-119999">Heading 119999<a class="hash-link"');
        expect(html.match(/class="toc__link"/g)).toHaveLength(2 * 120_000);
      },
    },
  },
  {
    name: 'a list nested 3,000 levels',
    prepare: (site) => writeFile(path.join(site, 'docs/deep-list.md'), page(`${'- '.repeat(3000)}item\n`)),
    outcome: { error: /^docs\/deep-list\.md:3:65 {2}error {2}a list item nested 33 levels deep/ },
  },
  {
    // (Nested 3,000 levels this way, the page would be 9 million characters long.)
    name: 'a list nested 200 levels by indentation',
    prepare: (site) => writeFile(path.join(site, 'docs/deep-indented.md'), page(Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'))),
    outcome: { error: /^docs\/deep-indented\.md:35:65 {2}error {2}a list item nested 33 levels deep/ },
  },
  {
    name: 'a block quote nested 3,000 levels',
    prepare: (site) => writeFile(path.join(site, 'docs/deep-quote.md'), page(`${'> '.repeat(3000)}quote\n`)),
    outcome: { error: /^docs\/deep-quote\.md:3:65 {2}error {2}a block quote nested 33 levels deep/ },
  },
  {
    name: 'nesting right at the limits (it builds: search records, TOC and React take it)',
    prepare: (site) =>
      writeFile(
        path.join(site, 'docs/at-limits.md'),
        page(
          `## Deep\n\n${'- '.repeat(32)}item\n\n${'> '.repeat(32)}quote\n\n${'<div>'.repeat(64)}x${'</div>'.repeat(64)}\n\n${'*'.repeat(32)}strong${'*'.repeat(32)}\n`,
        ),
      ),
    outcome: { ok: true },
  },
  {
    name: 'HTML nested 3,000 levels',
    prepare: (site) => writeFile(path.join(site, 'docs/deep-html.md'), page(`${'<div>'.repeat(3000)}\n`)),
    outcome: { error: /^docs\/deep-html\.md:3:321 {2}error {2}<div> nested 65 levels deep/ },
  },

  // Markdown mistakes a writer makes.
  {
    name: 'an admonition never closed',
    overlay: 'unclosed-admonition',
    outcome: { ok: true, warning: /^docs\/notes\.md:3:1 {2}warning {2}":::warning" is never closed/ },
  },
  {
    name: 'a code fence never closed',
    overlay: 'unclosed-fence',
    outcome: { ok: true, warning: /^docs\/notes\.md:3:1 {2}warning {2}this code block is never closed/ },
  },
  {
    name: 'two docs with the same slug',
    overlay: 'duplicate-slugs',
    outcome: { ok: true, warning: /^docs\/other\.md:2:7 {2}warning {2}duplicate route "\/guide"/ },
  },
  { name: 'a missing image', overlay: 'missing-image', outcome: { error: /^docs\/pictures\.md:5:1 {2}\.\/img\/architecture\.png {2}error: file not found/ } },

  // The file system.
  {
    name: 'a 60 MB image',
    prepare: async (site) => {
      const file = path.join(site, 'docs/img/poster.png');
      // A PNG header (4000 × 3000) and 60 MB of nothing after it.
      await writeFile(file, Buffer.from('89504e470d0a1a0a0000000d4948445200000fa000000bb80802000000', 'hex'));
      await truncate(file, 60 * 1024 * 1024);
      await writeFile(path.join(site, 'docs/poster.md'), page('![Poster](./img/poster.png)\n'));
    },
    outcome: {
      ok: true,
      check: async (site) => {
        const html = await readFile(path.join(site, 'build/poster.html'), 'utf8');
        expect(html).toMatch(/<img src="\/assets\/files\/poster-\w+\.png" width="4000" height="3000"/);
      },
    },
  },
  {
    name: 'symbolic links that loop under docs/',
    prepare: async (site) => {
      await symlink('..', path.join(site, 'docs/up'));
      await symlink(path.join(site, 'docs'), path.join(site, 'docs/itself'));
      await symlink('loop-b.md', path.join(site, 'docs/loop-a.md'));
      await symlink('loop-a.md', path.join(site, 'docs/loop-b.md'));
    },
    outcome: { ok: true },
  },
  {
    name: 'Unicode file names',
    overlay: 'unicode-names',
    prepare: (site) => writeFile(path.join(site, 'docs', 'cafe\u0301-decomposed.md'), '# Décomposé\n\nBack to [the café](./café.md).\n'),
    outcome: {
      ok: true,
      check: async (site) => {
        const built = await readdir(path.join(site, 'build'));
        expect(built).toEqual(expect.arrayContaining(['café.html', '日本語.html', '🚀-launch.html']));
        // The anchor is percent-encoded in the link, as Markdown writes it; browsers decode it to find the heading.
        expect(await readFile(path.join(site, 'build/café.html'), 'utf8')).toContain(`href="/日本語#${encodeURIComponent('見出し')}"`);
        expect(await readFile(path.join(site, 'build/日本語.html'), 'utf8')).toContain('id="見出し"');
      },
    },
  },
  {
    name: 'configuration values carrying </script>',
    overlay: 'script-in-config',
    outcome: {
      ok: true,
      check: async (site) => {
        const html = await readFile(path.join(site, 'build/intro.html'), 'utf8');
        expect(html).not.toMatch(/<script>alert/);
        expect(html).not.toContain('<!-- a tagline');
        // Only the scripts docgen writes: the boot script, the runtime and its data.
        expect(html.match(/<script\b/g)).toHaveLength(3);
      },
    },
  },
  // Slow to parse for its length (tens of thousands of links), against a limit of 0.1 s per million characters: the
  // only file parsed (the others are cached), and even stretched for a busy machine (x10 at a load of 20 on two
  // cores) far below the parse, so it is stopped on any machine, and the build stays within its CPU time.
  {
    name: 'a page whose parse passes the time limit',
    env: { DOCGEN_PARSE_TIME_LIMIT: '0.1' },
    prepare: (site) => writeFile(path.join(site, 'docs/slow.md'), page('A line of *text* with [a link](./guide.md) and `code`.\n\n'.repeat(17_000))),
    outcome: { error: /^docs\/slow\.md:1:1 {2}error {2}parsing docs\/slow\.md took longer than [\d.]+ s.*, the time limit for one file, and was stopped/ },
  },
];

let warm: string;
let baseline: Record<string, string>;
const timings: string[] = [];

beforeAll(async () => {
  // One build of the untouched site: its output is the "previous output", and its caches make each case start warm.
  warm = await mkdtemp(path.join(tmpdir(), 'docgen-hostile-'));
  await cp(siteFixture, warm, { recursive: true });
  const first = build(warm);
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  baseline = await snapshot(path.join(warm, 'build'));
}, 120_000);

afterAll(async () => {
  await rm(warm, { recursive: true, force: true });
  if (process.env.HOSTILE_TIMINGS) console.log(timings.join('\n'));
});

describe('hostile inputs: a clean build or one positioned error, no stack trace, within the time limit', () => {
  for (const c of cases) {
    it(
      c.name,
      async () => {
        const site = await mkdtemp(path.join(tmpdir(), 'docgen-hostile-case-'));
        try {
          await cp(warm, site, { recursive: true, verbatimSymlinks: true });
          if (c.overlay) await cp(path.join(casesDir, c.overlay), site, { recursive: true });
          await c.prepare?.(site);
          const run = build(site, c.env, c.wallLimitMs);
          timings.push(`${c.name.padEnd(50)} exit ${run.status}  cpu ${run.cpuMs} ms  wall ${Math.round(run.wallMs)} ms`);
          const output = run.stdout + run.stderr;
          expect(output, 'no stack trace').not.toMatch(/^\s+at .+(:\d+:\d+\)?|\(native\))$/m);
          expect(run.status, output).not.toBeNull();
          expect(run.cpuMs, 'CPU time of the build').toBeLessThan(c.cpuLimitMs ?? CPU_LIMIT_MS);
          if ('error' in c.outcome) {
            expect(run.status, output).toBe(1);
            const problems = run.stderr.split('\n').filter((line) => /^\S.*:\d+:\d+ {2}/.test(line));
            expect(problems, output).toHaveLength(1);
            expect(problems[0]).toMatch(c.outcome.error);
            expect(run.stderr).toMatch(/docgen: failed with 1 error; nothing was written\.\n$/);
            expect(await snapshot(path.join(site, 'build')), 'the previous output').toEqual(baseline);
          } else {
            expect(run.status, output).toBe(0);
            expect(run.stdout).toMatch(/^Built \d+ pages? with \d+ warnings? in \d+ ms → /);
            const warnings = run.stderr.split('\n').filter(Boolean);
            if (c.outcome.warning) {
              expect(warnings).toHaveLength(1);
              expect(warnings[0]).toMatch(c.outcome.warning);
            } else {
              expect(run.stderr).toBe('');
            }
            await c.outcome.check?.(site);
          }
        } finally {
          await rm(site, { recursive: true, force: true });
        }
      },
      (c.wallLimitMs ?? WALL_LIMIT_MS) + 30_000,
    );
  }
});
