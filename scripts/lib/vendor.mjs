// Pack time: the third-party libraries docgen runs in Node, bundled into the package as one more workspace-like
// package, `@docgen/vendor`, instead of being installed from the registry one by one. The unified ecosystem alone is
// some ninety small packages (micromark's, mdast's, hast's, unist's utilities) that a site never imports itself;
// as a bundle they are a few files (as Vite and VitePress ship theirs). Left as dependencies: the packages that are
// read as files or are native (esbuild's binary, shiki's grammars and themes, KaTeX's stylesheet and fonts,
// tinypool's worker file), React (one copy shared with the site's own components), and commander (its types are
// part of docgen's public types).
//
// How: every shipped module of the docgen packages is parsed; each import of a vendored package becomes an entry
// of one esbuild build (code splitting, so each library is in the bundle once and keeps one module instance), which
// re-exports what docgen imports of it; the imports are rewritten to `@docgen/vendor/<entry>.js`. The worker
// thread's one-file bundle is made again with the vendored libraries left to those files.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const VENDOR_PACKAGE = '@docgen/vendor';

/** Dependencies that stay dependencies (see above). */
export const KEPT_DEPENDENCIES = ['commander', 'esbuild', 'katex', 'react', 'react-dom', 'shiki', 'tinypool'];

/** `@scope/name/sub` → `@scope/name`. */
export const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);
const isBare = (specifier) => !/^[./]/.test(specifier) && !/^[a-z]+:/i.test(specifier);

/** The entry file's name for a specifier: `hast-util-to-html` → `hast-util-to-html`, `@a/b/c` → `@a+b+c`. */
const entryName = (specifier) => specifier.replace(/\//g, '+');

/** Every module file below `dir` (recursively). */
async function moduleFiles(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  return names.filter((name) => /\.m?js$/.test(name)).map((name) => path.join(dir, name));
}

/**
 * The import specifiers of a module, with what it takes of each (`default`, names, or `*` for everything: a
 * namespace import, `export *`, a dynamic import, an import for its side effects) and where each string is.
 */
function importsOf(code, acorn, file) {
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch (e) {
    throw new Error(`docgen pack: cannot read ${file}: ${e.message}`, { cause: e });
  }
  const found = [];
  const add = (source, names) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') found.push({ specifier: source.value, names, start: source.start, end: source.end });
  };
  const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportDeclaration') {
      const names = node.specifiers.map((s) =>
        s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(s.imported),
      );
      add(node.source, names.length ? names : ['*']);
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      add(
        node.source,
        node.specifiers.map((s) => nameOf(s.local)),
      );
    } else if (node.type === 'ExportAllDeclaration') {
      add(node.source, ['*']);
    } else if (node.type === 'ImportExpression') {
      add(node.source, ['*']);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return found;
}

/** The folder of the package that holds `file`: the nearest folder above it whose package.json has a name. */
async function packageRootOf(file) {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').then(JSON.parse, () => undefined);
    if (manifest?.name) return { dir, manifest };
  }
  return undefined;
}

/** The licence text a package ships (LICENSE, LICENCE, license.md …), if any. */
async function licenseText(dir) {
  const name = (await readdir(dir)).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  return name ? (await readFile(path.join(dir, name), 'utf8')).trim() : undefined;
}

/**
 * Bundles the vendored libraries into `<stage>/node_modules/@docgen/vendor` and rewrites the imports of every
 * shipped module. `modules` are the docgen packages in the stage, each `{ name, dest, dir }` (its folder in the stage,
 * its workspace folder, from which its dependencies resolve), and `dependencies` the third-party dependencies they
 * declare. Returns `dropped`, the dependencies that are no longer dependencies, and `held`, every library
 * (`name@version`) whose code is in the bundle, whose licences it writes beside it.
 */
export async function vendorDependencies({ stage, modules, dependencies, version, root }) {
  const fromRepo = createRequire(path.join(root, 'packages/engine/package.json'));
  const esbuild = await import(pathToFileURL(fromRepo.resolve('esbuild')).href);
  const acorn = await import(pathToFileURL(createRequire(path.join(root, 'packages/markdown/package.json')).resolve('acorn')).href);
  const vendored = new Set(Object.keys(dependencies).filter((name) => !KEPT_DEPENDENCIES.includes(name)));

  // What each shipped module imports of the vendored packages. The worker bundle is made again below.
  const rewrites = [];
  /** specifier → { names, resolveDir } */
  const entries = new Map();
  for (const { dest, dir } of modules) {
    for (const file of await moduleFiles(path.join(dest, 'dist')).then((files) => files.filter((f) => !f.endsWith('worker.bundle.js')))) {
      const code = await readFile(file, 'utf8');
      const edits = [];
      for (const found of importsOf(code, acorn, file)) {
        if (!isBare(found.specifier) || isBuiltin(found.specifier) || !vendored.has(packageNameOf(found.specifier))) continue;
        const entry = entries.get(found.specifier) ?? { names: new Set(), resolveDir: dir };
        for (const name of found.names) entry.names.add(name);
        entries.set(found.specifier, entry);
        edits.push(found);
      }
      if (edits.length) rewrites.push({ file, code, edits });
    }
  }

  const vendorDir = path.join(stage, 'node_modules', ...VENDOR_PACKAGE.split('/'));
  const entryNamespace = 'docgen-vendor-entry';
  const result = await esbuild.build({
    entryPoints: Object.fromEntries([...entries.keys()].map((specifier) => [entryName(specifier), `${entryNamespace}:${specifier}`])),
    outdir: path.join(vendorDir, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunk-[hash]',
    external: KEPT_DEPENDENCIES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS code asks for `require`, which an ES module does not have.
    banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: entryNamespace,
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${entryNamespace}:`) }, async (args) => {
            const specifier = args.path.slice(entryNamespace.length + 1);
            const { names, resolveDir } = entries.get(specifier);
            // Everything the module exports: the module itself is the entry (esbuild keeps an entry's exports).
            if (names.has('*')) {
              const resolved = await build.resolve(specifier, { resolveDir, kind: 'import-statement' });
              if (resolved.errors.length) return { errors: resolved.errors };
              return { path: resolved.path };
            }
            return { path: specifier, namespace: entryNamespace, pluginData: { names, resolveDir } };
          });
          build.onLoad({ filter: /.*/, namespace: entryNamespace }, (args) => ({
            contents: `export { ${[...args.pluginData.names].join(', ')} } from ${JSON.stringify(args.path)};`,
            resolveDir: args.pluginData.resolveDir,
            loader: 'js',
          }));
        },
      },
    ],
  });

  for (const { file, code, edits } of rewrites) {
    let out = '';
    let at = 0;
    for (const edit of edits.sort((a, b) => a.start - b.start)) {
      out += code.slice(at, edit.start) + JSON.stringify(`${VENDOR_PACKAGE}/${entryName(edit.specifier)}.js`);
      at = edit.end;
    }
    await writeFile(file, out + code.slice(at));
  }

  // The kept packages the bundle imports: its own dependencies.
  const importsKept = new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external && KEPT_DEPENDENCIES.includes(packageNameOf(i.path))).map((i) => packageNameOf(i.path)),
    ),
  );
  // The licences of every library in the bundle (their notices must travel with their code).
  const held = new Map();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.startsWith(`${entryNamespace}:`)) continue;
    const owner = await packageRootOf(path.resolve(input));
    if (!owner || held.has(`${owner.manifest.name}@${owner.manifest.version}`)) continue;
    held.set(`${owner.manifest.name}@${owner.manifest.version}`, { ...owner, license: await licenseText(owner.dir) });
  }
  const notices = [...held.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, { manifest, license }]) =>
        `## ${id}\n\n${manifest.license ? `License: ${manifest.license}\n\n` : ''}${license ?? '(no licence file in the package)'}\n`,
    );
  await writeFile(
    path.join(vendorDir, 'THIRD-PARTY-LICENSES.md'),
    `# Libraries bundled in ${VENDOR_PACKAGE}\n\nThe code of these packages is bundled, unchanged, in this package's dist/ folder.\n\n${notices.join('\n')}`,
  );
  await writeFile(
    path.join(vendorDir, 'package.json'),
    `${JSON.stringify(
      {
        name: VENDOR_PACKAGE,
        version,
        description: 'The third-party libraries docgen runs in Node, bundled (see THIRD-PARTY-LICENSES.md)',
        type: 'module',
        exports: { './*': './dist/*' },
        dependencies: Object.fromEntries([...importsKept].sort().map((name) => [name, dependencies[name]])),
      },
      null,
      2,
    )}\n`,
  );
  return { dropped: [...vendored], held: [...held.keys()] };
}

/** The engine's worker bundle, made again from the stage's (rewritten) modules, the vendored libraries left outside. */
export async function rebundleWorker({ stage, root }) {
  const { bundleWorker } = await import(pathToFileURL(path.join(root, 'packages/engine/scripts/bundle-worker.mjs')).href);
  const dist = path.join(stage, 'node_modules', '@docgen', 'engine', 'dist');
  await bundleWorker(dist, { external: [VENDOR_PACKAGE, `${VENDOR_PACKAGE}/*`], sourcemap: false });
}
