#!/usr/bin/env node
// `node scripts/compare-builds.mjs [ref]` (default: the last commit): builds this site with the code of `ref` (in a
// temporary git worktree, compiled there) and with the working tree, and compares every file of the two outputs. A
// refactoring must leave them the same: exits 1 on any difference.
//
// The browser runtime is the one part whose bytes may differ without a change in behaviour: esbuild names a bundle's
// minified identifiers from the whole island build, so editing any module the islands include (a helper of core
// they do not even call) renames identifiers in their chunks, and their hashed file names with them. References to
// `/assets/js/<name>.<hash>.js` are compared without the hash, and `--strict-js` also requires the runtime's files
// to be the same bytes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const strictJs = args.includes('--strict-js');
const ref = args.find((a) => !a.startsWith('--')) ?? 'HEAD';
const run = (cmd, cmdArgs, cwd) => execFileSync(cmd, cmdArgs, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

function files(dir, prefix = '') {
  const out = [];
  for (const name of readdirSync(path.join(dir, prefix)).sort()) {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, rel)).isDirectory()) out.push(...files(dir, rel));
    else out.push(rel);
  }
  return out;
}

const isRuntime = (rel) => rel.startsWith('assets/js/');
const unhashed = (text) => text.replace(/(\/assets\/js\/[\w-]+)\.[A-Za-z0-9]+\.js/g, '$1.js').replace(/(\.\/[\w-]+)\.[A-Za-z0-9]+\.js/g, '$1.js');
const runtimeNames = (list) => list.filter(isRuntime).map((rel) => rel.replace(/\.[A-Za-z0-9]+\.js(\.map)?$/, '.js$1'));

const scratch = mkdtempSync(path.join(os.tmpdir(), 'docgen-compare-'));
const before = path.join(scratch, 'before');
try {
  console.log(`compare-builds: ${ref} in a worktree…`);
  run('git', ['worktree', 'add', '--detach', path.join(scratch, 'tree'), ref], root);
  run(process.execPath, ['scripts/setup.mjs'], path.join(scratch, 'tree'));
  run(process.execPath, ['bin/docgen', 'build', '--out-dir', before], path.join(scratch, 'tree'));
  console.log('compare-builds: the working tree…');
  const after = path.join(scratch, 'after');
  run(process.execPath, ['bin/docgen', 'build', '--out-dir', after], root);

  const a = files(before);
  const b = files(after);
  const problems = [];
  const pages = (list) => list.filter((rel) => !isRuntime(rel));
  const [pa, pb] = [pages(a), pages(b)];
  for (const rel of pa.filter((f) => !pb.includes(f))) problems.push(`only before: ${rel}`);
  for (const rel of pb.filter((f) => !pa.includes(f))) problems.push(`only after: ${rel}`);
  for (const rel of pa.filter((f) => pb.includes(f))) {
    const [x, y] = [readFileSync(path.join(before, rel)), readFileSync(path.join(after, rel))];
    if (x.equals(y)) continue;
    if (unhashed(x.toString('utf8')) !== unhashed(y.toString('utf8'))) problems.push(`differs: ${rel}`);
  }
  const [ra, rb] = [runtimeNames(a).sort(), runtimeNames(b).sort()];
  if (ra.join('\n') !== rb.join('\n')) problems.push(`the runtime's files are not the same set: ${ra.join(', ')} / ${rb.join(', ')}`);
  const renamed = a.filter(isRuntime).filter((rel) => !b.includes(rel));
  if (strictJs) for (const rel of renamed) problems.push(`runtime file renamed: ${rel}`);
  console.log(`${pa.length} files compared, ${a.filter(isRuntime).length} runtime files (${renamed.length} renamed by their content hash).`);
  if (problems.length) {
    console.log(problems.slice(0, 50).join('\n'));
    console.log(`${problems.length} differences.`);
    process.exitCode = 1;
  } else console.log('Same output.');
} finally {
  try {
    run('git', ['worktree', 'remove', '--force', path.join(scratch, 'tree')], root);
  } catch {
    // The worktree was never made (a bad ref): nothing to remove.
  }
  rmSync(scratch, { recursive: true, force: true });
}
