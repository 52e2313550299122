/** Reading and validating the two configuration files. */
import { LineCounter, parseDocument, type Node } from 'yaml';
import { DiagnosticError, type CategoryMeta, type Diagnostic, type SidebarsConfig, type SiteConfig } from '@docgen/core';
import type { ValidationContext, Validator } from './schema.js';
import { completeSiteConfig, siteConfigSchema } from './site-schema.js';
import { sidebarsSchema } from './sidebars-schema.js';
import { categorySchema } from './category-schema.js';

export interface ConfigInput {
  /** Path shown in messages, relative to the site root. */
  file: string;
  text: string;
  /** For `${NAME}` values; defaults to none. */
  env?: Record<string, string | undefined>;
}

function parseYaml<T>(input: ConfigInput, schema: Validator<T>): T {
  const lineCounter = new LineCounter();
  const doc = parseDocument(input.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // The first syntax error is the one to fix; the ones after it are usually its echoes.
  const diagnostics: Diagnostic[] = doc.errors.slice(0, 1).map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return {
      severity: 'error',
      file: input.file,
      line: pos.line,
      column: pos.col,
      message: `invalid YAML: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
      hint: 'Fix the YAML syntax at this place (indentation, a missing ":" or an unclosed quote are the usual causes).',
      ruleId: 'config/yaml-syntax',
    };
  });
  if (diagnostics.length) throw new DiagnosticError(diagnostics);
  const ctx: ValidationContext = { file: input.file, lineCounter, diagnostics, env: input.env ?? {} };
  const root = doc.contents as Node | null;
  if (!root) {
    throw new DiagnosticError([{ severity: 'error', file: input.file, line: 1, column: 1, message: 'the file is empty', ruleId: 'config/empty' }]);
  }
  const value = schema(root, ctx, '');
  if (value === undefined || diagnostics.length) throw new DiagnosticError(diagnostics);
  return value;
}

/** Parses and validates `site.config.yaml`; throws a DiagnosticError naming every problem. */
export function parseSiteConfig(input: ConfigInput): SiteConfig {
  return completeSiteConfig(parseYaml(input, siteConfigSchema));
}

/** Parses and validates `sidebars.yaml`; doc ids are checked later, against the docs that exist. */
export function parseSidebars(input: ConfigInput): SidebarsConfig {
  return parseYaml(input, sidebarsSchema);
}

/** Parses and validates a docs folder's `_category_.json` or `_category_.yml`. */
export function parseCategoryMeta(input: ConfigInput): CategoryMeta {
  const meta = parseYaml(input, categorySchema);
  delete (meta as { customProps?: unknown }).customProps;
  return meta;
}
