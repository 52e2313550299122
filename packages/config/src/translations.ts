/**
 * Translation files as Docusaurus writes them (`code.json`, `navbar.json`, `footer.json`, `current.json`): a JSON
 * object of id → `{ "message": "…", "description": "…" }`. Read with places, so a problem names its line.
 */
import { isMap, isScalar, LineCounter, parseDocument, type Node, type Pair } from 'yaml';
import { DiagnosticError, type Diagnostic, type SourcePlace, type TranslationFile } from '@docgen/core';
import { locateYamlError } from './load.js';

const SHAPE = 'A translation file maps each id to {"message": "…", "description": "…"}, as docgen write-translations writes it.';

/** Parses one translation file; throws a DiagnosticError naming every problem. */
export function parseTranslationFile(input: { file: string; text: string }): TranslationFile {
  const { file } = input;
  const lineCounter = new LineCounter();
  const doc = parseDocument(input.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (node: Node | Pair['key'] | null | undefined): SourcePlace => {
    const pos = lineCounter.linePos((node as Node | null | undefined)?.range?.[0] ?? 0);
    return { file, line: pos.line, column: pos.col };
  };
  if (doc.errors.length) {
    const { offset, message } = locateYamlError(doc, doc.errors[0]);
    const pos = lineCounter.linePos(offset);
    throw new DiagnosticError([
      { severity: 'error', file, line: pos.line, column: pos.col, message: `invalid JSON: ${message}`, hint: SHAPE, ruleId: 'i18n/invalid-file' },
    ]);
  }
  const root = doc.contents as Node | null;
  const messages: Record<string, string> = {};
  const places: Record<string, SourcePlace> = {};
  if (!root) return { file, messages, places };
  const problems: Diagnostic[] = [];
  const problem = (node: Node | Pair['key'] | null | undefined, message: string) =>
    problems.push({ severity: 'error', ...at(node), message, hint: SHAPE, ruleId: 'i18n/invalid-file' });
  if (!isMap(root)) {
    problem(root, 'a translation file must be a JSON object of messages');
    throw new DiagnosticError(problems);
  }
  for (const pair of root.items) {
    const id = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (id === undefined) {
      problem(pair.key, 'a message id must be a string');
      continue;
    }
    const value = pair.value as Node | null;
    const message = isMap(value) ? value.items.find((p) => isScalar(p.key) && p.key.value === 'message') : undefined;
    if (!message || !isScalar(message.value) || typeof message.value.value !== 'string') {
      problem(value ?? pair.key, `"${id}" has no "message" string`);
      continue;
    }
    messages[id] = message.value.value;
    places[id] = at(message.value);
  }
  if (problems.length) throw new DiagnosticError(problems);
  return { file, messages, places };
}
