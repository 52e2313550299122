#!/usr/bin/env node
// `node tools/lint/bin/lint.mjs [paths…] [--fix]` (`npm run lint`): ESLint over the paths (default: the current folder) with the workspace's
// configuration, found from each file as ESLint finds it. Exit 1 when a problem is reported, 2 when ESLint fails.
import { ESLint } from 'eslint';

const args = process.argv.slice(2);
const fix = args.includes('--fix');
const paths = args.filter((a) => a !== '--fix');

try {
  const eslint = new ESLint({ fix, errorOnUnmatchedPattern: false });
  const results = await eslint.lintFiles(paths.length ? paths : ['.']);
  if (fix) await ESLint.outputFixes(results);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text);
  process.exitCode = results.some((r) => r.errorCount > 0 || r.warningCount > 0) ? 1 : 0;
} catch (e) {
  process.stderr.write(`docgen-lint: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}
