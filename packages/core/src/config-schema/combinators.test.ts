import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SourcePlace } from '../config-types.js';
import {
  boolean,
  field,
  list,
  literal,
  moved,
  number,
  object,
  record,
  select,
  string,
  tagged,
  transform,
  withPlace,
  type Def,
  type Infer,
  type Schema,
} from './combinators.js';
import { siteConfigSchema } from './site/index.js';

// The type assertions are checked by `npm run typecheck`.
describe('the types inferred from a schema', () => {
  it('has required and defaulted keys always, optional ones maybe, moved ones never', () => {
    const schema = object({
      a: field(string(), { required: true }),
      b: field(number(), { default: 1 }),
      c: field(boolean()),
      d: field(list(literal('x', 'y')), { default: () => [] }),
      e: field(record(string())),
      old: field(moved('e')),
    });
    expectTypeOf(schema).toEqualTypeOf<Schema<{ a: string; b: number; c?: boolean; d: Array<'x' | 'y'>; e?: Record<string, string> }>>();
  });

  it('makes a union of tagged variants, choices and transformed values, with places', () => {
    const schema = tagged(
      {
        one: object({ type: field(literal('one'), { required: true }), n: field(number(), { required: true }) }),
        two: withPlace(object({ type: field(literal('two'), { required: true }) })),
        three: withPlace(object({ type: field(literal('three'), { required: true }) }), { always: true }),
      },
      { what: 'thing' },
    );
    expectTypeOf(schema).toEqualTypeOf<
      Schema<{ type: 'one'; n: number } | ({ type: 'two' } & { place?: SourcePlace }) | ({ type: 'three' } & { place: SourcePlace })>
    >();
    const shorthand = select([transform(boolean(), (on) => ({ on })), object({ on: field(boolean(), { default: true }) })], () => 0);
    expectTypeOf<Infer<typeof shorthand>>().toEqualTypeOf<{ on: boolean }>();
    expect(shorthand.def).toMatchObject({ kind: 'select', choices: [{ def: { kind: 'transform' } }, { def: { kind: 'object' } }] });
  });
});

describe('the schema of site.config.yaml', () => {
  const shape = siteConfigSchema.def.kind === 'object' ? siteConfigSchema.def.shape : {};
  const kindOf = (def: Def): string => (def.kind === 'transform' || def.kind === 'placed' ? kindOf(def.inner.def) : def.kind);

  it('describes each key: its kind, whether it is required, its default and allowed values', () => {
    expect(shape.title.presence).toBe('required');
    expect(shape.titleDelimiter).toMatchObject({ presence: 'default', default: '|', schema: { def: { kind: 'string', nonEmpty: true } } });
    expect(shape.onBrokenLinks).toMatchObject({
      presence: 'default',
      default: 'throw',
      schema: { def: { kind: 'literal', values: ['throw', 'warn', 'ignore'] } },
    });
    expect(shape.tagline.presence).toBe('optional');
    const items = shape.navbar.schema.def.kind === 'object' ? shape.navbar.schema.def.shape.items.schema.def : undefined;
    const item = items?.kind === 'list' ? items.item.def : undefined;
    expect(item?.kind === 'tagged' && Object.keys(item.variants)).toEqual([
      'docSidebar',
      'doc',
      'link',
      'dropdown',
      'docsVersionDropdown',
      'docsVersion',
      'localeDropdown',
      'search',
    ]);
    expect(kindOf(shape.i18n.schema.def)).toBe('object');
    expect(kindOf(shape.llms.schema.def)).toBe('select');
  });

  it('is only types to the entries of core, so none of it is loaded with them (nor in the browser)', () => {
    const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    const modules = readdirSync(src).filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'));
    const valueImports = modules.filter((name) =>
      /^(import|export)\s+(?!type\b)[^;]*from\s+['"]\.\/config-schema\//m.test(readFileSync(path.join(src, name), 'utf8')),
    );
    expect(modules).toContain('config-types.ts');
    expect(valueImports).toEqual([]);
  });
});
