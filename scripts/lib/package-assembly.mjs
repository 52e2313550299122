// Assembles the `docgen` package that users install: the compiled workspace packages it needs, bundled inside it
// under node_modules/@docgen/* (npm's bundleDependencies), their workspace references rewritten to versions, and the
// third-party dependencies of all of them declared by the one package, so npm installs them from the registry.
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebundleWorker, vendorDependencies, VENDOR_PACKAGE } from './vendor.mjs';

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

/** The `types` file a manifest's `exports` (or `types`) gives for `subpath` (`.` or `./x`). */
function typesEntry(manifest, subpath) {
  const target = typeof manifest.exports === 'object' && manifest.exports !== null ? manifest.exports[subpath] : undefined;
  if (target && typeof target === 'object' && typeof target.types === 'string') return target.types;
  return subpath === '.' ? manifest.types : undefined;
}

/**
 * Removes the declaration files that docgen's own types never reach: a site imports types from `docgen` only (its
 * configuration's types, `main`), which reach @docgen/cli's and @docgen/core's; the other packages' declarations
 * (some three hundred small files) would be read by nothing. Follows relative and `@docgen/*` imports, static and
 * `import("…")`, from the package's `types`.
 */
export async function keepReachableTypes(stage) {
  const manifestOf = async (dir) => JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const main = await manifestOf(stage);
  const reached = new Set();
  const queue = [path.join(stage, main.types)];
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    reached.add(file);
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.d.ts')));
      const docgen = /^(@docgen\/[^/]+)(\/.*)?$/.exec(specifier);
      if (!docgen) continue;
      const dir = path.join(stage, 'node_modules', ...docgen[1].split('/'));
      const types = typesEntry(await manifestOf(dir), docgen[2] ? `.${docgen[2]}` : '.');
      if (types) queue.push(path.join(dir, types));
    }
  }
  for (const file of await readdir(stage, { recursive: true })) {
    const full = path.join(stage, file);
    if (full.endsWith('.d.ts') && !reached.has(full)) await rm(full);
  }
  return reached.size;
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
 * and return the dependencies it no longer needs installed. With `vendor`, the third-party libraries they run in
 * Node are bundled into one more package, `@docgen/vendor` (see vendor.mjs), and are no longer dependencies.
 * Returns the manifest written, and with `vendor` the libraries bundled (`held`).
 */
export async function assemblePackage({ root, name, stage, prepare, vendor = false }) {
  const packages = await workspacePackages(root);
  const main = packages.get(name);
  if (!main) throw new Error(`no workspace package named ${name}`);
  const { version, license, repository, engines } = main.manifest;
  const shared = { license, repository, engines };
  const bundled = workspaceClosure(packages, name);
  await mkdir(stage, { recursive: true });
  await copyShippedFiles(main.dir, main.manifest, stage);

  const copies = [];
  for (const dep of bundled) {
    const { dir, manifest } = packages.get(dep);
    const dest = path.join(stage, 'node_modules', ...dep.split('/'));
    await copyShippedFiles(dir, manifest, dest);
    const published = publishedManifest(manifest, { version, shared, directory: path.relative(root, dir).split(path.sep).join('/') });
    const dropped = (await prepare?.(dep, dest)) ?? [];
    for (const gone of dropped) delete published.dependencies?.[gone];
    copies.push({ name: dep, dir, dest, published });
  }
  let thirdParty = mergedDependencies([main.manifest, ...copies.map((c) => c.published)], bundled);

  let held;
  if (vendor) {
    const vendoring = await vendorDependencies({ stage, root, version, modules: copies, dependencies: thirdParty });
    held = vendoring.held;
    const dropped = new Set(vendoring.dropped);
    for (const { published } of copies) {
      const before = Object.keys(published.dependencies ?? {});
      const kept = before.filter((dep) => !dropped.has(dep));
      if (kept.length === before.length) continue;
      published.dependencies = Object.fromEntries([...kept.map((dep) => [dep, published.dependencies[dep]]), [VENDOR_PACKAGE, version]]);
    }
    thirdParty = Object.fromEntries(Object.entries(thirdParty).filter(([dep]) => !dropped.has(dep)));
    bundled.push(VENDOR_PACKAGE);
    bundled.sort();
  }
  for (const { dest, published } of copies) await writeFile(path.join(dest, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  // The worker bundle resolves the docgen packages through the manifests just written.
  if (vendor) await rebundleWorker({ stage, root });

  const { scripts: _scripts, devDependencies: _dev, private: _private, ...rest } = main.manifest;
  const manifest = {
    ...rest,
    dependencies: { ...Object.fromEntries(bundled.map((dep) => [dep, version])), ...thirdParty },
    bundleDependencies: bundled,
  };
  await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await keepReachableTypes(stage);
  return { manifest, held };
}
