// Assembles the `docgen` package that users install: the compiled workspace packages it needs, bundled inside it
// under node_modules/@docgen/* (npm's bundleDependencies), their workspace references rewritten to versions, and the
// third-party dependencies of all of them declared by the one package, so npm installs them from the registry.
import { cp, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, whose LICENSE every package ships. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files never shipped: source maps (they name sources that are not shipped), build info, tests, and the engine's
 * `runtime-bundle.json`, the workspace's copy of the runtime (the package ships it as the runtime's prebundled/ files).
 */
const NEVER_SHIPPED = /\.map$|\.tsbuildinfo$|\.test\.[cm]?[jt]sx?$|\.test\.d\.ts$|[\\/]engine[\\/]dist[\\/]runtime-bundle\.json$/;

/** Every workspace package by name: `{ dir, manifest }`. */
export async function workspacePackages(root) {
  const packagesDir = path.join(root, 'packages');
  const found = new Map();
  for (const name of await readdir(packagesDir)) {
    const dir = path.join(packagesDir, name);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => 'null'));
    if (manifest?.name) found.set(manifest.name, { dir, manifest });
  }
  return found;
}

const isWorkspaceRange = (range) => typeof range === 'string' && range.startsWith('workspace:');

/** The workspace packages `name` needs, directly or not (itself excluded), sorted. */
export function workspaceClosure(packages, name) {
  const seen = new Set();
  const visit = (current) => {
    for (const [dep, range] of Object.entries(packages.get(current)?.manifest.dependencies ?? {})) {
      if (!isWorkspaceRange(range) || seen.has(dep)) continue;
      if (!packages.has(dep)) throw new Error(`${current} depends on ${dep}, which is not a workspace package`);
      seen.add(dep);
      visit(dep);
    }
  };
  visit(name);
  return [...seen].sort();
}

/**
 * The manifest as installed: no `private`, scripts or devDependencies; workspace ranges replaced by the exact
 * version that is bundled; the `docgen-source` export condition removed (it points at TypeScript sources, which are
 * not shipped); the shared metadata (license, repository, engines) of the distributed package.
 */
export function publishedManifest(manifest, { version, shared, directory }) {
  const { private: _private, scripts: _scripts, devDependencies: _dev, ...rest } = manifest;
  const out = { ...rest, version };
  if (manifest.dependencies) {
    out.dependencies = Object.fromEntries(Object.entries(manifest.dependencies).map(([dep, range]) => [dep, isWorkspaceRange(range) ? version : range]));
  }
  if (manifest.exports) out.exports = withoutSourceCondition(manifest.exports);
  out.license = shared.license;
  out.repository = { ...shared.repository, directory };
  out.engines = shared.engines;
  return out;
}

function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== 'docgen-source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/**
 * Copies what a package ships (its `files` entries, `dist` when it has none; `!` entries are not supported beyond
 * the files that are never shipped) into `dest`.
 */
export async function copyShippedFiles(dir, manifest, dest) {
  const entries = (manifest.files ?? ['dist']).filter((entry) => !entry.startsWith('!'));
  for (const entry of entries) {
    const from = path.join(dir, entry);
    if (!(await stat(from).catch(() => undefined))) continue;
    await cp(from, path.join(dest, entry), { recursive: true, filter: (file) => !NEVER_SHIPPED.test(file) });
  }
  const exists = (file) =>
    stat(file).then(
      () => true,
      () => false,
    );
  if (await exists(path.join(dir, 'README.md'))) await cp(path.join(dir, 'README.md'), path.join(dest, 'README.md'));
  // Every package is under the repository's licence, unless it carries a LICENSE of its own.
  const license = (await exists(path.join(dir, 'LICENSE'))) ? path.join(dir, 'LICENSE') : path.join(REPO, 'LICENSE');
  await cp(license, path.join(dest, 'LICENSE'));
}

/**
 * The third-party dependencies of the given manifests (not the `bundled` ones), merged. Two different ranges for one package are an error:
 * the bundled packages share one installed copy.
 */
export function mergedDependencies(manifests, bundled = []) {
  const merged = {};
  for (const manifest of manifests) {
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      if (isWorkspaceRange(range) || bundled.includes(dep)) continue;
      if (merged[dep] && merged[dep] !== range)
        throw new Error(`${manifest.name} asks for ${dep}@${range}, another package for ${dep}@${merged[dep]}: make them the same`);
      merged[dep] = range;
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Writes the package folder `stage`: the distributed package's own files and manifest, and each workspace package
 * it needs under `node_modules/`. `prepare(name, dest)` may add files to a bundled package (the prebundled runtime)
 * and return the dependencies it no longer needs installed. Returns the manifest written.
 */
export async function assemblePackage({ root, name, stage, prepare }) {
  const packages = await workspacePackages(root);
  const main = packages.get(name);
  if (!main) throw new Error(`no workspace package named ${name}`);
  const { version, license, repository, engines } = main.manifest;
  const shared = { license, repository, engines };
  const bundled = workspaceClosure(packages, name);
  await mkdir(stage, { recursive: true });
  await copyShippedFiles(main.dir, main.manifest, stage);

  const installedManifests = [main.manifest];
  for (const dep of bundled) {
    const { dir, manifest } = packages.get(dep);
    const dest = path.join(stage, 'node_modules', ...dep.split('/'));
    await copyShippedFiles(dir, manifest, dest);
    const published = publishedManifest(manifest, { version, shared, directory: path.relative(root, dir).split(path.sep).join('/') });
    const dropped = (await prepare?.(dep, dest)) ?? [];
    for (const gone of dropped) delete published.dependencies?.[gone];
    await writeFile(path.join(dest, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    installedManifests.push(published);
  }

  const { scripts: _scripts, devDependencies: _dev, private: _private, ...rest } = main.manifest;
  const manifest = {
    ...rest,
    dependencies: { ...Object.fromEntries(bundled.map((dep) => [dep, version])), ...mergedDependencies(installedManifests, bundled) },
    bundleDependencies: bundled,
  };
  await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
