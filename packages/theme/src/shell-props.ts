/**
 * The serialisable props of the page shell. The same object renders the shell on the server and (with the
 * client runtime) hydrates it in the browser, so it carries only what the shell needs: never the whole site.
 */
import type { AnnouncementBar, ColorModeOptions, Logo, NavbarItem, SidebarItem, VersionBanner } from '@docgen/core';

/** A docs version as the shell needs it: the dropdown, the navbar's doc links, the banner and the badge. */
export interface ShellVersion {
  name: string;
  label: string;
  /** Route of its main doc: where version links lead when a page has no counterpart in it. */
  mainDocPath?: string;
  banner: VersionBanner;
  badge: boolean;
  isLast: boolean;
  /** Sidebar id → the route of its first page in this version, for navbar items of type docSidebar. */
  sidebarFirstLinks: Record<string, string>;
  /** Doc id → route in this version, for navbar items of type doc (only the ids the navbar uses). */
  navbarDocPaths: Record<string, string>;
}

export interface ShellSite {
  title: string;
  navbar: { title?: string; logo?: Logo; items: NavbarItem[] };
  footer: { logo?: Logo; copyright: string };
  announcementBar?: AnnouncementBar;
  colorMode: ColorModeOptions;
  sidebar: { collapsible: boolean; hideable: boolean };
  /** The docs versions, newest first (one, `current`, on a site without versions). */
  versions: ShellVersion[];
}

export interface ShellProps {
  site: ShellSite;
  /** The route being shown. */
  path: string;
  /** The sidebar of this page, if it has one. */
  sidebarId?: string;
  sidebar?: SidebarItem[];
  /** The docs version of this page (docs and generated indexes), and the same page in the other versions. */
  version?: string;
  versionPaths?: Record<string, string>;
}
