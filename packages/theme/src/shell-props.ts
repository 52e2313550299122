/**
 * The serialisable props of the page shell. The same object renders the shell on the server and (with the
 * client runtime) hydrates it in the browser, so it carries only what the shell needs: never the whole site.
 */
import type { AnnouncementBar, ColorModeOptions, FooterColumn, Logo, NavbarItem, SidebarItem } from '@docgen/core';

export interface ShellSite {
  title: string;
  navbar: { title?: string; logo?: Logo; items: NavbarItem[] };
  footer: { logo?: Logo; copyright: string; links: FooterColumn[] };
  announcementBar?: AnnouncementBar;
  colorMode: ColorModeOptions;
  sidebar: { collapsible: boolean; hideable: boolean };
  /** Sidebar id → the route of its first page, for navbar items of type docSidebar. */
  sidebarFirstLinks: Record<string, string>;
  /** Doc id → route, for navbar items of type doc (only the ids the navbar uses). */
  navbarDocPaths: Record<string, string>;
  /** The docs version shown (one docs area, "default"), remembered as the reader's preferred version. */
  docsVersion: string;
}

export interface ShellProps {
  site: ShellSite;
  /** The route being shown. */
  path: string;
  /** The sidebar of this page, if it has one. */
  sidebarId?: string;
  sidebar?: SidebarItem[];
}
