#!/usr/bin/env node
// Benchmarks of the real site, as medians (machines are shared and noisy; no test asserts these numbers).
//   node scripts/bench.mjs [--runs N] [--only build|check-links]
// - build, cold: a full `docgen build` in a fresh process with no parse cache (what CI does on a clean clone)
// - build, cached: the same with the parse cache of the previous run (what a writer's next build does)
// - check-links: `docgen check-links` for the whole site, in a fresh process, Node start included
// - check-links, one edited file: what the pre-commit hook runs after a writer edited a page (on a copy of the site)
// Prints each median beside its target and exits 1 when a median misses its target.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
if (!Number.isInteger(runs) || runs < 1 || (only && !['build', 'check-links'].includes(only))) {
  console.error('usage: node scripts/bench.mjs [--runs N] [--only build|check-links]');
  process.exit(2);
}
const out = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const cacheDir = path.join(root, '.docgen', 'cache');

const hasTime = existsSync('/usr/bin/time');

/** `ok` decides which exit codes count as a complete run (check-links exits 1 when it finds broken links). */
function time(args, { before, cwd = root, ok = (status) => status === 0, times = runs } = {}) {
  const run = () =>
    // GNU time reports the peak memory when it is installed (Debian package "time").
    hasTime
      ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, ...args], { cwd, encoding: 'utf8' })
      : spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  const samples = [];
  let rss = 0;
  let failures = 0;
  for (let i = 0; i < times; i++) {
    before?.();
    const started = performance.now();
    const result = run();
    samples.push(performance.now() - started);
    if (!ok(result.status)) throw new Error(`docgen ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    if (result.status !== 0) failures++;
    if (hasTime) rss = Math.max(rss, Number(result.stderr.trim().split('\n').pop()) || 0);
  }
  samples.sort((a, b) => a - b);
  const mid = samples.length / 2;
  const median = samples.length % 2 ? samples[Math.floor(mid)] : (samples[mid - 1] + samples[mid]) / 2;
  return { median, min: samples[0], max: samples[samples.length - 1], rssMb: rss / 1024, failures };
}

let missed = 0;
function report(name, r, targetMs) {
  const verdict = targetMs === undefined ? '' : r.median <= targetMs ? `  target ≤ ${targetMs} ms: met` : `  target ≤ ${targetMs} ms: MISSED`;
  if (targetMs !== undefined && r.median > targetMs) missed++;
  console.log(
    `${name.padEnd(30)} median ${r.median.toFixed(0).padStart(5)} ms  (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}, peak RSS ${r.rssMb ? `${r.rssMb.toFixed(0)} MB` : 'n/a'})${verdict}`,
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
    for (const name of readdirSync(cacheDir)) if (name.startsWith('parse-') || name === 'page-modules.json') cpSync(path.join(cacheDir, name), path.join(copy, '.docgen/cache', name));
  }
  return copy;
}

const checkOk = (status) => status === 0 || status === 1;
let copy;
try {
  console.log(`docgen benchmarks, ${runs} runs each, wall time including Node start (load: ${(await import('node:os')).loadavg()[0].toFixed(2)})`);
  if (only !== 'check-links') {
    report('build (cold)', time(['build', '--out-dir', out], { before: () => rmSync(cacheDir, { recursive: true, force: true }) }));
    report('build (cached parse)', time(['build', '--out-dir', out]), 1000);
  }
  if (only !== 'build') {
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
} finally {
  rmSync(out, { recursive: true, force: true });
  if (copy) rmSync(copy, { recursive: true, force: true });
}
process.exitCode = missed ? 1 : 0;
