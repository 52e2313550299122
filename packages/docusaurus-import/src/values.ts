/**
 * Reading values of a Docusaurus configuration: it is JavaScript written by hand, so every value is checked for its
 * type before it is used, and values that stand for packages that were not loaded (stubs) are recognised.
 */

/** A plain object (not an array, not a function). */
export type Dict = Record<string, unknown>;

export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && stubName(value) === undefined;
}

export function dict(value: unknown): Dict {
  return isDict(value) ? value : {};
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // `width: '32'` and `width: '32px'` are both written in Docusaurus configurations.
  if (typeof value === 'string' && /^\d+(\.\d+)?(px)?$/.test(value.trim())) return Number.parseFloat(value);
  return undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The key under which a stub answers with the name of what it stands for (see `stub-runtime.ts`). */
export const STUB_NAME = Symbol.for('docgen.docusaurus-import.stub');

/**
 * The module path a stub stands for (`prism-react-renderer.themes.github`), or undefined for a real value. The
 * configuration was loaded without its packages, so `require('remark-math')` gives such a stub.
 */
export function stubName(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const name = (value as { [STUB_NAME]?: unknown })[STUB_NAME];
  return typeof name === 'string' ? name : undefined;
}

/** A short description of a value for messages: a package name, a function's name, or its type. */
export function describeValue(value: unknown): string {
  const stub = stubName(value);
  if (stub) return stub;
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value.name ? `function ${value.name}` : 'a function';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isDict(value)) return 'an object';
  return String(value);
}

/** Drop keys whose value is undefined, so the written YAML only has what was set. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
