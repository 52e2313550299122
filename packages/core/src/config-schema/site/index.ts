/**
 * The schema of `site.config.yaml`, one module per top-level key or area; the site-wide keys are here. The types of
 * the validated configuration are inferred from it (@docgen/core re-exports them); the README ("Configuration")
 * documents every key.
 */
import type { ConfigPlaces } from '../../config-types.js';
import { field, literal, object, string, type Infer } from '../combinators.js';
import { reportLevel } from './common.js';
import { docs } from './docs.js';
import { footer } from './footer.js';
import { i18n } from './i18n.js';
import { llms } from './llms.js';
import { markdown } from './markdown.js';
import { metadata } from './metadata.js';
import { navbar } from './navbar.js';
import { redirects } from './redirects.js';
import { search } from './search.js';
import { announcementBar, colorMode } from './theme.js';

export const siteConfigSchema = object({
  title: field(string({ nonEmpty: true }), { required: true }),
  tagline: field(string()),
  /** Production origin, e.g. `https://docs.example.com`. */
  url: field(string({ pattern: /^https?:\/\/[^/\s]+$/, patternHint: 'Write the origin only, like "https://docs.example.com" (no path, no trailing slash).' }), {
    required: true,
  }),
  baseUrl: field(literal('/'), { default: '/' }),
  trailingSlash: field(literal(false), { default: false }),
  titleDelimiter: field(string({ nonEmpty: true }), { default: '|' }),
  favicon: field(string()),
  /** Social card image, relative to the static folder. */
  image: field(string()),
  i18n,
  navbar,
  footer,
  docs,
  announcementBar,
  colorMode,
  search,
  redirects,
  metadata,
  onBrokenLinks: field(reportLevel, { default: 'throw' }),
  onBrokenMarkdownLinks: field(reportLevel, { default: 'warn' }),
  onBrokenAnchors: field(reportLevel, { default: 'throw' }),
  onDuplicateRoutes: field(reportLevel, { default: 'warn' }),
  /** Folder copied as-is to the output root. */
  staticDir: field(string({ nonEmpty: true }), { default: 'static' }),
  /** Folder of standalone pages (Markdown or TSX/JSX modules). */
  pagesDir: field(string({ nonEmpty: true }), { default: 'pages' }),
  markdown,
  llms,
});

export interface SiteConfig extends Infer<typeof siteConfigSchema> {
  /**
   * Where each value is written in site.config.yaml, by its path (`favicon`, `navbar.logo.href`,
   * `docs.version.mainDoc`), for messages about it later. Set by `@docgen/config`; absent in objects built otherwise
   * (tests), and every reader falls back to the file alone.
   */
  places?: ConfigPlaces;
}

export type { Logo, NavbarPosition, ReportLevel } from './common.js';
export type { DocsOptions, VersionBanner, VersionSettings } from './docs.js';
export type { FooterColumn, FooterLink } from './footer.js';
export type { LocaleConfig } from './i18n.js';
export type { LlmsOptions } from './llms.js';
export type { MarkdownOptions, MarkdownPluginConfig, MathOptions } from './markdown.js';
export type { MetaTag } from './metadata.js';
export type {
  NavbarDocItem,
  NavbarDocSidebarItem,
  NavbarDocsVersionDropdownItem,
  NavbarDocsVersionItem,
  NavbarDropdownItem,
  NavbarItem,
  NavbarItemType,
  NavbarLinkItem,
  NavbarLocaleDropdownItem,
  NavbarSearchItem,
} from './navbar.js';
export type { Redirect } from './redirects.js';
export type { SearchOptions } from './search.js';
export type { AnnouncementBar, ColorModeOptions } from './theme.js';
