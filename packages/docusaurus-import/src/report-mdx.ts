/**
 * MDX imports docgen cannot follow. docgen renders the components of its registry (`@theme/Tabs`, `react-player`…),
 * evaluates `useBaseUrl`, and turns file imports (`./diagram.png`) into URLs; an import of anything else — a
 * component of the site (`@site/src/components/Card`), another package — stops the build at its line. The import
 * lists them beforehand, once per module, at its first use.
 */
import { BUILTIN_COMPONENTS } from '@docgen/theme/catalog';
import type { DocsInventory } from './docs-inventory.js';
import type { ImportNotes } from './notes.js';

/** Modules whose exports docgen evaluates while building (not components). */
const BUILD_TIME_MODULES = new Set(['@docusaurus/useBaseUrl']);
const COMPONENT_MODULES = new Set(BUILTIN_COMPONENTS.flatMap((c) => c.modules));
/** Extensions of code and Markdown modules; an import of a file with any other extension stands for its URL. */
const MODULE_EXTENSION = /\.(m?[jt]sx?|cjs|mdx?|json)$/i;

export interface MdxImport {
  specifier: string;
  /** The names it binds, as written: `Card`, `{Chart}`, `* as Icons`. */
  bindings: string;
  line: number;
  column: number;
}

/** Top-level `import … from '…'` statements of an MDX text (outside code fences), with their places. */
export function mdxImports(text: string): MdxImport[] {
  const lines = text.split('\n');
  const out: MdxImport[] = [];
  let fence: string | undefined;
  let frontMatter = lines[0]?.trim() === '---';
  for (let i = frontMatter ? 1 : 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontMatter) {
      if (line.trim() === '---') frontMatter = false;
      continue;
    }
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence || !/^import[\s{*]/.test(line)) continue;
    // An import may span lines (`import {\n  A,\n} from 'x';`).
    let statement = line;
    let end = i;
    while (!/\bfrom\s*['"][^'"]+['"]|^import\s*['"]/.test(statement) && end + 1 < lines.length) statement += `\n${lines[++end]}`;
    const match = /^import\s+([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/.exec(statement) ?? /^import\s*['"]([^'"]+)['"]/.exec(statement);
    if (match)
      out.push(
        match.length === 3
          ? { bindings: match[1].replace(/\s+/g, ' '), specifier: match[2], line: i + 1, column: 1 }
          : { bindings: '', specifier: match[1], line: i + 1, column: 1 },
      );
    i = end;
  }
  return out;
}

const isSitePath = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('@site/');

/** Whether docgen can follow the import: a file's URL, a build-time function, or a registry component's default export. */
export function isFollowed(mdxImport: MdxImport): boolean {
  const { specifier, bindings } = mdxImport;
  if (isSitePath(specifier) && /\.[A-Za-z0-9]+$/.test(specifier) && !MODULE_EXTENSION.test(specifier)) return true;
  if (BUILD_TIME_MODULES.has(specifier)) return true;
  // Components are default exports: `import Tabs from '@theme/Tabs'`.
  return COMPONENT_MODULES.has(specifier) && /^[A-Za-z_$][\w$]*$/.test(bindings);
}

export function reportMdxImports(inventory: DocsInventory, notes: ImportNotes): void {
  const byModule = new Map<string, { first: { file: string; line: number; column: number; bindings: string }; files: Set<string> }>();
  for (const source of [...inventory.docs, ...inventory.pages]) {
    for (const found of mdxImports(source.text)) {
      if (isFollowed(found)) continue;
      const seen = byModule.get(found.specifier);
      if (seen) seen.files.add(source.file);
      else
        byModule.set(found.specifier, {
          first: { file: source.file, line: found.line, column: found.column, bindings: found.bindings },
          files: new Set([source.file]),
        });
    }
  }
  const names = BUILTIN_COMPONENTS.map((c) => c.name).join(', ');
  for (const [specifier, { first, files }] of byModule) {
    const where = files.size === 1 ? '' : ` (in ${files.size} files)`;
    const what = first.bindings ? `import of ${first.bindings} from '${specifier}'` : `import of '${specifier}'`;
    notes.add(
      { file: first.file, line: first.line, column: first.column },
      `MDX ${what}${where}`,
      isSitePath(specifier)
        ? `A component of the site is a React component docgen does not run; the build stops at this import. Write its content in Markdown, or use one of docgen's components (${names}).`
        : `docgen renders the components of its registry (${names}) and evaluates useBaseUrl; the build stops at this import. Replace it with Markdown or one of those.`,
    );
  }
}
