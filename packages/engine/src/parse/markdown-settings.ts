/**
 * What the markdown stage is made of for a site: math and diagram settings (with the site's own Mermaid, when it has
 * one, to check diagrams), and the site's unified plugins resolved to the module files the worker threads import. Resolving reads only package manifests and the site's plugin files
 * (no plugin code runs here), so `check-links` with nothing to parse stays fast. The parse cache's key holds each
 * plugin's name, its installed version (or a hash of a local file's content) and its options.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DiagnosticError, type Diagnostic, type JsonValue, type MarkdownPluginConfig, type SiteConfig, type SourcePlace } from '@docgen/core';

/** A plugin the worker threads import. */
export interface PluginRef {
  kind: 'remark' | 'rehype';
  /** As `site.config.yaml` names it. */
  name: string;
  /** The module file (absolute). */
  file: string;
  /** `package@version`, or `file@<hash of its content>` for a local file: what identifies its code in the cache key. */
  identity: string;
  options?: JsonValue;
  /** Where it is named in site.config.yaml (not part of the cache key). */
  place?: SourcePlace;
}

/** How the worker threads make the markdown processor: plain data, sent with each parse task. */
export interface MarkdownSettings {
  math: { strict: boolean } | false;
  mermaid: boolean;
  /**
   * The site's own Mermaid (an optional peer dependency: `npm i -D mermaid` in the site), which checks each diagram's
   * syntax at build time: its module file and `mermaid@version`. Unset, diagrams are not checked by the build.
   */
  mermaidCheck?: { file: string; identity: string };
  remarkPlugins: PluginRef[];
  rehypePlugins: PluginRef[];
  /**
   * Code blocks are left plain by the parse and highlighted on threads of their own, under keys salted with the
   * parser's fingerprint (see `openResources`); unset, the parse highlights them.
   */
  highlight?: { salt: string };
}

const LOCAL = /^\.{1,2}\//;

/** `@scope/name/sub` → the package `@scope/name`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folder of package `name` as Node finds it from `fromDir` (each parent's node_modules). */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (statSync(path.join(candidate, 'package.json'), { throwIfNoEntry: false })) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

type Exports = string | null | Exports[] | { [key: string]: Exports };

/** An `exports` target under the conditions of an ES module import in Node. */
function conditionalTarget(target: Exports): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) return target.map(conditionalTarget).find((t) => t !== undefined);
  if (!target) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (condition === 'import' || condition === 'node' || condition === 'default') {
      const found = conditionalTarget(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The entry of an ES-module-only package, which `require.resolve` cannot find (its `exports` has only `import`). */
function importEntry(dir: string, subpath: string): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: Exports };
  const exports = manifest.exports;
  if (exports === undefined) return undefined;
  const keyed = exports && typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
  const target = conditionalTarget(keyed ? ((exports as Record<string, Exports>)[subpath] ?? null) : subpath === '.' ? exports : null);
  return target ? path.join(dir, target) : undefined;
}

interface Resolved {
  file: string;
  identity: string;
}

function resolvePackage(specifier: string, root: string): Resolved | string {
  const name = packageNameOf(specifier);
  const dir = packageDir(name, root);
  if (!dir) return `no package "${name}" is installed in ${root} or a folder above it`;
  const { version = '?' } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  let file: string | undefined;
  try {
    file = createRequire(path.join(root, 'site.config.yaml')).resolve(specifier);
  } catch {
    file = importEntry(dir, specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`);
  }
  if (!file || !statSync(file, { throwIfNoEntry: false })) return `the package "${name}" (${dir}) has no module for "${specifier}"`;
  return { file, identity: `${name}@${version}` };
}

function resolveLocal(specifier: string, root: string): Resolved | string {
  const file = path.resolve(root, specifier);
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info?.isFile()) return `no file ${path.relative(root, file) || specifier} in the site's folder`;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return { file, identity: `file@${hash}` };
}

function resolvePlugins(kind: PluginRef['kind'], configured: readonly MarkdownPluginConfig[], root: string, diagnostics: Diagnostic[]): PluginRef[] {
  const out: PluginRef[] = [];
  for (const plugin of configured) {
    const local = LOCAL.test(plugin.name);
    const resolved = local ? resolveLocal(plugin.name, root) : resolvePackage(plugin.name, root);
    if (typeof resolved === 'string') {
      diagnostics.push({
        severity: 'error',
        file: plugin.place?.file ?? 'site.config.yaml',
        line: plugin.place?.line,
        column: plugin.place?.column,
        message: `${kind} plugin "${plugin.name}" cannot be found: ${resolved}`,
        hint: local
          ? 'Write the path relative to the site root, starting with "./".'
          : `Install it in the site's folder (npm install ${packageNameOf(plugin.name)}), or correct the name.`,
        ruleId: 'markdown/plugin-not-found',
      });
      continue;
    }
    out.push({
      kind,
      name: plugin.name,
      ...resolved,
      ...(plugin.options !== undefined ? { options: plugin.options } : {}),
      ...(plugin.place ? { place: plugin.place } : {}),
    });
  }
  return out;
}

/** The markdown settings of a site; a plugin that cannot be found is an error at its place in site.config.yaml. */
export function loadMarkdownSettings(root: string, config: Pick<SiteConfig, 'markdown'>): MarkdownSettings {
  const diagnostics: Diagnostic[] = [];
  const { markdown } = config;
  const mermaidCheck = markdown.mermaid ? resolvePackage('mermaid', root) : undefined;
  const settings: MarkdownSettings = {
    math: markdown.math.enabled ? { strict: markdown.math.strict } : false,
    mermaid: markdown.mermaid,
    ...(typeof mermaidCheck === 'object' ? { mermaidCheck } : {}),
    remarkPlugins: resolvePlugins('remark', markdown.remarkPlugins, root, diagnostics),
    rehypePlugins: resolvePlugins('rehype', markdown.rehypePlugins, root, diagnostics),
  };
  if (diagnostics.length) throw new DiagnosticError(diagnostics);
  return settings;
}

/** What of the settings changes the parser's output: the part of the parse cache's key (no paths, no places). */
export function parserSettings(settings: MarkdownSettings): Record<string, unknown> {
  const key = (plugins: PluginRef[]) => plugins.map((p) => ({ name: p.name, identity: p.identity, options: p.options ?? null }));
  return {
    math: settings.math,
    mermaid: settings.mermaid,
    // Installing Mermaid (or another version) checks the diagrams of pages parsed unchecked.
    mermaidCheck: settings.mermaidCheck?.identity ?? null,
    remarkPlugins: key(settings.remarkPlugins),
    rehypePlugins: key(settings.rehypePlugins),
    // Trees with code left plain are other trees.
    ...(settings.highlight ? { highlightApart: true } : {}),
  };
}

/** The default settings (no plugins), for callers without a site configuration. */
export const DEFAULT_MARKDOWN_SETTINGS: MarkdownSettings = { math: { strict: true }, mermaid: true, remarkPlugins: [], rehypePlugins: [] };
