#!/usr/bin/env node
// Benchmarks of the real site, as medians (machines are shared and noisy; no test asserts these numbers).
//   node scripts/bench.mjs [--runs N] [--only build|check-links|many-problems]
// - build, cold: a full `docgen build` in a fresh process with no parse cache (what CI does on a clean clone)
// - build, cached: the same with the parse cache of the previous run (what a writer's next build does)
// - check-links: `docgen check-links` for the whole site, in a fresh process, Node start included
// - check-links, one edited file: what the pre-commit hook runs after a writer edited a page (on a copy of the site)
// - check-links, 50,000 broken links: a copy of the site with one page of 50,000 broken links and anchors (its parse
//   cached by a first run), text and JSON output
// Prints each median beside its target and exits 1 when a median misses its target.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = path.join(root, 'bin', 'docgen');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(arg('--runs') ?? 10);
const only = arg('--only');
if (!Number.isInteger(runs) || runs < 1 || (only && !['build', 'check-links', 'many-problems'].includes(only))) {
  console.error('usage: node scripts/bench.mjs [--runs N] [--only build|check-links|many-problems]');
  process.exit(2);
}
const out = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const cacheDir = path.join(root, '.docgen', 'cache');

const hasTime = existsSync('/usr/bin/time');

/** `ok` decides which exit codes count as a complete run (check-links exits 1 when it finds broken links). */
function time(args, { before, cwd = root, ok = (status) => status === 0, times = runs } = {}) {
  // The JSON report of 50,000 problems is several megabytes: past spawnSync's default buffer of 1 MB, which ends the child.
  const options = { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 };
  const run = () =>
    // GNU time reports the peak memory when it is installed (Debian package "time").
    hasTime ? spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, bin, ...args], options) : spawnSync(process.execPath, [bin, ...args], options);
  const samples = [];
  const cpu = [];
  let rss = 0;
  let failures = 0;
  for (let i = 0; i < times; i++) {
    before?.();
    const started = performance.now();
    const result = run();
    samples.push(performance.now() - started);
    if (!ok(result.status)) throw new Error(`docgen ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    if (result.status !== 0) failures++;
    if (hasTime) {
      // Peak memory, and CPU time (user + system): on a shared machine, wall time says as much about the neighbours.
      const [peak, user, system] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
      rss = Math.max(rss, peak || 0);
      cpu.push(((user || 0) + (system || 0)) * 1000);
    }
  }
  samples.sort((a, b) => a - b);
  const mid = samples.length / 2;
  const median = samples.length % 2 ? samples[Math.floor(mid)] : (samples[mid - 1] + samples[mid]) / 2;
  cpu.sort((a, b) => a - b);
  return {
    median,
    min: samples[0],
    max: samples[samples.length - 1],
    rssMb: rss / 1024,
    cpuMs: cpu.length ? cpu[Math.floor(cpu.length / 2)] : undefined,
    failures,
  };
}

let missed = 0;
function report(name, r, targetMs) {
  const verdict = targetMs === undefined ? '' : r.median <= targetMs ? `  target ≤ ${targetMs} ms: met` : `  target ≤ ${targetMs} ms: MISSED`;
  if (targetMs !== undefined && r.median > targetMs) missed++;
  console.log(
    `${name.padEnd(30)} median ${r.median.toFixed(0).padStart(5)} ms  (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}, CPU ${r.cpuMs === undefined ? 'n/a' : `${r.cpuMs.toFixed(0)} ms`}, peak RSS ${r.rssMb ? `${r.rssMb.toFixed(0)} MB` : 'n/a'})${verdict}`,
  );
  if (r.failures) console.log(`${''.padEnd(30)} (the site has broken links: ${r.failures} runs exited 1)`);
}

/** A copy of the site to edit, with the parse cache of the real one (as a writer's checkout would have). */
function siteCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'docgen-bench-site-'));
  for (const name of ['docs', 'pages', 'static', 'site.config.yaml', 'sidebars.yaml']) {
    if (existsSync(path.join(root, name))) cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  if (existsSync(cacheDir)) {
    mkdirSync(path.join(copy, '.docgen/cache'), { recursive: true });
    for (const name of readdirSync(cacheDir))
      if (name.startsWith('parse-') || name === 'page-modules.json') cpSync(path.join(cacheDir, name), path.join(copy, '.docgen/cache', name));
  }
  return copy;
}

const checkOk = (status) => status === 0 || status === 1;
let copy;
let many;
try {
  console.log(`docgen benchmarks, ${runs} runs each, wall time including Node start (load: ${(await import('node:os')).loadavg()[0].toFixed(2)})`);
  if (!only || only === 'build') {
    report('build (cold)', time(['build', '--out-dir', out], { before: () => rmSync(cacheDir, { recursive: true, force: true }) }));
    report('build (cached parse)', time(['build', '--out-dir', out]), 1000);
  }
  if (!only || only === 'check-links') {
    // One run first, so the measured runs find the caches a writer's previous run left.
    time(['check-links'], { ok: checkOk, times: 1 });
    report('check-links (whole site)', time(['check-links'], { ok: checkOk }), 500);
    copy = siteCopy();
    const edited = 'docs/open-source/cli/run.md';
    let n = 0;
    report(
      'check-links (one edited file)',
      time(['check-links', edited], { cwd: copy, ok: checkOk, before: () => appendFileSync(path.join(copy, edited), `\nEdited ${++n}.\n`) }),
      1000,
    );
  }
  if (!only || only === 'many-problems') {
    many = siteCopy();
    // 20,000 links to pages that do not exist, 20,000 to anchors of this page, 10,000 to anchors of another page.
    const links = [];
    for (let i = 0; i < 20_000; i++) links.push(`[a](/deploy/q${i})`, `[a](#sec${i})`);
    for (let i = 0; i < 10_000; i++) links.push(`[a](/deploy#x${i})`);
    const lines = [];
    for (let i = 0; i < links.length; i += 10) lines.push(links.slice(i, i + 10).join(' '));
    writeFileSync(path.join(many, 'docs/broken-links.md'), `# Broken links\n\n${lines.join('\n\n')}\n`);
    const first = time(['check-links'], { cwd: many, ok: (status) => status === 1, times: 1 });
    console.log(
      `${'check-links, 50,000 broken, first'.padEnd(30)} ${first.median.toFixed(0).padStart(12)} ms  (parses the page; CPU ${first.cpuMs?.toFixed(0) ?? 'n/a'} ms, peak RSS ${first.rssMb.toFixed(0)} MB)`,
    );
    report('check-links, 50,000 broken', time(['check-links'], { cwd: many, ok: (status) => status === 1 }), 3000);
    report('  the same, --format json', time(['check-links', '--format', 'json'], { cwd: many, ok: (status) => status === 1 }), 3000);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  for (const dir of [copy, many]) if (dir) rmSync(dir, { recursive: true, force: true });
}
process.exitCode = missed ? 1 : 0;
