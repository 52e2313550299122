/** `metadata`: `<meta>` tags of every page. */
import { field, list, object, string, type Infer } from '../combinators.js';

const metaTag = object(
  { name: field(string()), property: field(string()), content: field(string(), { required: true }) },
  {
    check: (v, report) => {
      if (!v.name === !v.property) report('a metadata entry needs exactly one of "name" or "property"');
    },
  },
);
export type MetaTag = Infer<typeof metaTag>;

export const metadata = field(list(metaTag), { default: () => [] });
