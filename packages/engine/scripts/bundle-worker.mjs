#!/usr/bin/env node
// Part of the engine's compile step (`npm run setup`): the build's worker thread as one file. A thread that loads
// the compiled packages module by module reads and resolves some six hundred small files (the unified ecosystem,
// the theme, React's helpers) before its first task, about a quarter of a second each time a pool starts; one file
// loads in a fraction of that (see ARCHITECTURE.md). Packages the thread loads only when a page needs them (shiki's
// grammars, KaTeX) and React stay separate files, found from here as Node finds them; Mermaid, which checks diagrams,
// is the site's own (imported by its file, see check-diagram.ts). `npm run pack` bundles it again with the libraries
// it shares with the main thread left in the package's vendor bundle (scripts/lib/vendor.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** What the worker bundle never holds: packages read as files (grammars, fonts, a native binary) or shared with the site (React). */
export const WORKER_EXTERNAL = ['shiki', 'shiki/*', '@shikijs/*', 'katex', 'react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild'];

/** Bundles `workers/worker.js` of the engine's `distDir` into `worker.bundle.js`; `external` adds packages left out. */
export async function bundleWorker(distDir, { external = [], sourcemap = true } = {}) {
  await esbuild.build({
    entryPoints: [path.join(distDir, 'workers', 'worker.js')],
    outfile: path.join(distDir, 'worker.bundle.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: sourcemap && 'linked',
    external: [...WORKER_EXTERNAL, ...external],
    // Bundled CommonJS code asks for `require`, which an ES module does not have.
    banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleWorker(fileURLToPath(new URL('../dist/', import.meta.url)));
