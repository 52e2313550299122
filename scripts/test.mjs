#!/usr/bin/env node
// `npm test` (after `npm run setup`): every test of the workspace, in one vitest run. A whole run (no arguments)
// checks the formatting first, which takes seconds, before the tests, which take minutes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);

if (args.length === 0) {
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const format = spawnSync(process.execPath, [prettier, '--check', '--log-level', 'warn', '.'], { cwd: root, stdio: 'inherit' });
  if (format.status !== 0) {
    process.stderr.write('npm test: files are not formatted as .prettierrc says; run `npx prettier --write .` and review the change.\n');
    process.exit(format.status ?? 1);
  }
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
