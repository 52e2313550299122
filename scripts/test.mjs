#!/usr/bin/env node
// `npm test` (after `npm run setup`): every test of the workspace, in one vitest run. A whole run (no arguments)
// first checks the formatting (Prettier), lints (ESLint) and typechecks, which take seconds, before the tests, which take minutes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);

/** Runs a Node script of the workspace in the root folder; exits with its status, and `advice`, when it fails. */
function check(script, scriptArgs, advice) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...scriptArgs], { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  process.stderr.write(`npm test: ${advice}\n`);
  process.exit(result.status ?? 1);
}

if (args.length === 0) {
  check(
    'node_modules/prettier/bin/prettier.cjs',
    ['--check', '--log-level', 'warn', '.'],
    'files are not formatted as .prettierrc says; run `npx prettier --write .` and review the change.',
  );
  check('tools/lint/bin/lint.mjs', [], 'ESLint found problems (listed above); fix them, or run `npm run lint -- --fix` for those it can fix.');
  // Every package and the tests, typechecked (turbo skips unchanged packages): the build compiles the packages but
  // not the test files.
  check(
    'scripts/turbo.mjs',
    ['run', 'typecheck', '--output-logs=errors-only'],
    'TypeScript found type errors (listed above); `npm run typecheck` runs the check alone.',
  );
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
