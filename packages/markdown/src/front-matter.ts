/** Front matter: the YAML block between `---` lines at the top of a Markdown file. */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { locateYamlError } from '@docgen/config';
import type { Diagnostic, FrontMatter } from '@docgen/core';

export interface FrontMatterResult {
  frontMatter: FrontMatter;
  /** The file's text with the front matter replaced by blank lines, so Markdown positions stay true. */
  body: string;
  /** Where each top-level key's value is written (its line and column; column 1 when the value is empty). */
  places: Record<string, { line: number; column: number }>;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

type Kind = 'string' | 'number' | 'boolean' | 'level' | 'nullableString' | 'stringList';
const KNOWN: Record<string, Kind> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  slug: 'string',
  description: 'string',
  keywords: 'stringList',
  image: 'string',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'level',
  toc_max_heading_level: 'level',
  pagination_prev: 'nullableString',
  pagination_next: 'nullableString',
  pagination_label: 'string',
  custom_edit_url: 'nullableString',
  draft: 'boolean',
  unlisted: 'boolean',
};

const EXPECTED: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  level: 'a heading level from 2 to 6',
  nullableString: 'a string or null',
  stringList: 'a list of strings',
};

function check(kind: Kind, node: Node | null): unknown {
  const scalar = isScalar(node) ? node.value : undefined;
  switch (kind) {
    case 'string':
      // Plain YAML turns `title: 2024` into a number; a writer means the text.
      return typeof scalar === 'string' ? scalar : typeof scalar === 'number' ? String(scalar) : undefined;
    case 'number':
      return typeof scalar === 'number' && Number.isFinite(scalar) ? scalar : undefined;
    case 'boolean':
      return typeof scalar === 'boolean' ? scalar : undefined;
    case 'level':
      return typeof scalar === 'number' && Number.isInteger(scalar) && scalar >= 2 && scalar <= 6 ? scalar : undefined;
    case 'nullableString':
      return scalar === null || typeof scalar === 'string' ? scalar : undefined;
    case 'stringList':
      if (isSeq(node) && node.items.every((i) => isScalar(i) && typeof i.value === 'string')) {
        return node.items.map((i) => (i as { value: string }).value);
      }
      return typeof scalar === 'string'
        ? scalar
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined;
  }
}

/** Splits off and validates front matter. Problems are returned as diagnostics with file:line:column. */
export function parseFrontMatter(file: string, text: string): FrontMatterResult {
  const match = FENCE.exec(text);
  const empty: FrontMatter = { extra: {} };
  if (!match) return { frontMatter: empty, body: text, places: {}, diagnostics: [] };
  const block = match[0];
  const body = block.replace(/[^\n]/g, '') + text.slice(block.length);
  const diagnostics: Diagnostic[] = [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(match[1], { lineCounter, prettyErrors: false });
  // The YAML starts on line 2 of the file (line 1 is `---`).
  const place = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + 1, column: pos.col };
  };
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const { offset, message } = locateYamlError(doc, e);
      diagnostics.push({
        severity: 'error',
        file,
        ...place(offset),
        message: `invalid front matter YAML: ${message}`,
        hint: 'Front matter is YAML between two "---" lines; quote values that contain ": " or start with a special character.',
        ruleId: 'front-matter/yaml-syntax',
      });
    }
    return { frontMatter: empty, body, places: {}, diagnostics };
  }
  const root = doc.contents as Node | null;
  if (root === null || (isScalar(root) && root.value === null)) return { frontMatter: empty, body, places: {}, diagnostics };
  if (!isMap(root)) {
    diagnostics.push({
      severity: 'error',
      file,
      line: 2,
      column: 1,
      message: 'front matter must be a YAML mapping of keys to values',
      ruleId: 'front-matter/not-a-mapping',
    });
    return { frontMatter: empty, body, places: {}, diagnostics };
  }
  const frontMatter: FrontMatter = { extra: {} };
  const places: FrontMatterResult['places'] = {};
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const kind = KNOWN[key];
    const valueNode = (pair.value ?? null) as Node | null;
    const keyOffset = (pair.key as Node | null)?.range?.[0];
    const valueOffset = isScalar(valueNode) && valueNode.value === null ? undefined : valueNode?.range?.[0];
    if (valueOffset !== undefined) places[key] = place(valueOffset);
    else if (keyOffset !== undefined) places[key] = { line: place(keyOffset).line, column: 1 };
    if (!kind) {
      frontMatter.extra[key] = valueNode && 'toJSON' in valueNode ? valueNode.toJSON() : null;
      continue;
    }
    const value = check(kind, valueNode);
    if (value === undefined) {
      const offset = (valueNode ?? (pair.key as Node))?.range?.[0] ?? 0;
      diagnostics.push({
        severity: 'error',
        file,
        ...place(offset),
        message: `front matter "${key}" must be ${EXPECTED[kind]}`,
        ruleId: 'front-matter/invalid-value',
      });
      continue;
    }
    // Cast: FrontMatter names its known keys; unknown keys are kept as they are written, so it is filled as a record.
    (frontMatter as unknown as Record<string, unknown>)[key] = value;
  }
  return { frontMatter, body, places, diagnostics };
}
