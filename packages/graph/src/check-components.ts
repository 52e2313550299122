/**
 * The MDX registry check: every component a page uses and every module it imports must be in the registry (the
 * theme's built-ins and the site's components folder). Each problem is reported where it is written, with what is
 * available. Pure: the registry is passed in.
 */
import { closest, resolveComponent, type ComponentEntry, type Diagnostic, type ParsedPage, type SiteConfig } from '@docgen/core';
import { configPlace } from './places.js';

export interface ComponentCheckInput {
  config: SiteConfig;
  pages: Iterable<ParsedPage>;
  registry: readonly ComponentEntry[];
  /** Set when `markdown.components` names a folder that does not exist. */
  missingFolder?: boolean;
}

/** How a content file imports a registry entry: its first module, site components as `@site/…`. */
function importPath(entry: ComponentEntry): string {
  const module = entry.modules[0];
  return entry.file ? `@site/${module}` : module;
}

export function checkComponents({ config, pages, registry, missingFolder }: ComponentCheckInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const folder = config.markdown.components;
  if (folder && missingFolder) {
    diagnostics.push({
      severity: 'error',
      ...configPlace(config, 'markdown.components', 'markdown'),
      message: `markdown.components names a folder that does not exist: ${folder}`,
      hint: 'Create the folder with a .tsx file per component (Card.tsx → <Card />), or fix the path (relative to the site root).',
      ruleId: 'config/missing-folder',
    });
  }
  const names = registry.map((e) => e.name);
  const available = `Available: ${registry.map((e) => (e.file ? `${e.name} (${e.file})` : e.name)).join(', ')}.`;
  const modules = [...new Set(registry.flatMap((e) => (e.file ? [importPath(e)] : e.modules)))];
  for (const page of pages) {
    const unresolved = new Set<string>();
    for (const entry of page.imports) {
      if (resolveComponent({ name: entry.local, module: entry.module, imported: entry.imported }, registry)) continue;
      unresolved.add(entry.local);
      const known = registry.some((e) => e.modules.includes(entry.module));
      const markdown = /\.mdx?$/i.test(entry.source);
      diagnostics.push({
        severity: 'error',
        file: page.source,
        line: entry.line,
        column: entry.column,
        message: known
          ? `"${entry.source}" has no export \`${entry.imported}\` docgen knows: import its default export (\`import ${entry.local} from '${entry.source}'\`)`
          : markdown
            ? `cannot import "${entry.source}": docgen does not include Markdown files in other pages`
            : `cannot resolve the import "${entry.source}"`,
        hint: markdown
          ? 'Link to the page instead, or put the shared part in a component of the components folder.'
          : `Modules docgen provides: ${modules.join(', ')}.${folder ? '' : ' A site adds its own components with markdown.components in site.config.yaml.'}`,
        ruleId: 'mdx/unresolved-import',
      });
    }
    for (const use of page.components) {
      if (resolveComponent(use, registry) || unresolved.has(use.name.split('.')[0])) continue;
      const near = closest(use.name, names);
      diagnostics.push({
        severity: 'error',
        file: page.source,
        line: use.line,
        column: use.column,
        message: `unknown component <${use.name}>`,
        ...(near ? { expected: [near] } : {}),
        hint: `${available}${folder ? '' : ' A site adds its own with markdown.components in site.config.yaml.'}`,
        ruleId: 'mdx/unknown-component',
      });
    }
  }
  return diagnostics;
}
