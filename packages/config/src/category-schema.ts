/** The schema of `_category_.json` / `_category_.yml` files in docs folders. */
import type { CategoryLinkConfig, CategoryMeta } from '@docgen/core';
import { boolean, custom, field, list, literal, number, object, string, tagged, transform, withPlace, type Schema } from '@docgen/core/config-schema';

// The link's place (its doc id or slug) lets later messages point into this file, not at the sidebar using it.
const placedLink: Schema<CategoryLinkConfig> = withPlace(
  tagged(
    {
      'generated-index': transform(
        object({
          type: field(literal('generated-index'), { required: true }),
          slug: field(string({ pattern: /^\/?[\w\-/]+$/ })),
          title: field(string()),
          description: field(string()),
          // Accepted for compatibility with Docusaurus category files; docgen's generated index pages do not use them.
          image: field(string()),
          keywords: field(list(string())),
        }),
        ({ image: _image, keywords: _keywords, ...link }) => link,
      ),
      doc: object({
        type: field(literal('doc'), { required: true }),
        id: field(string({ nonEmpty: true }), { required: true }),
      }),
    },
    { what: 'category link' },
  ),
  { at: ['id', 'slug'] },
);

const link: Schema<CategoryLinkConfig | null> = custom((node, checker, path) =>
  node?.kind === 'scalar' && node.value === null ? null : checker.check(placedLink, node, path),
);

/** The metadata carries its `place` (where the file's mapping starts) for messages about the category. */
export const categorySchema: Schema<CategoryMeta> = withPlace(
  transform(
    object({
      label: field(string({ nonEmpty: true })),
      position: field(number()),
      collapsed: field(boolean()),
      collapsible: field(boolean()),
      className: field(string()),
      description: field(string()),
      link: field(link),
      // Accepted for compatibility with Docusaurus category files; docgen has no use for them.
      customProps: field(custom((node) => node)),
      key: field(string()),
    }),
    ({ customProps: _customProps, key: _key, ...meta }) => meta,
  ),
);
