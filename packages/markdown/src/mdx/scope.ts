/**
 * The names an MDX file defines: its imports (files, build-time functions, components) and its `export const`s,
 * evaluated when first used. Reads the ESM blocks' estree; records file imports as assets and module imports for the
 * registry check, each at its place.
 */
import type * as ES from 'estree';
import type { AssetRef, ModuleImport } from '@docgen/core';
import { EvaluationError, evaluate, special, UNBOUND, type Scope, type Value } from './evaluate.js';
import { BUILD_TIME_FUNCTIONS, isFileImport, moduleOf, sitePathOf } from './modules.js';

export interface FileScope {
  scope: Scope;
  assets: AssetRef[];
  imports: ModuleImport[];
  /** Problems of the import and export statements themselves. */
  errors: EvaluationError[];
}

type Binding = { value: Value } | { pending: ES.Expression; evaluating?: boolean };

const place = (node: ES.Node) => (node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : {});

const MOVE_TO_COMPONENTS =
  'docgen evaluates Markdown at build time and runs no code from it: put components in a .tsx file of the components folder (markdown.components in site.config.yaml) and use them by name.';

export function fileScope(programs: readonly ES.Program[], sourcePath: string): FileScope {
  const bindings = new Map<string, Binding>();
  const out: Omit<FileScope, 'scope'> = { assets: [], imports: [], errors: [] };
  const fail = (message: string, node: ES.Node, hint?: string) => out.errors.push(new EvaluationError(message, node, hint));

  const addImport = (node: ES.ImportDeclaration) => {
    const specifier = String(node.source.value);
    if (node.specifiers.length === 0)
      return fail(
        `docgen does not run imports without names (\`import '${specifier}'\`)`,
        node,
        'Remove it: stylesheets and scripts are not loaded from Markdown.',
      );
    if (isFileImport(specifier)) {
      out.assets.push({ src: specifier, path: sitePathOf(specifier, sourcePath), ...place(node) });
      for (const s of node.specifiers) {
        if (s.type === 'ImportSpecifier') fail(`a file has no named exports: write \`import ${s.local.name} from '${specifier}'\``, s);
        else bindings.set(s.local.name, { value: special({ kind: 'asset', src: specifier }) });
      }
      return;
    }
    const functions = BUILD_TIME_FUNCTIONS[specifier];
    for (const s of node.specifiers) {
      const imported =
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.imported.type === 'Identifier'
              ? s.imported.name
              : String(s.imported.value);
      if (functions) {
        if (functions[imported] === undefined)
          fail(`"${specifier}" has no export \`${imported}\` that docgen knows`, s, `Known: ${Object.keys(functions).join(', ')}.`);
        else bindings.set(s.local.name, { value: functions[imported] });
        continue;
      }
      const module = moduleOf(specifier, sourcePath);
      out.imports.push({ source: specifier, module, imported, local: s.local.name, ...place(s) });
      bindings.set(s.local.name, { value: special({ kind: 'component', ref: { name: s.local.name, module, imported } }) });
    }
  };

  const addExport = (node: ES.ModuleDeclaration) => {
    if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration') {
      for (const declarator of node.declaration.declarations) {
        if (declarator.id.type !== 'Identifier') fail('docgen reads `export const name = value` only, without destructuring', declarator.id);
        else bindings.set(declarator.id.name, { pending: declarator.init ?? { type: 'Identifier', name: 'undefined' } });
      }
      return;
    }
    const declaration = node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration' ? node.declaration : undefined;
    if (
      declaration &&
      (declaration.type === 'FunctionDeclaration' ||
        declaration.type === 'ClassDeclaration' ||
        declaration.type === 'ArrowFunctionExpression' ||
        declaration.type === 'FunctionExpression')
    ) {
      return fail(`docgen cannot run ${declaration.type.startsWith('Class') ? 'a class' : 'a function'} exported from Markdown`, node, MOVE_TO_COMPONENTS);
    }
    fail(
      `docgen reads \`export const name = value\` only, not ${node.type === 'ExportDefaultDeclaration' ? '`export default`' : node.type === 'ExportAllDeclaration' ? '`export *`' : 're-exports'}`,
      node,
    );
  };

  for (const program of programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') addImport(statement);
      else if (statement.type.startsWith('Export')) addExport(statement as ES.ModuleDeclaration);
    }
  }

  const scope: Scope = {
    lookup(name) {
      const binding = bindings.get(name);
      if (!binding) return UNBOUND;
      if ('value' in binding) return binding.value;
      if (binding.evaluating) throw new EvaluationError(`\`${name}\` is defined in terms of itself`, binding.pending);
      binding.evaluating = true;
      try {
        const value = evaluate(binding.pending, scope);
        bindings.set(name, { value });
        return value;
      } finally {
        binding.evaluating = false;
      }
    },
    names: () => [...bindings.keys()].sort(),
  };
  return { scope, ...out };
}
