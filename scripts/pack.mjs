#!/usr/bin/env node
// `npm run pack`: writes packed/docgen-<version>.tgz, the one package a user installs (`npm install
// ./packed/docgen-0.1.0.tgz`, later `npm install docgen`). It carries the compiled workspace packages under its own
// node_modules (bundleDependencies) and the browser runtime already bundled, so an installed copy needs no compile
// step and no file of this repository; its third-party dependencies come from the registry as usual.
// Then, unless --no-measure, it installs the tarball into an empty temporary folder and prints the installed size
// and what takes the space.
//
//   node scripts/pack.mjs [--out packed] [--no-measure]
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { assemblePackage, workspacePackages, workspaceClosure } from './lib/package-assembly.mjs';
import { installSize, megabytes } from './lib/install-size.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PACKAGE = 'docgen';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'packed' }, 'no-measure': { type: 'boolean', default: false } } });
const outDir = path.resolve(root, values.out);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Compiled output must exist: this script ships it, it does not compile (`npm run pack` runs setup first).
const packages = await workspacePackages(root);
for (const name of [PACKAGE, ...workspaceClosure(packages, PACKAGE)]) {
  const { dir, manifest } = packages.get(name);
  if (name !== '@docgen/runtime' && !(await stat(path.join(dir, 'dist')).catch(() => undefined))) {
    console.error(`docgen pack: ${manifest.name} is not compiled (no ${path.relative(root, dir)}/dist); run \`npm run setup\` first.`);
    process.exit(1);
  }
}

const engine = await import(pathToFileURL(path.join(packages.get('@docgen/engine').dir, 'dist', 'index.js')).href);
const work = await mkdtemp(path.join(os.tmpdir(), 'docgen-pack-'));
try {
  const stage = path.join(work, PACKAGE);
  const { manifest, held } = await assemblePackage({
    root,
    name: PACKAGE,
    stage,
    vendor: true,
    // The runtime ships as the files the build would bundle from its sources: its own dependencies (React for the
    // browser, DocSearch and its Algolia client, sucrase, Mermaid) are inside them, so an installed copy does not
    // install them for it.
    async prepare(name, dest) {
      if (name !== '@docgen/runtime') return [];
      await mkdir(dest, { recursive: true });
      await engine.savePrebundledRuntime(await engine.bundleRuntime(), path.join(dest, 'prebundled'));
      return Object.keys(packages.get(name).manifest.dependencies ?? {});
    },
  });
  await mkdir(outDir, { recursive: true });
  const [result] = JSON.parse(
    execFileSync(npm, ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  const tarball = path.join(outDir, result.filename);
  console.log(
    `docgen pack: ${path.relative(process.cwd(), tarball) || tarball}  ${megabytes(result.size)} packed, ${megabytes(result.unpackedSize)} unpacked, ${result.entryCount} files`,
  );
  console.log(`  bundled: ${manifest.bundleDependencies.join(', ')}`);
  console.log(`  in @docgen/vendor: ${held.length} libraries (${held.join(', ')})`);
  console.log(
    `  from the registry: ${Object.keys(manifest.dependencies)
      .filter((d) => !manifest.bundleDependencies.includes(d))
      .join(', ')}`,
  );

  if (!values['no-measure']) {
    const project = path.join(work, 'install');
    await mkdir(project);
    const started = Date.now();
    execFileSync(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], {
      cwd: project,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const { total, count, packages: sizes } = await installSize(project);
    console.log(
      `docgen pack: \`npm install\` of the tarball in an empty folder: ${megabytes(total)} in node_modules, ${count} packages (${sizes.length} at its top level; ${Math.round((Date.now() - started) / 1000)} s). Largest:`,
    );
    for (const { name, bytes } of sizes.slice(0, 15)) console.log(`  ${megabytes(bytes).padStart(9)}  ${name}`);
    const rest = sizes.slice(15).reduce((sum, p) => sum + p.bytes, 0);
    console.log(`  ${megabytes(rest).padStart(9)}  ${sizes.length - 15} other packages`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
