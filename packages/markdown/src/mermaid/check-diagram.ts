/**
 * Checking a Mermaid diagram's syntax at build time with Mermaid's own parsers, so a mistake is reported at its page
 * and line instead of showing as a broken diagram in the browser. Mermaid is loaded on the first diagram (it takes a
 * second or two), once per checker. Its diagram databases sanitise labels with DOMPurify, which needs a DOM that
 * Node does not have: that DOMPurify instance gets pass-through functions (labels are not drawn here, only parsed).
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A syntax problem, at a line (1-based) and column of the diagram's source. */
export interface DiagramProblem {
  message: string;
  line?: number;
  column?: number;
}

export interface DiagramChecker {
  /** The problem of a diagram, or undefined when Mermaid parses it. */
  check(source: string): Promise<DiagramProblem | undefined>;
}

type Mermaid = { parse(text: string): Promise<unknown> };
type Purify = Record<string, unknown>;

const requireHere = createRequire(import.meta.url);

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

async function loadMermaid(): Promise<Mermaid> {
  const mermaidDir = path.dirname(requireHere.resolve('mermaid/package.json'));
  await shimPurify(realpathSync(mermaidDir));
  return ((await import('mermaid')) as unknown as { default: Mermaid }).default;
}

/** Mermaid's messages: jison's ("Parse error on line 2:\n…\n----^\nExpecting …") and langium's ("… line 2, column 10: …"). */
export function diagramProblem(error: unknown): DiagramProblem {
  const e = error as { message?: string; hash?: { loc?: { first_line?: number; first_column?: number } } };
  const text = String(e.message ?? error);
  const loc = e.hash?.loc;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (loc?.first_line !== undefined) {
    const expecting = lines.find((l) => /^Expecting|^Unrecognized|^Lexical/.test(l));
    return { message: `Parse error${expecting ? `: ${expecting}` : ''}`, line: loc.first_line, column: (loc.first_column ?? 0) + 1 };
  }
  const at = /line (\d+)(?:, column (\d+))?/.exec(text);
  const message = lines[0]
    .replace(/^Parsing failed:\s*/, '')
    .replace(/\s*on line \d+(, column \d+)?:?/, ':')
    .replace(/::/, ':');
  return at ? { message, line: Number(at[1]), column: at[2] ? Number(at[2]) : undefined } : { message };
}

export function createDiagramChecker(): DiagramChecker {
  let mermaid: Promise<Mermaid> | undefined;
  return {
    async check(source) {
      mermaid ??= loadMermaid();
      try {
        await (await mermaid).parse(source);
        return undefined;
      } catch (e) {
        return diagramProblem(e);
      }
    },
  };
}
