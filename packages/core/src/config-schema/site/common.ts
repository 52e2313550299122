/** Value kinds several keys of `site.config.yaml` share. */
import { field, literal, number, object, string, type Infer, type Written } from '../combinators.js';

const ROUTE = /^\/[^\s?#]*$/;
export const routeString = string({ pattern: ROUTE, patternHint: 'Write a site path starting with "/", without query or hash.' });
export const urlString = string({ pattern: /^https?:\/\/[^\s]+$/, patternHint: 'Write an absolute http(s) URL.' });

export const position = literal('left', 'right');
export type NavbarPosition = Infer<typeof position>;

export const reportLevel = literal('throw', 'warn', 'ignore');
export type ReportLevel = Infer<typeof reportLevel>;

/** The navbar's and the footer's logo. */
export const logo = object({
  src: field(string({ nonEmpty: true }), { required: true }),
  /** Logo for the dark colour mode; defaults to `src`. */
  srcDark: field(string()),
  alt: field(string(), { default: '' }),
  href: field(string(), { default: '/' }),
  width: field(number({ min: 1 })),
  height: field(number({ min: 1 })),
});
export type Logo = Infer<typeof logo>;

/** For the keys that take `false` or `true` as a shorthand for their settings (`math: false`). */
export const isBoolean = (node: Written | undefined) => node?.kind === 'scalar' && typeof node.value === 'boolean';
