/**
 * Build-time evaluation of MDX expressions: literals, arrays, objects, templates, operators, names bound by the file's
 * imports and `export const`s, and the few functions docgen knows (`useBaseUrl`, `require` of a file). Anything else
 * (function calls, JSX, `new`, assignments) throws an `EvaluationError` at its place, saying what it is. One handler
 * per ESTree node type.
 */
import type * as ES from 'estree';
import type { ComponentRef, JsonValue } from '@docgen/core';

/** A file imported by the page (`import X from './a.png'`, `require('./a.png')`): it stands for the file's URL. */
export interface AssetValue {
  kind: 'asset';
  /** The specifier as written, which the theme maps to the copied file's URL. */
  src: string;
}

export interface ComponentValue {
  kind: 'component';
  ref: ComponentRef;
}

export interface FunctionValue {
  kind: 'function';
  name: string;
  call(args: Value[], node: ES.Node): Value;
}

/** What an expression evaluates to: JSON, `undefined`, or a value standing for something outside the file. */
export type Value = JsonValue | undefined | { readonly [SPECIAL]: AssetValue | ComponentValue | FunctionValue };

export const SPECIAL = Symbol('docgen special value');

export function special(value: AssetValue | ComponentValue | FunctionValue): Value {
  return { [SPECIAL]: value };
}

export function specialOf(value: Value): AssetValue | ComponentValue | FunctionValue | undefined {
  return typeof value === 'object' && value !== null && SPECIAL in value
    ? (value as { [SPECIAL]: AssetValue | ComponentValue | FunctionValue })[SPECIAL]
    : undefined;
}

export class EvaluationError extends Error {
  constructor(
    message: string,
    readonly node: ES.Node,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'EvaluationError';
  }
}

/** Names an expression can use: the file's imports and exports (evaluated when first used). */
export interface Scope {
  lookup(name: string): Value | typeof UNBOUND;
  /** Names in scope, for messages. */
  names(): string[];
}

export const UNBOUND = Symbol('unbound');

type Handler<N extends ES.Node = ES.Node> = (node: N, scope: Scope) => Value;

const GLOBALS: Record<string, Value> = { undefined: undefined, NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY };

function describe(node: ES.Node): string {
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'a function';
    case 'NewExpression':
      return '`new`';
    case 'AssignmentExpression':
    case 'UpdateExpression':
      return 'an assignment';
    case 'AwaitExpression':
      return '`await`';
    case 'ThisExpression':
      return '`this`';
    case 'ClassExpression':
      return 'a class';
    default:
      return (node.type as string).startsWith('JSX') ? 'JSX inside an expression' : `a ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  }
}

function primitive(value: Value, node: ES.Node, what: string): string | number | boolean | null | undefined {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  throw new EvaluationError(
    `${what} needs a string, number or boolean here, not ${specialOf(value) ? `an imported ${specialOf(value)!.kind}` : Array.isArray(value) ? 'an array' : 'an object'}`,
    node,
  );
}

function propertyKey(node: ES.Property | ES.MemberExpression, scope: Scope): string {
  const key = node.type === 'Property' ? node.key : node.property;
  if (node.computed) return String(primitive(evaluate(key as ES.Expression, scope), key, 'a computed key'));
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  throw new EvaluationError(`docgen cannot evaluate ${describe(key)} as a key`, key);
}

const BINARY: Record<string, (a: never, b: never) => Value> = {
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
  '*': (a, b) => (a as number) * (b as number),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '**': (a, b) => (a as number) ** (b as number),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

const handlers: { [T in ES.Node['type']]?: Handler<Extract<ES.Node, { type: T }>> } = {
  Literal(node) {
    if ('regex' in node || 'bigint' in node) throw new EvaluationError(`docgen cannot evaluate ${'regex' in node ? 'a regular expression' : 'a BigInt'}`, node);
    return node.value as JsonValue;
  },
  TemplateLiteral(node, scope) {
    let out = node.quasis[0].value.cooked ?? '';
    node.expressions.forEach((expression, i) => {
      out += String(primitive(evaluate(expression, scope), expression, 'a template literal'));
      out += node.quasis[i + 1].value.cooked ?? '';
    });
    return out;
  },
  ArrayExpression(node, scope) {
    const out: JsonValue[] = [];
    for (const element of node.elements) {
      if (element === null) out.push(null);
      else if (element.type === 'SpreadElement') {
        const spread = evaluate(element.argument, scope);
        if (!Array.isArray(spread)) throw new EvaluationError('only arrays can be spread into an array', element);
        out.push(...spread);
      } else out.push(toJson(evaluate(element, scope), element));
    }
    return out;
  },
  ObjectExpression(node, scope) {
    const out: Record<string, JsonValue> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = evaluate(property.argument, scope);
        if (typeof spread !== 'object' || spread === null || Array.isArray(spread) || specialOf(spread))
          throw new EvaluationError('only objects can be spread into an object', property);
        Object.assign(out, spread);
        continue;
      }
      if (property.kind !== 'init' || property.method) throw new EvaluationError('docgen cannot evaluate methods, getters or setters', property);
      const value = evaluate(property.value as ES.Expression, scope);
      if (value !== undefined) out[propertyKey(property, scope)] = toJson(value, property.value);
    }
    return out;
  },
  UnaryExpression(node, scope) {
    const value = evaluate(node.argument, scope);
    if (node.operator === 'typeof')
      return specialOf(value) ? (specialOf(value)!.kind === 'asset' ? 'string' : 'function') : Array.isArray(value) ? 'object' : typeof value;
    if (node.operator === 'void') return undefined;
    if (node.operator === '!') return !value;
    const operand = primitive(value, node.argument, `\`${node.operator}\``);
    if (node.operator === '-') return -(operand as number);
    if (node.operator === '+') return +(operand as number);
    throw new EvaluationError(`docgen cannot evaluate the operator \`${node.operator}\``, node);
  },
  BinaryExpression(node, scope) {
    const apply = BINARY[node.operator];
    if (!apply || node.left.type === 'PrivateIdentifier') throw new EvaluationError(`docgen cannot evaluate the operator \`${node.operator}\``, node);
    const left = primitive(evaluate(node.left, scope), node.left, `\`${node.operator}\``);
    const right = primitive(evaluate(node.right, scope), node.right, `\`${node.operator}\``);
    return apply(left as never, right as never);
  },
  LogicalExpression(node, scope) {
    const left = evaluate(node.left, scope);
    if (node.operator === '&&') return left ? evaluate(node.right, scope) : left;
    if (node.operator === '||') return left ? left : evaluate(node.right, scope);
    return left ?? evaluate(node.right, scope);
  },
  ConditionalExpression(node, scope) {
    return evaluate(node.test, scope) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
  },
  Identifier(node, scope) {
    const value = scope.lookup(node.name);
    if (value !== UNBOUND) return value;
    if (node.name in GLOBALS) return GLOBALS[node.name];
    const names = scope.names();
    throw new EvaluationError(
      `unknown name \`${node.name}\` in an expression`,
      node,
      `${names.length ? `Names this file defines or imports: ${names.join(', ')}.` : 'This file defines no names: import them, or define them with `export const name = …`.'} To show the braces as text, escape the opening one: \\{.`,
    );
  },
  MemberExpression(node, scope) {
    if (node.object.type === 'Super') throw new EvaluationError('docgen cannot evaluate `super`', node);
    const object = evaluate(node.object, scope);
    const key = node.property.type === 'PrivateIdentifier' ? '#' : propertyKey(node, scope);
    if ((object === null || object === undefined) && node.optional) return undefined;
    const found = specialOf(object);
    if (found?.kind === 'asset' && key === 'default') return object;
    if (found) throw new EvaluationError(`docgen cannot read \`.${key}\` of an imported ${found.kind}`, node);
    if (object === null || object === undefined) throw new EvaluationError(`cannot read \`${key}\` of ${object}`, node);
    if (typeof object === 'string' || Array.isArray(object))
      return key === 'length' ? object.length : /^\d+$/.test(key) ? (object[Number(key)] as Value) : undefined;
    if (typeof object === 'object' && Object.hasOwn(object, key)) return (object as Record<string, JsonValue>)[key];
    return undefined;
  },
  ChainExpression(node, scope) {
    return evaluate(node.expression as ES.Expression, scope);
  },
  CallExpression(node, scope) {
    const unbound = node.callee.type === 'Identifier' && scope.lookup(node.callee.name) === UNBOUND && node.callee.name !== 'require';
    const args = node.arguments.map((arg) => {
      if (arg.type === 'SpreadElement') throw new EvaluationError('docgen cannot evaluate spread arguments', arg);
      return evaluate(arg, scope);
    });
    if (node.callee.type === 'Identifier' && node.callee.name === 'require' && scope.lookup('require') === UNBOUND) {
      const spec = args[0];
      if (args.length !== 1 || typeof spec !== 'string') throw new EvaluationError('`require` takes the path of a file, as a string', node);
      return special({ kind: 'asset', src: spec });
    }
    const callee = node.callee.type === 'Super' || unbound ? undefined : evaluate(node.callee, scope);
    const fn = specialOf(callee);
    if (fn?.kind === 'function') return fn.call(args, node);
    throw new EvaluationError(
      `docgen evaluates expressions at build time and cannot call ${node.callee.type === 'Identifier' ? `\`${node.callee.name}\`` : 'this'}`,
      node,
      'It can call `useBaseUrl` (import it from "@docusaurus/useBaseUrl") and `require("./file")`.',
    );
  },
};

export function evaluate(node: ES.Expression | ES.Node, scope: Scope): Value {
  const handler = handlers[node.type] as Handler | undefined;
  if (!handler) throw new EvaluationError(`docgen evaluates expressions at build time and cannot evaluate ${describe(node)}`, node);
  return handler(node, scope);
}

/** A value as JSON; an imported file becomes its specifier (the theme maps it to the file's URL). */
export function toJson(value: Value, node: ES.Node): JsonValue {
  if (value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const found = specialOf(value);
  if (found?.kind === 'asset') return found.src;
  if (found) throw new EvaluationError(`an imported ${found.kind} cannot be used as a value here`, node);
  return value as JsonValue;
}
