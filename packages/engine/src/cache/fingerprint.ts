/**
 * Fingerprints of code: cached results made under another fingerprint are stale. The parser's covers everything that
 * can change what the markdown stage produces for the same text: every file of the package's code (its folders
 * too), the code of the docgen packages it uses, the installed version of every package it depends on (the whole
 * tree: unified, remark, rehype, micromark, shiki …), and the settings that change parsing. The theme's does the same
 * for rendering.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

export interface FingerprintInput {
  /** The package folder: its `package.json`, and the folder its dependencies are resolved from. */
  packageDir: string;
  /** The folder of the code that runs (`dist/` when compiled, `src/` when run from sources), hashed recursively. */
  codeDir: string;
  /** Settings that change what the parser produces (plain data; hashed as JSON). */
  options?: unknown;
}

const CODE_FILE = /\.(m?js|ts|tsx|json)$/;
const NOT_CODE = /\.(test|d)\.tsx?$|\.map$|\.tsbuildinfo$/;

/** Every code file below `dir`, hashed with its path relative to `dir`, in a stable order. */
function hashCode(hash: Hash, dir: string, rel = ''): void {
  let names: string[];
  try {
    names = readdirSync(path.join(dir, rel)).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const relPath = rel ? `${rel}/${name}` : name;
    const full = path.join(dir, relPath);
    const info = statSync(full, { throwIfNoEntry: false });
    if (!info) continue;
    if (info.isDirectory()) {
      if (name !== 'node_modules' && name !== 'fixtures' && !name.startsWith('.')) hashCode(hash, dir, relPath);
    } else if (CODE_FILE.test(name) && !NOT_CODE.test(name)) {
      hash.update(`${relPath}\0`).update(readFileSync(full)).update('\0');
    }
  }
}

/** The folder of an installed package as seen from `fromDir` (Node's lookup: each parent's `node_modules`). */
function packageFolder(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (statSync(candidate, { throwIfNoEntry: false })) return realpathSync(path.dirname(candidate));
    if (path.dirname(dir) === dir) return undefined;
  }
}

interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * `name@version` of every installed package in the dependency tree of `packageDir` (sorted); docgen's own
 * packages (found inside the workspace rather than installed) are hashed as code instead, through `codeDirs`.
 */
function dependencyTree(packageDir: string): { versions: string[]; workspaceDirs: string[] } {
  const seen = new Set<string>();
  const versions: string[] = [];
  const workspaceDirs: string[] = [];
  const visit = (dir: string) => {
    for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
      const folder = packageFolder(name, dir);
      if (!folder) {
        versions.push(`${name}@missing`);
        continue;
      }
      if (seen.has(folder)) continue;
      seen.add(folder);
      const manifest = readManifest(folder);
      if (name.startsWith('@docgen/') && !folder.split(path.sep).includes('node_modules')) workspaceDirs.push(folder);
      else versions.push(`${manifest.name ?? name}@${manifest.version ?? '?'}`);
      visit(folder);
    }
  };
  visit(packageDir);
  return { versions: versions.sort(), workspaceDirs: workspaceDirs.sort() };
}

/** The code folder of a workspace package: `dist/` when it has been compiled, else `src/`. */
function workspaceCode(dir: string): string {
  return statSync(path.join(dir, 'dist'), { throwIfNoEntry: false }) ? path.join(dir, 'dist') : path.join(dir, 'src');
}

/** A 16-hex-digit fingerprint of the parser's code, dependencies and options (see the module comment). */
export function fingerprintOf(input: FingerprintInput): string {
  const hash = createHash('sha256');
  const manifest = readManifest(input.packageDir);
  hash.update(`${manifest.name}@${manifest.version}\0`);
  hashCode(hash, input.codeDir);
  const { versions, workspaceDirs } = dependencyTree(input.packageDir);
  for (const dir of workspaceDirs) {
    hash.update(`${readManifest(dir).name}\0`);
    hashCode(hash, workspaceCode(dir));
  }
  hash.update(versions.join('\n')).update('\0');
  hash.update(JSON.stringify(input.options ?? null));
  return hash.digest('hex').slice(0, 16);
}

/** Process-wide memoisation (deliberate) of a pure function: the code and the installed packages do not change while it runs. */
const memo = new Map<string, string>();

/**
 * The fingerprint of an installed docgen package (`@docgen/markdown`, `@docgen/engine`) with the given settings,
 * from the code that runs: its compiled `dist/` (worker threads always run it, even when a test runs the sources),
 * or the folder of its entry when it has none.
 */
export function packageFingerprint(name: string, options?: unknown): string {
  const key = `${name}\0${JSON.stringify(options ?? null)}`;
  let value = memo.get(key);
  if (!value) {
    const packageDir = path.dirname(requireHere.resolve(`${name}/package.json`));
    const dist = path.join(packageDir, 'dist');
    const codeDir = statSync(dist, { throwIfNoEntry: false }) ? dist : path.dirname(requireHere.resolve(name));
    value = fingerprintOf({ packageDir, codeDir, options });
    memo.set(key, value);
  }
  return value;
}
