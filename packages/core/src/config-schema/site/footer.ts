/** `footer`: a logo, the copyright line, and links in columns or in one row. */
import { entryOf, field, list, object, select, string, transform, withPlace, type Infer, type Written } from '../combinators.js';
import { logo, routeString, urlString } from './common.js';

/** A link of the footer: a site path (`to`) or an external URL (`href`), opened in a new tab. */
const footerLink = withPlace(
  object(
    {
      label: field(string({ nonEmpty: true }), { required: true }),
      to: field(routeString),
      href: field(urlString),
    },
    {
      check: (v, report) => {
        if (!v.to === !v.href) report('a footer link needs exactly one of "to" (a site path) or "href" (an external URL)');
      },
    },
  ),
  { at: ['to', 'href'] },
);
export type FooterLink = Infer<typeof footerLink>;

/** A titled column of footer links. Docusaurus's "simple" footer (one row of links) is one column without a title. */
const footerColumn = object({
  title: field(string({ nonEmpty: true })),
  items: field(list(footerLink), { default: () => [] }),
});
export type FooterColumn = Infer<typeof footerColumn>;

const isColumn = (node: Written) => entryOf(node, 'items') !== undefined;

/** Docusaurus's two footer shapes: columns (`{title, items}`), or one row of links (kept as one untitled column). */
const footerLinks = select(
  [list(footerColumn), transform(list(footerLink), (links): FooterColumn[] => (links.length ? [{ items: links }] : []))],
  (node, path) => {
    if (node?.kind !== 'list' || !node.items.some(isColumn)) return 1;
    const single = node.items.find((n) => !isColumn(n));
    if (!single) return 0;
    return {
      at: single,
      message: `${path} mixes columns ({title, items}) with single links`,
      hint: 'Put every link in a column, or make the whole list links without columns.',
    };
  },
);

export const footer = field(
  object({
    logo: field(logo),
    copyright: field(string(), { default: '' }),
    links: field(footerLinks, { default: () => [] }),
  }),
  { default: () => ({ copyright: '', links: [] }) },
);
