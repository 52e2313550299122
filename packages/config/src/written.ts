/** A YAML document's nodes as the values the schemas of `@docgen/core/config-schema` validate (`Written`). */
import { isMap, isNode, isPair, isScalar, isSeq } from 'yaml';
import type { JsonValue } from '@docgen/core';
import type { Written } from '@docgen/core/config-schema';
import { ENV_REF } from './schema.js';

/** `text` is the file's, to tell whether a string value is written exactly as it reads (see `ValuePlace`). */
export function writtenOf(node: unknown, text: string): Written {
  const offset = isNode(node) ? (node.range?.[0] ?? 0) : 0;
  const toJSON = (): JsonValue => (isNode(node) || isPair(node) ? node.toJSON() : null);
  if (isMap(node)) {
    const entries = node.items.map((pair) => ({
      key: pair.key === null || pair.key === undefined ? undefined : writtenOf(pair.key, text),
      value: pair.value === null || pair.value === undefined ? undefined : writtenOf(pair.value, text),
    }));
    return { kind: 'mapping', entries, offset, toJSON };
  }
  if (isSeq(node)) return { kind: 'list', items: node.items.map((item) => writtenOf(item, text)), offset, toJSON };
  if (isScalar(node)) {
    let textOffset: number | undefined;
    if (typeof node.value === 'string' && node.range) {
      const written = text.slice(node.range[0], node.range[1]);
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      const inner = quoted ? written.slice(1, -1) : written;
      if (!written.includes('\n') && inner === node.value && !ENV_REF.test(inner)) textOffset = node.range[0] + (quoted ? 1 : 0);
    }
    return { kind: 'scalar', value: node.value, offset, toJSON, ...(textOffset === undefined ? {} : { textOffset }) };
  }
  return { kind: 'other', offset, toJSON };
}
