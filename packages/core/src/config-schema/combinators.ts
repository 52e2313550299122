/**
 * The language the configuration files' schemas are written in. Each combinator returns a plain description of the
 * values it accepts (`def`: kind, allowed values, pattern, bounds, fields with their defaults), and TypeScript infers
 * the type of a validated value from it (`Infer`), so a key is written once. `@docgen/config` validates YAML against
 * these descriptions, naming file:line:column for every problem; the same descriptions can be written out as a JSON
 * Schema of the file. Nothing here reads YAML: the few rules that look at how a value is written see it as `Written`.
 */
import type { SourcePlace } from '../config-types.js';
import type { JsonValue } from '../pipeline-types.js';

/** A value as written in a configuration file, as the rules of a schema see it. `offset`: where it starts in the text. */
export type Written = WrittenMapping | WrittenList | WrittenScalar | WrittenOther;

interface WrittenValue {
  offset: number;
  /** The plain data it stands for. */
  toJSON(): JsonValue;
}
export interface WrittenMapping extends WrittenValue {
  kind: 'mapping';
  entries: WrittenEntry[];
}
/** `value` is absent for a key written without one (`? key`). */
export interface WrittenEntry {
  key?: Written;
  value?: Written;
}
export interface WrittenList extends WrittenValue {
  kind: 'list';
  items: Written[];
}
export interface WrittenScalar extends WrittenValue {
  kind: 'scalar';
  value: unknown;
  /** For a string that reads exactly as written, on one line: where its first character is (after a quote). */
  textOffset?: number;
}
/** Anything else (an alias). */
export interface WrittenOther extends WrittenValue {
  kind: 'other';
}

/** The entry of a mapping whose key is `key`, if written. */
export function entryOf(node: Written | undefined, key: string): WrittenEntry | undefined {
  return node?.kind === 'mapping' ? node.entries.find((e) => e.key?.kind === 'scalar' && e.key.value === key) : undefined;
}

/** What a `custom` rule may ask of the validator running it. */
export interface Checker {
  /** The file's path, as messages name it. */
  file: string;
  /** Validates a written value against a schema (its problems reported as usual). */
  check<T>(schema: Schema<T>, node: Written | undefined, path: string): T | undefined;
  /** Reports an error at a written value; returns `undefined`, the result of a rule that failed. */
  report(at: Written | undefined, message: string, hint?: string): undefined;
  place(at: Written | undefined): SourcePlace;
}

/** A problem a rule found, at a written value. */
export interface Problem {
  at: Written | undefined;
  message: string;
  hint?: string;
}

/**
 * The description of the accepted values, by kind. Functions in it (checks, transforms) are declared as methods:
 * their parameters are checked both ways, so each combinator can take a callback typed for its own values.
 */
export type Def =
  | { kind: 'string'; nonEmpty?: boolean; pattern?: RegExp; patternHint?: string }
  | { kind: 'boolean' }
  | { kind: 'number'; integer?: boolean; min?: number; max?: number }
  | { kind: 'literal'; values: ReadonlyArray<string | boolean> }
  | { kind: 'list'; item: Schema<unknown> }
  | { kind: 'record'; value: Schema<unknown> }
  | ObjectDef
  | { kind: 'tagged'; variants: Record<string, Schema<unknown>>; what: string; fallback?: string }
  | SelectDef
  | TransformDef
  | { kind: 'placed'; inner: Schema<object>; at?: readonly string[] }
  | { kind: 'moved'; to: string }
  | { kind: 'any' }
  | CustomDef;

export interface ObjectDef {
  kind: 'object';
  shape: Shape;
  /** Rules across the fields, run once they are all valid; a problem does not discard the value. */
  check?(value: Record<string, unknown>, report: ReportAt<string>): void;
}
/** Reports a problem of a mapping, at the mapping or at the value of one of its keys (`at`). */
export type ReportAt<K extends string> = (message: string, hint?: string, at?: K) => void;
export interface SelectDef {
  kind: 'select';
  choices: ReadonlyArray<Schema<unknown>>;
  /** Which choice applies to the value as written (by its kind, or the keys of a mapping), or a problem. */
  choose(node: Written | undefined, path: string): number | Problem;
}
export interface TransformDef {
  kind: 'transform';
  inner: Schema<unknown>;
  apply(value: unknown): unknown;
}
export interface CustomDef {
  kind: 'custom';
  validate(node: Written | undefined, checker: Checker, path: string): unknown;
  /** What the accepted values look like, for a description of the file (JSON Schema); `undefined`: anything. */
  like?: Schema<unknown>;
}

/** A schema of values of type `T`. */
export interface Schema<T> {
  readonly def: Def;
  /** Never set: carries `T` for `Infer`. */
  readonly '~value'?: T;
}

/** The type of the values a schema accepts. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

function schema<T>(def: Def): Schema<T> {
  return { def };
}

/** A string; `${NAME}` or `${NAME:-default}` stands for an environment variable. */
export function string(opts: { nonEmpty?: boolean; pattern?: RegExp; patternHint?: string } = {}): Schema<string> {
  return schema({ kind: 'string', ...opts });
}

export function boolean(): Schema<boolean> {
  return schema({ kind: 'boolean' });
}

export function number(opts: { integer?: boolean; min?: number; max?: number } = {}): Schema<number> {
  return schema({ kind: 'number', ...opts });
}

/** One of the values given (an enumeration). */
export function literal<const T extends string | boolean>(...values: T[]): Schema<T> {
  return schema({ kind: 'literal', values });
}

export function list<T>(item: Schema<T>): Schema<T[]> {
  return schema({ kind: 'list', item });
}

/** A mapping with arbitrary keys and values of one kind (e.g. `localeConfigs`); places are recorded by `path.key`. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return schema({ kind: 'record', value });
}

type Presence = 'required' | 'default' | 'optional';

/** A key of an `object`: required, defaulted (then always present in the value), or optional. */
export interface Field<T, P extends Presence = Presence> {
  readonly schema: Schema<T>;
  readonly presence: P;
  readonly default?: T | (() => T);
}

// The overload with a default comes first: a function default is typed by the first overload it is checked against.
/** A function default is called for each value (a fresh list or object). */
export function field<T>(schema: Schema<T>, opts: { default: NoInfer<T | (() => T)> }): Field<T, 'default'>;
export function field<T>(schema: Schema<T>, opts: { required: true }): Field<T, 'required'>;
export function field<T>(schema: Schema<T>): Field<T, 'optional'>;
export function field<T>(schema: Schema<T>, opts: { required?: true; default?: T | (() => T) } = {}): Field<T> {
  if (opts.required) return { schema, presence: 'required' };
  return opts.default === undefined ? { schema, presence: 'optional' } : { schema, presence: 'default', default: opts.default };
}

type Shape = Record<string, Field<unknown>>;
type FieldValue<F> = F extends Field<infer T> ? T : never;
/** Whether the field's key is in the value: always, maybe, or never (a field that accepts nothing: `moved`). */
type PresenceIn<F> = F extends Field<infer T, infer P> ? ([T] extends [never] ? 'never' : P extends 'optional' ? 'maybe' : 'always') : never;
// Mapped over `keyof S` (with `as`), so each key keeps its declaration in the shape: editors show its doc comment.
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectValue<S extends Shape> = Flat<
  { [K in keyof S as PresenceIn<S[K]> extends 'always' ? K : never]: FieldValue<S[K]> } & {
    [K in keyof S as PresenceIn<S[K]> extends 'maybe' ? K : never]?: FieldValue<S[K]>;
  }
>;

/** A mapping with known keys; unknown keys are errors with a did-you-mean hint. */
export function object<S extends Shape>(
  shape: S,
  opts: { check?: (value: ObjectValue<S>, report: ReportAt<keyof S & string>) => void } = {},
): Schema<ObjectValue<S>> {
  return schema({ kind: 'object', shape, ...opts });
}

/** A mapping whose `type` key chooses its shape; `fallback` is the type when `type` is absent. */
export function tagged<V extends Record<string, Schema<unknown>>>(variants: V, opts: { what: string; fallback?: keyof V & string }): Schema<Infer<V[keyof V]>> {
  return schema({ kind: 'tagged', variants, ...opts });
}

/** One of several schemas, chosen by how the value is written (not by trying each: a message is the chosen one's). */
export function select<const C extends ReadonlyArray<Schema<unknown>>>(choices: C, choose: SelectDef['choose']): Schema<Infer<C[number]>> {
  return schema({ kind: 'select', choices, choose });
}

/** The valid value turned into another (a shorthand into its full form). */
export function transform<T, U>(inner: Schema<T>, apply: (value: T) => U): Schema<U> {
  return schema({ kind: 'transform', inner, apply });
}

/**
 * Adds the place where the value was written, for messages about it in later stages. With `at`, the place is that
 * of the first of these keys' values that is present (the `id` of a category link is what a message is about).
 * The type has `place` optional, since the same objects are also built without one (tests) or passed on without it
 * (to the browser), unless `always` says every value of the type has one.
 */
export function withPlace<T extends object, const A extends boolean = false>(
  inner: Schema<T>,
  opts: { at?: readonly string[]; always?: A } = {},
): Schema<T & (A extends true ? { place: SourcePlace } : { place?: SourcePlace })> {
  return schema({ kind: 'placed', inner, at: opts.at });
}

/** A key that moved: always an error saying where its value goes now. */
export function moved(to: string): Schema<never> {
  return schema({ kind: 'moved', to });
}

/** Any value, as plain data (a plugin's options). */
export function anyValue(): Schema<JsonValue> {
  return schema({ kind: 'any' });
}

/** A rule of its own over the written value, for shapes the combinators above do not describe. */
export function custom<T>(validate: (node: Written | undefined, checker: Checker, path: string) => T | undefined, like?: Schema<unknown>): Schema<T> {
  return schema({ kind: 'custom', validate, like });
}
