/**
 * Checking a Mermaid diagram's syntax at build time with Mermaid's own parsers, so a mistake is reported at its page
 * and line instead of showing as a broken diagram in the browser. Mermaid is the site's own install (an optional
 * peer dependency of docgen: it is 161 MB with its dependencies, and the browser's copy ships prebundled), given
 * as its module file. It is loaded on the first diagram (it takes a second or two), once per checker. Its diagram
 * databases sanitise labels with DOMPurify, which needs a DOM that Node does not have: that DOMPurify instance gets
 * pass-through functions (labels are not drawn here, only parsed).
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diagramProblem, type DiagramProblem } from '@docgen/core';

export type { DiagramProblem };

export interface DiagramChecker {
  /** The problem of a diagram, or undefined when Mermaid parses it. */
  check(source: string): Promise<DiagramProblem | undefined>;
}

type Mermaid = { parse(text: string): Promise<unknown> };
type Purify = Record<string, unknown>;

/** The folder of `name` as seen from `fromDir` (Node's lookup through each parent's node_modules). */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (statSync(path.join(candidate, 'package.json'), { throwIfNoEntry: false })) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** DOMPurify's ES module as Mermaid imports it, made to pass text through where no DOM exists. */
async function shimPurify(mermaidDir: string): Promise<void> {
  const dir = packageDir('dompurify', mermaidDir);
  if (!dir) return;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: { '.'?: { import?: { default?: string } } };
    module?: string;
  };
  const entry = manifest.exports?.['.']?.import?.default ?? manifest.module;
  if (!entry) return;
  const purify = ((await import(pathToFileURL(path.join(dir, entry)).href)) as { default: Purify }).default;
  if (typeof purify.sanitize === 'function') return;
  const none = () => undefined;
  Object.assign(purify, {
    addHook: none,
    removeHook: none,
    removeHooks: none,
    removeAllHooks: none,
    setConfig: none,
    clearConfig: none,
    sanitize: (text: unknown) => text,
  });
}

/** The folder of the package that holds `file`: the nearest folder above it with a package.json. */
function packageRoot(file: string): string {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false }) || path.dirname(dir) === dir) return dir;
  }
}

async function loadMermaid(moduleFile: string): Promise<Mermaid> {
  const file = realpathSync(moduleFile);
  await shimPurify(packageRoot(file));
  return ((await import(pathToFileURL(file).href)) as { default: Mermaid }).default;
}

/** A checker with the mermaid package whose module is `moduleFile` (as `require.resolve('mermaid')` finds it). */
export function createDiagramChecker(moduleFile: string): DiagramChecker {
  let mermaid: Promise<Mermaid> | undefined;
  return {
    async check(source) {
      mermaid ??= loadMermaid(moduleFile);
      try {
        await (await mermaid).parse(source);
        return undefined;
      } catch (e) {
        return diagramProblem(e);
      }
    },
  };
}
