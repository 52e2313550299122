/**
 * Evaluates a page's MDX at build time: imports and exports are read into a scope and taken out of the content (they
 * are never shown), HTML comments are dropped, expressions become text, and each JSX element is marked for the hast
 * stage with its evaluated attributes: an HTML element (`div`, `img`, `svg`) with hast properties, or a component
 * (`Tabs`, `ReactPlayer`) with JSON props. What later stages need (imported files, module imports, component uses)
 * goes to `file.data.mdx`; every problem is a message at its place.
 */
import type * as ES from 'estree';
import type { Element as HastElement, Properties } from 'hast';
import { h, s } from 'hastscript';
import type { Parent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { AssetRef, ComponentData, ComponentUse, JsonValue, ModuleImport } from '@docgen/core';
import { EvaluationError, evaluate, specialOf, toJson, UNBOUND, type Scope, type Value } from './mdx/evaluate.js';
import { fileScope } from './mdx/scope.js';
import { styleToCss } from './mdx/style.js';

/** What the hast handlers read from a JSX element (see `mdx/to-hast.ts`). */
export type JsxMark = { fragment: true } | { component: ComponentData } | { element: Pick<HastElement, 'tagName' | 'properties'> };

export interface MdxFileData {
  assets: AssetRef[];
  imports: ModuleImport[];
  components: ComponentUse[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type AnyNode = RootContent | Root;

const isJsx = (node: { type: string }): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
/** JSX's rule: a capitalised or dotted name is a component, anything else an HTML (or SVG) element. */
export const isComponentName = (name: string) => name.includes('.') || /^[A-Z_$]/.test(name);

function estreeOf(node: { data?: { estree?: ES.Program | null } }): ES.Program | undefined {
  return node.data?.estree ?? undefined;
}

function expressionOf(program: ES.Program): ES.Expression | undefined {
  const statement = program.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

interface Context {
  scope: Scope;
  file: VFile;
  data: MdxFileData;
}

function report(ctx: Context, error: unknown, fallback?: { line: number; column: number }): void {
  if (!(error instanceof EvaluationError)) throw error;
  const loc = error.node.loc;
  const place = loc ? { line: loc.start.line, column: loc.start.column + 1 } : fallback;
  const message = ctx.file.message(error.message, { place, ruleId: 'mdx/evaluate', source: 'docgen' });
  message.fatal = true;
  if (error.hint) message.note = error.hint;
}

/** An expression's value as text (as React shows it); undefined for nothing. */
function asText(value: Value, node: ES.Node): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => asText(v, node) ?? '').join('');
  const found = specialOf(value);
  throw new EvaluationError(
    found?.kind === 'asset'
      ? 'an imported file can be used in attributes (src, href, url) only, not shown as text'
      : `docgen cannot show ${found ? `an imported ${found.kind}` : 'an object'} as text`,
    node,
  );
}

function attributes(node: JsxElement, ctx: Context): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const attribute of node.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>) {
    try {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        const argument = (expressionOf(estreeOf(attribute)!) as ES.ObjectExpression).properties[0] as ES.SpreadElement;
        const spread = evaluate(argument.argument, ctx.scope);
        if (typeof spread !== 'object' || spread === null || Array.isArray(spread) || specialOf(spread))
          throw new EvaluationError('only an object can be spread into attributes', argument);
        Object.assign(out, spread);
      } else if (attribute.value === null || attribute.value === undefined) {
        out[attribute.name] = true;
      } else if (typeof attribute.value === 'string') {
        out[attribute.name] = attribute.value;
      } else {
        const expression = expressionOf(estreeOf(attribute.value)!);
        out[attribute.name] = expression ? evaluate(expression, ctx.scope) : undefined;
      }
    } catch (error) {
      report(ctx, error, attribute.position?.start);
    }
  }
  return out;
}

function htmlProperties(name: string, values: Record<string, Value>, svg: boolean, node: JsxElement, ctx: Context): Properties {
  const props: Record<string, string | number | boolean | Array<string | number>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const found = specialOf(value);
    if (found?.kind === 'asset') props[key] = found.src;
    else if (key === 'style' && typeof value === 'object' && !Array.isArray(value) && !found) props[key] = styleToCss(value as Record<string, JsonValue>);
    else if (typeof value !== 'object' || (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')))
      props[key] = value as string;
    else
      report(
        ctx,
        new EvaluationError(`attribute \`${key}\` of <${name}> must be a string, number or boolean`, {
          type: 'Identifier',
          name: key,
          loc: undefined,
        } as ES.Node),
        node.position?.start,
      );
  }
  return (svg ? s(name, props) : h(name, props)).properties;
}

function markElement(node: JsxElement, ctx: Context, svg: boolean): void {
  const place = node.position?.start;
  if (node.name === null) {
    node.data = { ...node.data, docgen: { fragment: true } as JsxMark } as never;
    return;
  }
  const values = attributes(node, ctx);
  if (!isComponentName(node.name)) {
    node.data = {
      ...node.data,
      docgen: { element: { tagName: node.name, properties: htmlProperties(node.name, values, svg, node, ctx) } } as JsxMark,
    } as never;
    return;
  }
  const head = node.name.split('.')[0];
  let bound: Value | typeof UNBOUND = UNBOUND;
  try {
    bound = ctx.scope.lookup(head);
  } catch (error) {
    report(ctx, error, place);
  }
  const found = bound === UNBOUND ? undefined : specialOf(bound);
  if (bound !== UNBOUND && found?.kind !== 'component') {
    report(
      ctx,
      new EvaluationError(`\`${head}\` is not a component: it is ${found ? `an imported ${found.kind}` : 'a value this file exports'}`, {
        type: 'Identifier',
        name: head,
      } as ES.Node),
      place,
    );
  }
  const ref = found?.kind === 'component' ? { name: node.name, module: found.ref.module, imported: found.ref.imported } : { name: node.name };
  const props: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    try {
      props[key] = toJson(value, { type: 'Identifier', name: key } as ES.Node);
    } catch (error) {
      report(ctx, error, place);
    }
  }
  ctx.data.components.push({ ...ref, line: place?.line, column: place?.column });
  node.data = { ...node.data, docgen: { component: { ...ref, props } } as JsxMark } as never;
}

/** A paragraph holding only JSX elements (and white space) is not a paragraph: its elements are blocks, as in MDX. */
function unravel(node: Parent): RootContent[] | undefined {
  if (node.type !== 'paragraph') return undefined;
  const children = node.children as RootContent[];
  const blank = (c: RootContent) => c.type === 'text' && c.value.trim() === '';
  if (!children.some(isJsx) || !children.every((c) => isJsx(c) || blank(c))) return undefined;
  // Cast: mdast-util-mdx-jsx types a flow element's children as block content; these are the same inline JSX nodes moved up.
  return children.filter((c) => !blank(c)).map((c) => ({ ...(c as MdxJsxTextElement), type: 'mdxJsxFlowElement' }) as RootContent);
}

function transform(parent: Parent, ctx: Context, svg: boolean): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const node = child as AnyNode;
    // HTML in MDX is JSX; what is left as `html` is comments (or raw HTML, when a syntax error made the page CommonMark).
    if ((node.type === 'html' && /^<!--[\s\S]*-->$/.test(node.value.trim())) || node.type === 'mdxjsEsm') continue;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const expression = estreeOf(node) && expressionOf(estreeOf(node)!);
      if (!expression) continue; // a comment: {/* … */}
      try {
        const text = asText(evaluate(expression, ctx.scope), expression);
        if (text !== undefined) out.push({ type: 'text', value: text, position: node.position } as Text);
      } catch (error) {
        report(ctx, error, node.position?.start);
      }
      continue;
    }
    if (isJsx(node)) markElement(node, ctx, svg || node.name === 'svg');
    if ('children' in node) {
      transform(node as Parent, ctx, svg || (isJsx(node) && node.name === 'svg'));
      const blocks = unravel(node as Parent);
      if (blocks) {
        for (const block of blocks) out.push(block);
        continue;
      }
    }
    out.push(node as RootContent);
  }
  parent.children = out as Parent['children'];
}

export function remarkMdxContent() {
  return (tree: Root, file: VFile) => {
    const programs = tree.children.flatMap((n) => (n.type === 'mdxjsEsm' && estreeOf(n) ? [estreeOf(n)!] : []));
    const names = fileScope(programs, file.path);
    const ctx: Context = { scope: names.scope, file, data: { assets: names.assets, imports: names.imports, components: [] } };
    for (const error of names.errors) report(ctx, error);
    transform(tree, ctx, false);
    file.data.mdx = ctx.data;
  };
}
