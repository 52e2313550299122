/**
 * The site's own MDX components (`markdown.components` in site.config.yaml): every `.tsx` or `.jsx` file directly in
 * the folder whose name starts with a capital letter is registered under that name (other files are helpers they
 * import). Bundled for Node like page modules, rendered on the server only.
 */
import path from 'node:path';
import type { ComponentType } from 'react';
import type { ComponentEntry, Diagnostic, SiteConfig } from '@docgen/core';
import { BUILTIN_COMPONENTS } from '@docgen/theme/catalog';
import { contentHash } from '../cache/hash.js';
import { bundleAndImport, isComponent } from './modules.js';

const COMPONENT_FILE = /^([A-Z][A-Za-z0-9_$]*)\.[jt]sx$/;

/** Registry entries of the site's components, from the list of the site's files. */
export function siteComponentEntries(config: SiteConfig, files: Iterable<string>): ComponentEntry[] {
  const dir = config.markdown.components?.replace(/^\.\/|\/+$/g, '');
  if (!dir) return [];
  const entries: ComponentEntry[] = [];
  for (const file of files) {
    if (!file.startsWith(`${dir}/`)) continue;
    const match = COMPONENT_FILE.exec(file.slice(dir.length + 1));
    if (match) entries.push({ name: match[1], modules: [`${dir}/${match[1]}`], file });
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The whole registry as data: built-ins first, so that a name used without import means the built-in. */
export function componentRegistry(config: SiteConfig, files: Iterable<string>): ComponentEntry[] {
  return [...BUILTIN_COMPONENTS, ...siteComponentEntries(config, files)];
}

export interface LoadedComponents {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  implementations: Record<string, ComponentType<any>>;
  /**
   * Per component: its bundled module (to import again on a worker thread, while `scratchDir` exists) and a key of the
   * content of every file its bundle read.
   */
  modules: Record<string, SiteComponentModule>;
  diagnostics: Diagnostic[];
}

/** A site component as worker threads load it: the bundle to import, and a key of its code. */
export interface SiteComponentModule {
  file: string;
  key: string;
}

/**
 * Bundles and imports the site's components into `scratchDir`, and keeps the bundles there (worker threads import
 * them too): the caller removes the folder when the build is done.
 */
export async function loadSiteComponents(root: string, entries: readonly ComponentEntry[], scratchDir: string): Promise<LoadedComponents> {
  const out: LoadedComponents = { implementations: {}, modules: {}, diagnostics: [] };
  const own = entries.filter((e) => e.file);
  if (own.length === 0) return out;
  const imported = await bundleAndImport(
    root,
    own.map((e) => e.file!),
    scratchDir,
    'the component',
    'components/module-syntax',
    true,
  );
  imported.forEach((result, i) => {
    out.diagnostics.push(...result.diagnostics);
    if (!result.namespace) return;
    const name = own[i].name;
    if (result.file) out.modules[name] = { file: result.file, key: contentHash(JSON.stringify(Object.entries(result.inputs ?? {}).sort())) };
    if (isComponent(result.namespace.default)) out.implementations[name] = result.namespace.default as ComponentType;
    else
      out.diagnostics.push({
        severity: 'error',
        file: result.path,
        line: 1,
        column: 1,
        message: `the default export of ${path.posix.basename(result.path)} must be the React component that MDX uses as <${name}>`,
        hint: `Write \`export default function ${name}(props) { return …; }\`.`,
        ruleId: 'components/no-default-export',
      });
  });
  return out;
}
