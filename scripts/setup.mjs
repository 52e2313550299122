#!/usr/bin/env node
// `npm run setup`: install what is missing (pnpm through npx, the workspace's dependencies) and compile the
// packages. Safe to run again: each step is skipped or incremental when nothing changed.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`docgen needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const lock = path.join(root, 'pnpm-lock.yaml');
const marker = path.join(root, 'node_modules', '.modules.yaml');
const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('docgen setup: installing dependencies with pnpm 9…');
  run(npx, ['-y', 'pnpm@9', 'install', '--frozen-lockfile', '--prefer-offline']);
}
console.log('docgen setup: compiling packages…');
// Through pnpm, so turbo finds the package manager it asks for on PATH.
run(npx, ['-y', 'pnpm@9', 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
console.log('docgen setup: ready. Try `node bin/docgen build`.');
