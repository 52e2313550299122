/**
 * The `docgen` package: the command line (`npx docgen`, or `main` from a script) and the types of the site's
 * configuration, for editors and scripts that read or write it.
 */
export { main } from '@docgen/cli';
export type { Diagnostic, SiteConfig, SidebarsConfig, SidebarItemConfig, NavbarItem } from '@docgen/core';
