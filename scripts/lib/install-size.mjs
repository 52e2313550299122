// What an installed node_modules folder takes on disk, in all and by package, as `du` counts it (allocated blocks).
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bytes allocated on disk below `dir` (symlinks counted as themselves, not followed). A file with several hard links
 * (esbuild links its binary into its own package) is counted once per `seen` set, as `du` does.
 */
export async function diskUsage(dir, seen = new Set()) {
  const info = await lstat(dir).catch(() => undefined);
  if (!info) return 0;
  const id = `${info.dev}:${info.ino}`;
  if (seen.has(id)) return 0;
  seen.add(id);
  let total = info.blocks * 512;
  if (!info.isDirectory()) return total;
  for (const entry of await readdir(dir)) total += await diskUsage(path.join(dir, entry), seen);
  return total;
}

/** The packages directly in a node_modules folder (`name` or `@scope/name`), each with its folder. */
async function packagesIn(nodeModules) {
  const out = [];
  for (const entry of await readdir(nodeModules).catch(() => [])) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const inner of await readdir(path.join(nodeModules, entry))) out.push({ name: `${entry}/${inner}`, dir: path.join(nodeModules, entry, inner) });
    } else out.push({ name: entry, dir: path.join(nodeModules, entry) });
  }
  return out;
}

/**
 * How many packages npm installed below `nodeModules` (what `npm install` reports as added): every package folder,
 * nested ones too, but not the packages a package carries inside itself (its `bundleDependencies`: docgen's own).
 */
async function countInstalled(nodeModules, bundled = new Set()) {
  let count = 0;
  for (const { name, dir } of await packagesIn(nodeModules)) {
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => 'null'));
    if (!manifest || bundled.has(name)) continue;
    count += 1 + (await countInstalled(path.join(dir, 'node_modules'), new Set(manifest.bundleDependencies ?? manifest.bundledDependencies ?? [])));
  }
  return count;
}

/**
 * The size of `node_modules` below `projectDir`, and each package's share (a package's nested node_modules are
 * counted with it), largest first; `count` is the number of packages installed (nested ones too).
 */
export async function installSize(projectDir) {
  const nodeModules = path.join(projectDir, 'node_modules');
  const seen = new Set();
  const packages = [];
  for (const { name, dir } of await packagesIn(nodeModules)) packages.push({ name, bytes: await diskUsage(dir, seen) });
  const total = await diskUsage(nodeModules, new Set());
  packages.sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  return { total, count: await countInstalled(nodeModules), packages };
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
