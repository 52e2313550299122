/**
 * Validates a configuration file against a schema of `@docgen/core/config-schema`. It works on the values as written
 * (`Written`, with their offsets), not on the parsed data, so every message points at the exact line and column of
 * the offending key or value.
 */
import type { LineCounter } from 'yaml';
import { closest, type ConfigPlaces, type Diagnostic, type SourcePlace, type ValuePlace } from '@docgen/core';
import { entryOf, type Checker, type Def, type Field, type Schema, type Written } from '@docgen/core/config-schema';

export interface ValidationContext {
  file: string;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
  /** Environment for `${NAME}` substitution in string values. */
  env: Record<string, string | undefined>;
  /** When set, objects and records record where each value is written, by its path (`navbar.logo.href`). */
  places?: ConfigPlaces;
}

export type { ConfigPlaces, ValuePlace };

export const ENV_REF = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?\}$/;

export function placeOf(node: Written | undefined, ctx: ValidationContext): SourcePlace {
  const pos = ctx.lineCounter.linePos(node?.offset ?? 0);
  return { file: ctx.file, line: pos.line, column: pos.col };
}

/** `placeOf`, plus where the characters of a string value start when the source spells it out one to one. */
function valuePlaceOf(node: Written, ctx: ValidationContext): ValuePlace {
  const place: ValuePlace = placeOf(node, ctx);
  if (node.kind === 'scalar' && node.textOffset !== undefined) place.textColumn = place.column + (node.textOffset - node.offset);
  return place;
}

export function report(
  ctx: ValidationContext,
  node: Written | undefined,
  message: string,
  hint?: string,
  ruleId = 'config/invalid',
  expected?: string[],
): undefined {
  ctx.diagnostics.push({ severity: 'error', ...placeOf(node, ctx), message, hint, ruleId, ...(expected ? { expected } : {}) });
  return undefined;
}

function describe(node: Written | undefined): string {
  if (node?.kind === 'mapping') return 'a mapping';
  if (node?.kind === 'list') return 'a list';
  if (node?.kind === 'scalar') {
    const v = node.value;
    if (v === null) return 'nothing (null)';
    return typeof v === 'string' ? `the string "${v}"` : `${typeof v} ${String(v)}`;
  }
  return 'an unsupported value';
}

/** Validates one written value; `undefined` means invalid (a diagnostic was recorded). */
export function validate<T>(schema: Schema<T>, node: Written | undefined, ctx: ValidationContext, path: string): T | undefined {
  // `run` builds the value its definition describes, of the type `Infer` reads from the same definition.
  return run(schema.def, node, ctx, path) as T | undefined;
}

function checker(ctx: ValidationContext): Checker {
  return {
    file: ctx.file,
    check: (schema, node, path) => validate(schema, node, ctx, path),
    report: (at, message, hint) => report(ctx, at, message, hint),
    place: (at) => placeOf(at, ctx),
  };
}

function defaultOf(spec: Field<unknown>): unknown {
  return typeof spec.default === 'function' ? spec.default() : spec.default;
}

/** The definition of one kind of value. */
type DefOf<K extends Def['kind']> = Extract<Def, { kind: K }>;

function run(def: Def, node: Written | undefined, ctx: ValidationContext, path: string): unknown {
  switch (def.kind) {
    case 'string':
      return runString(def, node, ctx, path);
    case 'boolean':
      return node?.kind === 'scalar' && typeof node.value === 'boolean'
        ? node.value
        : report(ctx, node, `${path} must be true or false, got ${describe(node)}`);
    case 'number':
      return runNumber(def, node, ctx, path);
    case 'literal': {
      const v = node?.kind === 'scalar' ? node.value : undefined;
      const found = def.values.find((allowed) => allowed === v);
      if (found !== undefined) return found;
      const list = def.values.map((a) => JSON.stringify(a)).join(', ');
      return report(ctx, node, `${path} must be one of ${list}, got ${describe(node)}`);
    }
    case 'list': {
      if (node?.kind !== 'list') return report(ctx, node, `${path} must be a list, got ${describe(node)}`);
      const out: unknown[] = [];
      node.items.forEach((child, i) => {
        const v = run(def.item.def, child, ctx, `${path}[${i}]`);
        if (v !== undefined) out.push(v);
      });
      return out;
    }
    case 'record':
      return runRecord(def, node, ctx, path);
    case 'object':
      return runObject(def, node, ctx, path);
    case 'tagged':
      return runTagged(def, node, ctx, path);
    case 'select': {
      const choice = def.choose(node, path);
      if (typeof choice !== 'number') return report(ctx, choice.at, choice.message, choice.hint);
      return run(def.choices[choice].def, node, ctx, path);
    }
    case 'transform': {
      const v = run(def.inner.def, node, ctx, path);
      return v === undefined ? undefined : def.apply(v);
    }
    case 'placed':
      return runPlaced(def, node, ctx, path);
    case 'moved':
      return report(ctx, node, `${path} has moved to ${def.to}`, `Write it as ${def.to}, the name Docusaurus uses.`, 'config/moved-key');
    case 'any':
      return node?.toJSON();
    case 'custom':
      return def.validate(node, checker(ctx), path);
  }
}

function runString(def: DefOf<'string'>, node: Written | undefined, ctx: ValidationContext, path: string): string | undefined {
  if (node?.kind !== 'scalar' || typeof node.value !== 'string') return report(ctx, node, `${path} must be a string, got ${describe(node)}`);
  let value = node.value;
  const ref = ENV_REF.exec(value);
  if (ref) value = ctx.env[ref[1]] ?? ref[2] ?? '';
  if (def.nonEmpty && value.trim() === '') return report(ctx, node, `${path} must not be empty`);
  if (def.pattern && !def.pattern.test(value)) return report(ctx, node, `${path} has an invalid value "${value}"`, def.patternHint);
  return value;
}

function runNumber(def: DefOf<'number'>, node: Written | undefined, ctx: ValidationContext, path: string): number | undefined {
  if (node?.kind !== 'scalar' || typeof node.value !== 'number' || Number.isNaN(node.value)) {
    return report(ctx, node, `${path} must be a number, got ${describe(node)}`);
  }
  const v = node.value;
  if (def.integer && !Number.isInteger(v)) return report(ctx, node, `${path} must be a whole number, got ${v}`);
  if (def.min !== undefined && v < def.min) return report(ctx, node, `${path} must be at least ${def.min}, got ${v}`);
  if (def.max !== undefined && v > def.max) return report(ctx, node, `${path} must be at most ${def.max}, got ${v}`);
  return v;
}

function runRecord(def: DefOf<'record'>, node: Written | undefined, ctx: ValidationContext, path: string): Record<string, unknown> | undefined {
  if (node?.kind !== 'mapping') return report(ctx, node, `${path} must be a mapping, got ${describe(node)}`);
  const out: Record<string, unknown> = {};
  for (const { key, value } of node.entries) {
    const name = key?.kind === 'scalar' ? String(key.value) : '';
    if (ctx.places && value) ctx.places[`${path}.${name}`] = valuePlaceOf(value, ctx);
    const v = run(def.value.def, value, ctx, `${path}.${name}`);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** A mapping of known keys: each value valid, none unknown, the required ones there, then the rules across them. */
function runObject(def: DefOf<'object'>, node: Written | undefined, ctx: ValidationContext, path: string): Record<string, unknown> | undefined {
  if (node?.kind !== 'mapping') return report(ctx, node, `${path || 'the file'} must be a mapping, got ${describe(node)}`);
  const out: Record<string, unknown> = {};
  let ok = true;
  const seen = new Set<string>();
  for (const entry of node.entries) {
    const key = entry.key?.kind === 'scalar' ? String(entry.key.value) : undefined;
    if (key === undefined) {
      report(ctx, entry.key, `${path} has a key that is not a plain name`);
      ok = false;
      continue;
    }
    // Own keys only: `toString` or `constructor` are unknown keys, not Object's.
    const spec = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
    const where = path ? `${path}.${key}` : key;
    if (!spec) {
      const near = closest(key, Object.keys(def.shape));
      if (near) report(ctx, entry.key, `unknown key "${where}"`, undefined, 'config/unknown-key', [near]);
      else report(ctx, entry.key, `unknown key "${where}"`, `Allowed keys: ${Object.keys(def.shape).join(', ')}`, 'config/unknown-key');
      ok = false;
      continue;
    }
    seen.add(key);
    if (!entry.value) {
      report(ctx, entry.key, `${where} has no value`);
      ok = false;
      continue;
    }
    if (ctx.places) ctx.places[where] = valuePlaceOf(entry.value, ctx);
    const v = run(spec.schema.def, entry.value, ctx, where);
    if (v === undefined) ok = false;
    else out[key] = v;
  }
  for (const [key, spec] of Object.entries(def.shape)) {
    if (seen.has(key)) continue;
    if (spec.presence === 'required') {
      report(ctx, node, `${path ? `${path}.` : ''}${key} is required`, undefined, 'config/missing-key');
      ok = false;
    } else if (spec.presence === 'default') {
      out[key] = defaultOf(spec);
    }
  }
  if (!ok) return undefined;
  def.check?.(out, (message, hint, at) => report(ctx, at === undefined ? node : (entryOf(node, at)?.value ?? node), message, hint));
  return out;
}

/** A mapping whose `type` (or the fallback) chooses the schema of the rest. */
function runTagged(def: DefOf<'tagged'>, node: Written | undefined, ctx: ValidationContext, path: string): unknown {
  if (node?.kind !== 'mapping') return report(ctx, node, `${path} must be a mapping, got ${describe(node)}`);
  const typeNode = entryOf(node, 'type');
  const type = typeNode?.value?.kind === 'scalar' ? String(typeNode.value.value) : def.fallback;
  const variant = type === undefined || !Object.hasOwn(def.variants, type) ? undefined : def.variants[type];
  if (!variant) {
    const allowed = Object.keys(def.variants);
    const near = type ? closest(type, allowed) : undefined;
    return report(
      ctx,
      typeNode?.value ?? node,
      type === undefined ? `${path} needs a "type" (${def.what})` : `${path} has an unknown ${def.what} type "${type}"`,
      `Allowed types: ${allowed.join(', ')}`,
      'config/unknown-type',
      near ? [near] : undefined,
    );
  }
  return run(variant.def, node, ctx, path);
}

/** The inner value with the place of the first of the keys `def.at` names that is written (else the mapping's). */
function runPlaced(def: DefOf<'placed'>, node: Written | undefined, ctx: ValidationContext, path: string): object | undefined {
  const v = run(def.inner.def, node, ctx, path);
  if (!v || typeof v !== 'object') return undefined;
  let at = node;
  for (const key of def.at ?? []) {
    const value = entryOf(node, key)?.value;
    if (value) {
      at = value;
      break;
    }
  }
  return { ...v, place: placeOf(at, ctx) };
}
