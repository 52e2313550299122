/** The schema of `_category_.json` / `_category_.yml` files in docs folders. */
import { isScalar, type Node } from 'yaml';
import type { CategoryLinkConfig, CategoryMeta } from '@docgen/core';
import { boolean, field, list, literal, number, object, string, tagged, withPlace, type Validator } from './schema.js';

const link: Validator<CategoryLinkConfig | null> = (node, ctx, path) => {
  if (isScalar(node) && node.value === null) return null;
  // The link's place (its doc id or slug) lets later messages point into this file, not at the sidebar using it.
  return withPlace(
    tagged<CategoryLinkConfig>(
      {
        'generated-index': object({
          type: field(literal('generated-index'), { required: true }),
          slug: field(string({ pattern: /^\/?[\w\-/]+$/ })),
          title: field(string()),
          description: field(string()),
          // Accepted for compatibility with Docusaurus category files; docgen's generated index pages do not use them.
          image: field(string()),
          keywords: field(list(string())),
        }) as Validator<CategoryLinkConfig>,
        doc: object({
          type: field(literal('doc'), { required: true }),
          id: field(string({ nonEmpty: true }), { required: true }),
        }) as Validator<CategoryLinkConfig>,
      },
      { what: 'category link' },
    ),
    { at: ['id', 'slug'] },
  )(node as Node, ctx, path);
};

/** The metadata carries its `place` (where the file's mapping starts) for messages about the category. */
export const categorySchema = withPlace(
  object({
    label: field(string({ nonEmpty: true })),
    position: field(number()),
    collapsed: field(boolean()),
    collapsible: field(boolean()),
    className: field(string()),
    description: field(string()),
    link: field(link),
    // Accepted for compatibility with Docusaurus category files; docgen has no use for them.
    customProps: field(((n) => n) as Validator<unknown>),
    key: field(string()),
  }),
) as Validator<CategoryMeta>;
