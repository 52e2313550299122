#!/usr/bin/env node
// Part of the engine's compile step (`npm run setup`): the build's worker thread as one file. A thread that loads
// the compiled packages module by module reads and resolves some six hundred small files (the unified ecosystem,
// the theme, React's helpers) before its first task, about a quarter of a second each time a pool starts; one file
// loads in a fraction of that (see ARCHITECTURE.md). Packages the thread loads only when a page needs them (shiki's
// grammars, KaTeX) and React stay separate files, found from here as Node finds them; Mermaid, which checks diagrams,
// is the site's own (imported by its file, see check-diagram.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

await esbuild.build({
  entryPoints: [path.join(dist, 'workers', 'worker.js')],
  outfile: path.join(dist, 'worker.bundle.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: ['shiki', 'shiki/*', '@shikijs/*', 'katex', 'react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild'],
  // Bundled CommonJS code asks for `require`, which an ES module does not have.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
