/**
 * The component registry as data: which names and modules MDX content can use. The theme owns the built-in entries
 * (and their React implementations); a site adds its own from its components folder. The graph stage checks every
 * page against it, the theme renders with it: both resolve names the same way, here.
 */
import type { ComponentRef } from './pipeline-types.js';

export interface ComponentEntry {
  /** The registry name, which content can use without importing it: `Tabs`, `Card`. */
  name: string;
  /**
   * Modules whose default export is this component, as `ModuleImport.module` writes them: `@theme/Tabs`,
   * `react-player`, or a site path without extension for a site component (`src/components/Card`).
   */
  modules: string[];
  /** Where a site component is defined (site-root relative), for messages; absent for built-ins. */
  file?: string;
}

/**
 * The registry name a component reference resolves to, or undefined. An imported name resolves by its module (only
 * default exports are components); a name used without import resolves by name, built-ins first.
 */
export function resolveComponent(ref: ComponentRef, registry: readonly ComponentEntry[]): string | undefined {
  if (ref.module !== undefined) {
    if (ref.imported !== 'default' || ref.name.includes('.')) return undefined;
    return registry.find((entry) => entry.modules.includes(ref.module!))?.name;
  }
  return registry.find((entry) => entry.name === ref.name)?.name;
}
