/**
 * Importing the site's unified plugins on a worker thread (or inline): each module's default export is the plugin. A
 * local file is imported under its content hash, so a thread that lives on (the dev server's) loads the edited file.
 */
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '@docgen/core';
import type { UserPlugin } from '@docgen/markdown';
import type { PluginRef } from './markdown-settings.js';

/** A plugin that could not be loaded: one error at its place in site.config.yaml. */
export function pluginLoadProblem(ref: Pick<PluginRef, 'kind' | 'name' | 'place'>, reason: string): Diagnostic {
  return {
    severity: 'error',
    file: ref.place?.file ?? 'site.config.yaml',
    line: ref.place?.line,
    column: ref.place?.column,
    message: `${ref.kind} plugin "${ref.name}" ${reason}`,
    hint: `A plugin module's default export is the plugin function (unified's attacher); check markdown.${ref.kind}Plugins and the plugin's options.`,
    ruleId: 'markdown/plugin-load',
  };
}

export class PluginLoadError extends Error {
  override name = 'PluginLoadError';
  constructor(readonly problem: Diagnostic) {
    super(problem.message);
  }
}

async function loadOne(ref: PluginRef): Promise<UserPlugin> {
  const url = pathToFileURL(ref.file).href + (ref.identity.startsWith('file@') ? `?v=${ref.identity.slice(5)}` : '');
  let module: { default?: unknown };
  try {
    module = (await import(url)) as { default?: unknown };
  } catch (e) {
    throw new PluginLoadError(pluginLoadProblem(ref, `could not be loaded: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`));
  }
  const attacher = module.default;
  if (typeof attacher !== 'function')
    throw new PluginLoadError(pluginLoadProblem(ref, `is not a plugin: the module ${ref.file} has no default export that is a function`));
  return { kind: ref.kind, name: ref.name, attacher: attacher as UserPlugin['attacher'], ...(ref.options !== undefined ? { options: ref.options } : {}) };
}

/** The plugins in order; throws a `PluginLoadError` for the first that cannot be loaded. */
export async function loadUserPlugins(refs: readonly PluginRef[]): Promise<UserPlugin[]> {
  const out: UserPlugin[] = [];
  for (const ref of refs) out.push(await loadOne(ref));
  return out;
}
