/** Reading and validating the two configuration files. */
import { LineCounter, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import { DiagnosticError, type CategoryMeta, type Diagnostic, type SidebarsConfig, type SiteConfig } from '@docgen/core';
import { siteConfigSchema, type Schema } from '@docgen/core/config-schema';
import { validate, type ConfigPlaces, type ValidationContext } from './schema.js';
import { writtenOf } from './written.js';
import { sidebarsSchema } from './sidebars-schema.js';
import { categorySchema } from './category-schema.js';

export interface ConfigInput {
  /** Path shown in messages, relative to the site root. */
  file: string;
  text: string;
  /** For `${NAME}` values; defaults to none. */
  env?: Record<string, string | undefined>;
}

/**
 * Where to report a YAML syntax error, and what to say. The parser notices an unclosed quote where the text ends;
 * the quote to fix is where the value starts.
 */
export function locateYamlError(doc: Document, error: YAMLError): { offset: number; message: string } {
  const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'MISSING_CHAR' && /quote/.test(message)) {
    let start: number | undefined;
    visit(doc, {
      Scalar(_key, node) {
        const range = node.range;
        if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && range && range[0] < error.pos[0] && error.pos[0] <= range[2]) start = range[0];
      },
    });
    if (start !== undefined) return { offset: start, message: 'the quote that starts this value is never closed' };
  }
  // Likewise a flow collection (`[a, b` or `{a: 1`) never closed: the bracket to close is where it opens.
  const bracket = /end with an? ([\]}])/.exec(message)?.[1];
  if (bracket) {
    let start: number | undefined;
    const visitor = (_key: unknown, node: { flow?: boolean; range?: [number, number, number] | null }) => {
      const range = node.range;
      if (node.flow && range && range[0] < error.pos[0] && error.pos[0] <= range[2]) start = range[0];
    };
    visit(doc, bracket === ']' ? { Seq: visitor } : { Map: visitor });
    if (start !== undefined) return { offset: start, message: `the "${bracket === ']' ? '[' : '{'}" that starts this value is never closed with "${bracket}"` };
  }
  return { offset: error.pos[0], message };
}

function parseYaml<T>(input: ConfigInput, schema: Schema<T>, places?: ConfigPlaces): T {
  const lineCounter = new LineCounter();
  const doc = parseDocument(input.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // The first syntax error is the one to fix; the ones after it are usually its echoes.
  const diagnostics: Diagnostic[] = doc.errors.slice(0, 1).map((e) => {
    const { offset, message } = locateYamlError(doc, e);
    const pos = lineCounter.linePos(offset);
    return {
      severity: 'error',
      file: input.file,
      line: pos.line,
      column: pos.col,
      message: `invalid YAML: ${message}`,
      hint: 'Fix the YAML syntax at this place (indentation, a missing ":" or an unclosed quote are the usual causes).',
      ruleId: 'config/yaml-syntax',
    };
  });
  if (diagnostics.length) throw new DiagnosticError(diagnostics);
  const ctx: ValidationContext = { file: input.file, lineCounter, diagnostics, env: input.env ?? {}, places };
  const root = doc.contents;
  if (!root) {
    throw new DiagnosticError([{ severity: 'error', file: input.file, line: 1, column: 1, message: 'the file is empty', ruleId: 'config/empty' }]);
  }
  const value = validate(schema, writtenOf(root, input.text), ctx, '');
  if (value === undefined || diagnostics.length) throw new DiagnosticError(diagnostics);
  return value;
}

/**
 * The site configuration with `places`: where each value is written, by its path (`favicon`, `navbar.logo.href`,
 * `docs.version.mainDoc`), for messages of later stages about values that are not items with a `place` of their own.
 * Build-time data only: the theme passes on chosen fields, never the whole object.
 */
export type PlacedSiteConfig = SiteConfig & { places: ConfigPlaces };

/** Parses and validates `site.config.yaml`; throws a DiagnosticError naming every problem. */
export function parseSiteConfig(input: ConfigInput): PlacedSiteConfig {
  const places: ConfigPlaces = {};
  return { ...parseYaml(input, siteConfigSchema, places), places };
}

/** Parses and validates `sidebars.yaml`; doc ids are checked later, against the docs that exist. */
export function parseSidebars(input: ConfigInput): SidebarsConfig {
  return parseYaml(input, sidebarsSchema);
}

/** Parses and validates a docs folder's `_category_.json` or `_category_.yml`. */
export function parseCategoryMeta(input: ConfigInput): CategoryMeta {
  return parseYaml(input, categorySchema);
}
