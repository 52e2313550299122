/** `navbar`: its title and logo, and its items, in Docusaurus's item vocabulary. */
import { boolean, field, list, literal, object, string, tagged, transform, withPlace, type Infer } from '../combinators.js';
import { logo, position, routeString, urlString } from './common.js';

const link = object(
  {
    type: field(literal('link')),
    label: field(string({ nonEmpty: true }), { required: true }),
    to: field(routeString),
    href: field(urlString),
    position: field(position, { default: 'left' }),
    className: field(string()),
  },
  {
    check: (v, report) => {
      if (!v.to === !v.href) report('a navbar link needs exactly one of "to" (a site path) or "href" (an external URL)');
    },
  },
);

/** A plain link: `to` for a route of this site, `href` for anything else (opens in a new tab). `type` may be left out. */
export const navbarLinkItem = withPlace(transform(link, (v) => ({ ...v, type: 'link' as const })));
export type NavbarLinkItem = Infer<typeof navbarLinkItem>;

/** Opens one doc. */
export const navbarDocItem = withPlace(
  object({
    type: field(literal('doc'), { required: true }),
    docId: field(string({ nonEmpty: true }), { required: true }),
    label: field(string({ nonEmpty: true }), { required: true }),
    position: field(position, { default: 'left' }),
    className: field(string()),
  }),
);
export type NavbarDocItem = Infer<typeof navbarDocItem>;

/** Opens the first doc of a sidebar; active while any doc of that sidebar is shown. */
const docSidebarItem = withPlace(
  object({
    type: field(literal('docSidebar'), { required: true }),
    sidebarId: field(string({ nonEmpty: true }), { required: true }),
    label: field(string({ nonEmpty: true }), { required: true }),
    position: field(position, { default: 'left' }),
    className: field(string()),
  }),
);
export type NavbarDocSidebarItem = Infer<typeof docSidebarItem>;

const dropdownItem = withPlace(
  object({
    type: field(literal('dropdown'), { required: true }),
    label: field(string({ nonEmpty: true }), { required: true }),
    position: field(position, { default: 'left' }),
    className: field(string()),
    items: field(list(tagged({ link: navbarLinkItem, doc: navbarDocItem }, { what: 'dropdown item', fallback: 'link' })), { required: true }),
  }),
);
export type NavbarDropdownItem = Infer<typeof dropdownItem>;

/**
 * The docs version dropdown: the version being read (else the reader's preferred one, else the last), and a link to
 * every version, to the same page when that version has it, else to its main doc.
 */
const docsVersionDropdownItem = withPlace(
  object({
    type: field(literal('docsVersionDropdown'), { required: true }),
    position: field(position, { default: 'left' }),
    /** Links listed above and below the versions (archived versions hosted elsewhere, "All versions"). */
    dropdownItemsBefore: field(list(navbarLinkItem), { default: () => [] }),
    dropdownItemsAfter: field(list(navbarLinkItem), { default: () => [] }),
    /** Do not mark the dropdown active on docs pages. */
    dropdownActiveClassDisabled: field(boolean(), { default: false }),
    className: field(string()),
  }),
);
export type NavbarDocsVersionDropdownItem = Infer<typeof docsVersionDropdownItem>;

/** A link to the main doc of the version being read (else the preferred one, else the last), labelled with it. */
const docsVersionItem = withPlace(
  object({
    type: field(literal('docsVersion'), { required: true }),
    /** Default: the version's label. */
    label: field(string({ nonEmpty: true })),
    /** Default: the version's main doc. */
    to: field(routeString),
    position: field(position, { default: 'left' }),
    className: field(string()),
  }),
);
export type NavbarDocsVersionItem = Infer<typeof docsVersionItem>;

/** The locale dropdown: the locale being read, and a link to the same page in every locale. */
const localeDropdownItem = withPlace(
  object({
    type: field(literal('localeDropdown'), { required: true }),
    position: field(position, { default: 'left' }),
    /** Links listed above and below the locales ("Help us translate"). */
    dropdownItemsBefore: field(list(navbarLinkItem), { default: () => [] }),
    dropdownItemsAfter: field(list(navbarLinkItem), { default: () => [] }),
    className: field(string()),
  }),
);
export type NavbarLocaleDropdownItem = Infer<typeof localeDropdownItem>;

/** The search button. */
const searchItem = withPlace(
  object({
    type: field(literal('search'), { required: true }),
    position: field(position, { default: 'right' }),
    className: field(string()),
  }),
);
export type NavbarSearchItem = Infer<typeof searchItem>;

export const navbarItem = tagged(
  {
    docSidebar: docSidebarItem,
    doc: navbarDocItem,
    link: navbarLinkItem,
    dropdown: dropdownItem,
    docsVersionDropdown: docsVersionDropdownItem,
    docsVersion: docsVersionItem,
    localeDropdown: localeDropdownItem,
    search: searchItem,
  },
  // Like Docusaurus, an item without `type` is a plain link.
  { what: 'navbar item', fallback: 'link' },
);
export type NavbarItem = Infer<typeof navbarItem>;
export type NavbarItemType = NavbarItem['type'];

export const navbar = field(
  object({
    title: field(string()),
    logo: field(logo),
    hideOnScroll: field(boolean(), { default: false }),
    items: field(list(navbarItem), { default: () => [] }),
  }),
  { required: true },
);
