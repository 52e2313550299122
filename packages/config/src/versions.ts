/** `versions.json`: the released docs versions, newest first (resolved with the docs options by `resolveVersions` in core). */
import { isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { DiagnosticError, invalidVersionName, VERSIONS_FILE, type SourcePlace } from '@docgen/core';
import { locateYamlError } from './load.js';

/** The version names of `versions.json` (newest first), each checked as Docusaurus checks them, with their places. */
export function parseVersionsFile(input: { file?: string; text: string }): { names: string[]; places: Record<string, SourcePlace> } {
  const file = input.file ?? VERSIONS_FILE;
  const lineCounter = new LineCounter();
  const doc = parseDocument(input.text, { lineCounter, prettyErrors: false });
  const at = (node: Node | null | undefined): SourcePlace => {
    const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line: pos.line, column: pos.col };
  };
  const fail = (node: Node | null | undefined, message: string, hint: string): never => {
    throw new DiagnosticError([{ severity: 'error', ...at(node), message, hint, ruleId: 'versions/invalid' }]);
  };
  const root = doc.contents as Node | null;
  if (doc.errors.length) {
    const { offset, message } = locateYamlError(doc, doc.errors[0]);
    const pos = lineCounter.linePos(offset);
    throw new DiagnosticError([
      {
        severity: 'error',
        file,
        line: pos.line,
        column: pos.col,
        message: `invalid JSON: ${message}`,
        hint: 'versions.json is a JSON list of version names, newest first: ["2.0", "1.0"].',
        ruleId: 'versions/invalid',
      },
    ]);
  }
  if (!root) return { names: [], places: {} };
  if (!isSeq(root)) fail(root, 'versions.json must be a list of version names', 'Write a JSON list, newest first: ["2.0", "1.0"].');
  const names: string[] = [];
  const places: Record<string, SourcePlace> = {};
  for (const item of (root as { items: Node[] }).items) {
    if (!isScalar(item) || typeof item.value !== 'string')
      fail(item, `a version name must be a string, got ${JSON.stringify((item as { value?: unknown }).value ?? null)}`, 'Quote it: "1.0".');
    const name = (item as { value: string }).value;
    const invalid = invalidVersionName(name);
    if (invalid) fail(item, `invalid version name "${name}": ${invalid}`, 'Rename the version (its folder in versioned_docs/ and its sidebars file too).');
    if (names.includes(name)) fail(item, `version "${name}" is listed twice`, 'Remove one of them.');
    names.push(name);
    places[name] = at(item);
  }
  return { names, places };
}
