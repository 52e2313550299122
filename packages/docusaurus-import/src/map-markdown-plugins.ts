/**
 * The docs' `remarkPlugins` and `rehypePlugins` → `markdown.remarkPlugins` and `markdown.rehypePlugins`. A plugin
 * carries over when it is a package docgen can find from the written site (installed in its folder or one above),
 * with options that are plain data. Plugins docgen has built in (math, npm2yarn) are left out with a word; plugins
 * written as functions in the configuration, packages that are not installed and options holding code are reported.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '@docgen/core';
import type { ImportNotes, Place } from './notes.js';
import type { MarkdownPluginOut } from './output-types.js';
import { describeValue, isDict, list, stubName } from './values.js';

export interface MarkdownPluginsContext {
  notes: ImportNotes;
  /** The place of a key of the docs options. */
  at: (key: string) => Place;
  /** Where site.config.yaml is written: packages are looked up from there, as docgen will. */
  outDir: string;
}

/** Plugins whose work docgen does itself, with what it does instead. */
const BUILT_IN: Record<string, string> = {
  'remark-math': 'docgen reads $…$ and $$ math itself (markdown.math)',
  'rehype-katex': 'docgen renders math with KaTeX at build time itself (markdown.math)',
  'rehype-mathjax': 'docgen renders math with KaTeX at build time itself (markdown.math)',
  '@docusaurus/remark-plugin-npm2yarn': 'docgen turns `npm2yarn` code blocks into npm, Yarn and pnpm tabs itself',
};

/** `@scope/name.default` → `@scope/name`; `remark-toc.default` → `remark-toc` (a stub names its property path). */
export function packageOfStub(stub: string): string {
  const scoped = stub.startsWith('@');
  const parts = stub.split('/');
  const last = scoped ? parts.slice(1).join('/') : stub;
  const name = last.split('.')[0];
  return scoped ? `${parts[0]}/${name}` : name;
}

function installed(name: string, fromDir: string): boolean {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (statSync(path.join(dir, 'node_modules', name, 'package.json'), { throwIfNoEntry: false })) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** The options as JSON data, or what in them is not data (a function, a package value, a regular expression). */
function asJson(value: unknown, at = 'options'): { json: JsonValue } | { problem: string } {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return { json: value };
  if (typeof value === 'number') return Number.isFinite(value) ? { json: value } : { problem: `${at} is ${value}` };
  if (Array.isArray(value)) {
    const out: JsonValue[] = [];
    for (const [i, item] of value.entries()) {
      const r = asJson(item, `${at}[${i}]`);
      if ('problem' in r) return r;
      out.push(r.json);
    }
    return { json: out };
  }
  if (isDict(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const r = asJson(item, `${at}.${key}`);
      if ('problem' in r) return r;
      out[key] = r.json;
    }
    return { json: out };
  }
  return { problem: `${at} is ${value instanceof RegExp ? 'a regular expression' : describeValue(value)}` };
}

function mapList(key: 'remarkPlugins' | 'rehypePlugins', value: unknown, ctx: MarkdownPluginsContext): MarkdownPluginOut[] {
  const out: MarkdownPluginOut[] = [];
  const setting = `markdown.${key}`;
  for (const entry of list(value)) {
    const [plugin, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    const stub = stubName(plugin);
    if (stub === undefined) {
      ctx.notes.add(
        ctx.at(key),
        `${key}: ${describeValue(plugin)}`,
        `docgen loads plugins from packages or module files: put the plugin in a file of the site (such as ./plugins/my-plugin.mjs, the plugin its default export) and list it under ${setting}.`,
      );
      continue;
    }
    const name = packageOfStub(stub);
    if (stub !== name && stub !== `${name}.default`) {
      ctx.notes.add(
        ctx.at(key),
        `${key}: ${stub}`,
        `docgen loads a plugin as the default export of a package or file; list the module that exports ${stub} under ${setting}.`,
      );
      continue;
    }
    if (BUILT_IN[name]) {
      ctx.notes.inform(`${key}: ${name}: ${BUILT_IN[name]}`);
      continue;
    }
    if (!installed(name, ctx.outDir)) {
      ctx.notes.add(
        ctx.at(key),
        `${key}: ${name}`,
        `The package is not installed where the site is written; install it (npm install ${name}) and list it under ${setting}.`,
      );
      continue;
    }
    if (options === undefined) {
      out.push(name);
      continue;
    }
    const json = asJson(options);
    if ('problem' in json) {
      ctx.notes.add(
        ctx.at(key),
        `${key}: ${name} with options that are not data (${json.problem})`,
        `site.config.yaml holds plain data; wrap the plugin in a file of the site that passes these options, and list that file under ${setting}.`,
      );
      continue;
    }
    out.push({ name, options: json.json });
  }
  return out;
}

/** The site's plugins from the docs options; `undefined` when none carries over. */
export function mapMarkdownPlugins(
  options: Record<string, unknown>,
  ctx: MarkdownPluginsContext,
): { remarkPlugins?: MarkdownPluginOut[]; rehypePlugins?: MarkdownPluginOut[] } | undefined {
  const remarkPlugins = mapList('remarkPlugins', options.remarkPlugins, ctx);
  const rehypePlugins = mapList('rehypePlugins', options.rehypePlugins, ctx);
  if (!remarkPlugins.length && !rehypePlugins.length) return undefined;
  return { ...(remarkPlugins.length ? { remarkPlugins } : {}), ...(rehypePlugins.length ? { rehypePlugins } : {}) };
}
