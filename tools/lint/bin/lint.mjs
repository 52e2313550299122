#!/usr/bin/env node
// `node tools/lint/bin/lint.mjs [paths…] [--fix]` (`npm run lint`): ESLint over the paths (default: the current folder) with the workspace's
// configuration, found from each file as ESLint finds it. Exit 1 when a problem is reported or the casts through unknown
// pass their budget (double-cast.js), 2 when ESLint fails.
import { ESLint } from 'eslint';
import { overBudget, takeDoubleCasts } from '../double-cast.js';

const args = process.argv.slice(2);
const fix = args.includes('--fix');
const paths = args.filter((a) => a !== '--fix');

try {
  const eslint = new ESLint({ fix, errorOnUnmatchedPattern: false });
  const results = await eslint.lintFiles(paths.length ? paths : ['.']);
  if (fix) await ESLint.outputFixes(results);
  const casts = takeDoubleCasts(results);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text);
  const castReport = overBudget(casts);
  if (castReport) process.stdout.write(`\n${castReport}`);
  process.exitCode = castReport || results.some((r) => r.errorCount > 0 || r.warningCount > 0) ? 1 : 0;
} catch (e) {
  process.stderr.write(`docgen-lint: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}
