/**
 * A small validator over YAML syntax nodes. Working on nodes (not on the parsed JS value) lets every
 * message point at the exact line and column of the offending key or value.
 */
import { isMap, isScalar, isSeq, type LineCounter, type Node, type Pair } from 'yaml';
import { closest, type ConfigPlaces, type Diagnostic, type SourcePlace, type ValuePlace } from '@docgen/core';

export interface ValidationContext {
  file: string;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
  /** Environment for `${NAME}` substitution in string values. */
  env: Record<string, string | undefined>;
  /** The file's text, to tell whether a string value is written exactly as it reads (see `ValuePlace`). */
  text?: string;
  /** When set, `object()` records where each value is written, by its path (`navbar.logo.href`). */
  places?: ConfigPlaces;
}

export type { ConfigPlaces, ValuePlace };

/** Validates one node; `undefined` means invalid (a diagnostic was recorded) or absent. */
export type Validator<T> = (node: Node, ctx: ValidationContext, path: string) => T | undefined;

export function placeOf(node: Node | Pair['key'] | null | undefined, ctx: ValidationContext): SourcePlace {
  const offset = (node as Node | undefined)?.range?.[0] ?? 0;
  const pos = ctx.lineCounter.linePos(offset);
  return { file: ctx.file, line: pos.line, column: pos.col };
}

const ENV_REF = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?\}$/;

/** `placeOf`, plus where the characters of a string value start when the source spells it out one to one. */
function valuePlaceOf(node: Node, ctx: ValidationContext): ValuePlace {
  const place: ValuePlace = placeOf(node, ctx);
  if (isScalar(node) && typeof node.value === 'string' && node.range && ctx.text !== undefined) {
    const written = ctx.text.slice(node.range[0], node.range[1]);
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    const inner = quoted ? written.slice(1, -1) : written;
    if (!written.includes('\n') && inner === node.value && !ENV_REF.test(inner)) place.textColumn = place.column + (quoted ? 1 : 0);
  }
  return place;
}

export function report(
  ctx: ValidationContext,
  node: Node | Pair['key'] | null | undefined,
  message: string,
  hint?: string,
  ruleId = 'config/invalid',
  expected?: string[],
): undefined {
  ctx.diagnostics.push({ severity: 'error', ...placeOf(node, ctx), message, hint, ruleId, ...(expected ? { expected } : {}) });
  return undefined;
}

function describe(node: Node): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return 'nothing (null)';
    return typeof v === 'string' ? `the string "${v}"` : `${typeof v} ${String(v)}`;
  }
  return 'an unsupported value';
}

export function string(opts: { nonEmpty?: boolean; pattern?: RegExp; patternHint?: string } = {}): Validator<string> {
  return (node, ctx, path) => {
    if (!isScalar(node) || typeof node.value !== 'string') {
      return report(ctx, node, `${path} must be a string, got ${describe(node)}`);
    }
    let value = node.value;
    const ref = ENV_REF.exec(value);
    if (ref) value = ctx.env[ref[1]] ?? ref[2] ?? '';
    if (opts.nonEmpty && value.trim() === '') return report(ctx, node, `${path} must not be empty`);
    if (opts.pattern && !opts.pattern.test(value)) {
      return report(ctx, node, `${path} has an invalid value "${value}"`, opts.patternHint);
    }
    return value;
  };
}

export function boolean(): Validator<boolean> {
  return (node, ctx, path) =>
    isScalar(node) && typeof node.value === 'boolean' ? node.value : report(ctx, node, `${path} must be true or false, got ${describe(node)}`);
}

export function number(opts: { integer?: boolean; min?: number; max?: number } = {}): Validator<number> {
  return (node, ctx, path) => {
    if (!isScalar(node) || typeof node.value !== 'number' || Number.isNaN(node.value)) {
      return report(ctx, node, `${path} must be a number, got ${describe(node)}`);
    }
    const v = node.value;
    if (opts.integer && !Number.isInteger(v)) return report(ctx, node, `${path} must be a whole number, got ${v}`);
    if (opts.min !== undefined && v < opts.min) return report(ctx, node, `${path} must be at least ${opts.min}, got ${v}`);
    if (opts.max !== undefined && v > opts.max) return report(ctx, node, `${path} must be at most ${opts.max}, got ${v}`);
    return v;
  };
}

export function literal<const T extends string | boolean>(...allowed: T[]): Validator<T> {
  return (node, ctx, path) => {
    const v = isScalar(node) ? node.value : undefined;
    if ((allowed as unknown[]).includes(v)) return v as T;
    const list = allowed.map((a) => JSON.stringify(a)).join(', ');
    return report(ctx, node, `${path} must be one of ${list}, got ${describe(node)}`);
  };
}

export function list<T>(item: Validator<T>): Validator<T[]> {
  return (node, ctx, path) => {
    if (!isSeq(node)) return report(ctx, node, `${path} must be a list, got ${describe(node)}`);
    const out: T[] = [];
    node.items.forEach((child, i) => {
      const v = item(child as Node, ctx, `${path}[${i}]`);
      if (v !== undefined) out.push(v);
    });
    return out;
  };
}

/** A mapping with arbitrary keys and values of one kind (e.g. `localeConfigs`); places are recorded by `path.key`. */
export function record<T>(value: Validator<T>): Validator<Record<string, T>> {
  return (node, ctx, path) => {
    if (!isMap(node)) return report(ctx, node, `${path} must be a mapping, got ${describe(node)}`);
    const out: Record<string, T> = {};
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (ctx.places && pair.value) ctx.places[`${path}.${key}`] = valuePlaceOf(pair.value as Node, ctx);
      const v = value(pair.value as Node, ctx, `${path}.${key}`);
      if (v !== undefined) out[key] = v;
    }
    return out;
  };
}

export interface Field<T> {
  validate: Validator<T>;
  required?: boolean;
  default?: T | (() => T);
}

type Shape = Record<string, Field<unknown>>;
type Output<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

export function field<T>(validate: Validator<T>, opts: { required?: boolean; default?: T | (() => T) } = {}): Field<T> {
  return { validate, ...opts };
}

/** A mapping with known keys; unknown keys are errors with a did-you-mean hint. */
export function object<S extends Shape>(
  shape: S,
  extras: { onValue?: (value: Output<S>, node: Node, ctx: ValidationContext) => void } = {},
): Validator<Output<S>> {
  return (node, ctx, path) => {
    if (!isMap(node)) return report(ctx, node, `${path || 'the file'} must be a mapping, got ${describe(node)}`);
    const out: Record<string, unknown> = {};
    let ok = true;
    const seen = new Set<string>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined) {
        report(ctx, pair.key as Node, `${path} has a key that is not a plain name`);
        ok = false;
        continue;
      }
      const spec = shape[key];
      const where = path ? `${path}.${key}` : key;
      if (!spec) {
        const near = closest(key, Object.keys(shape));
        if (near) report(ctx, pair.key as Node, `unknown key "${where}"`, undefined, 'config/unknown-key', [near]);
        else report(ctx, pair.key as Node, `unknown key "${where}"`, `Allowed keys: ${Object.keys(shape).join(', ')}`, 'config/unknown-key');
        ok = false;
        continue;
      }
      seen.add(key);
      if (pair.value === null || pair.value === undefined) {
        report(ctx, pair.key as Node, `${where} has no value`);
        ok = false;
        continue;
      }
      if (ctx.places) ctx.places[where] = valuePlaceOf(pair.value as Node, ctx);
      const v = spec.validate(pair.value as Node, ctx, where);
      if (v === undefined) ok = false;
      else out[key] = v;
    }
    for (const [key, spec] of Object.entries(shape)) {
      if (seen.has(key)) continue;
      if (spec.required) {
        report(ctx, node, `${path ? `${path}.` : ''}${key} is required`, undefined, 'config/missing-key');
        ok = false;
      } else if (spec.default !== undefined) {
        out[key] = typeof spec.default === 'function' ? (spec.default as () => unknown)() : spec.default;
      }
    }
    if (!ok) return undefined;
    extras.onValue?.(out as Output<S>, node, ctx);
    return out as Output<S>;
  };
}

/** A mapping whose `type` key chooses its shape. `fallbackType` applies when `type` is absent. */
export function tagged<T>(variants: Record<string, Validator<T>>, opts: { what: string; fallbackType?: (node: Node) => string | undefined }): Validator<T> {
  return (node, ctx, path) => {
    if (!isMap(node)) return report(ctx, node, `${path} must be a mapping, got ${describe(node)}`);
    const typeNode = node.items.find((p) => isScalar(p.key) && p.key.value === 'type');
    let type: string | undefined;
    if (typeNode && isScalar(typeNode.value)) type = String(typeNode.value.value);
    else type = opts.fallbackType?.(node);
    const variant = type === undefined ? undefined : variants[type];
    if (!variant) {
      const allowed = Object.keys(variants);
      const near = type ? closest(type, allowed) : undefined;
      return report(
        ctx,
        (typeNode?.value as Node) ?? node,
        type === undefined ? `${path} needs a "type" (${opts.what})` : `${path} has an unknown ${opts.what} type "${type}"`,
        `Allowed types: ${allowed.join(', ')}`,
        'config/unknown-type',
        near ? [near] : undefined,
      );
    }
    return variant(node, ctx, path);
  };
}

/**
 * Adds the place where the value was written, for messages about it in later stages. With `at`, the place is that
 * of the first of these keys' values that is present (the `id` of a category link is what a message is about).
 */
export function withPlace<T extends object>(validate: Validator<T>, opts: { at?: string[] } = {}): Validator<T & { place: SourcePlace }> {
  return (node, ctx, path) => {
    const v = validate(node, ctx, path);
    if (!v) return undefined;
    let at: Node = node;
    if (opts.at && isMap(node)) {
      for (const key of opts.at) {
        const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
        if (pair?.value) {
          at = pair.value as Node;
          break;
        }
      }
    }
    return { ...v, place: placeOf(at, ctx) };
  };
}

/** A key that moved: always an error saying where its value goes now. */
export function moved(to: string): Validator<never> {
  return (node, ctx, path) => report(ctx, node, `${path} has moved to ${to}`, `Write it as ${to}, the name Docusaurus uses.`, 'config/moved-key');
}
