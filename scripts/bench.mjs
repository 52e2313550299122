#!/usr/bin/env node
// Benchmarks of the real site, as medians (machines are shared and noisy; no test asserts these numbers).
//   node scripts/bench.mjs [--runs N]
// - build, cold: a full `docgen build` in a fresh process with no parse cache (what CI does on a clean clone)
// - build, cached: the same with the parse cache of the previous run (what a writer's next build does)
// - check-links: `docgen check-links` for the whole site, in a fresh process, Node start included
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = path.join(root, 'bin', 'docgen');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 10 : Number(process.argv[runsArg + 1]);
const out = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const cacheDir = path.join(root, '.docgen', 'cache');

const hasTime = existsSync('/usr/bin/time');

function time(args, before) {
  const samples = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    before?.();
    const started = performance.now();
    // GNU time reports the peak memory when it is installed (Debian package "time").
    const run = hasTime
      ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, ...args], { cwd: root, encoding: 'utf8' })
      : spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' });
    samples.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`docgen ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
    if (hasTime) rss = Math.max(rss, Number(run.stderr.trim().split('\n').pop()) || 0);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], min: samples[0], max: samples[samples.length - 1], rssMb: rss / 1024 };
}

const report = (name, r, target) =>
  console.log(`${name.padEnd(22)} median ${r.median.toFixed(0).padStart(5)} ms  (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}, peak RSS ${r.rssMb ? `${r.rssMb.toFixed(0)} MB` : 'n/a'})${target ? `  target ${target}` : ''}`);

try {
  console.log(`docgen benchmarks, ${runs} runs each, wall time including Node start`);
  report('build (cold)', time(['build', '--out-dir', out], () => rmSync(cacheDir, { recursive: true, force: true })));
  report('build (cached parse)', time(['build', '--out-dir', out]), '< 1000 ms');
  report('check-links', time(['check-links']), '≤ 500 ms');
} finally {
  rmSync(out, { recursive: true, force: true });
}
