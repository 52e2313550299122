#!/usr/bin/env node
// `npm run turbo -- <turbo arguments>`: turbo through pnpm 9 (fetched by npx, as `npm run setup` does), since turbo
// runs each package's script with the package manager the workspace names and needs it on PATH. No telemetry.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' };
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const result = spawnSync(npx, ['-y', 'pnpm@9', 'exec', 'turbo', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
