export { importDocusaurus, SITE_CONFIG_FILE, SIDEBARS_FILE, type ImportOptions, type ImportResult } from './import.js';
export { CONFIG_FILES, findConfigFile } from './project.js';
export { ImportNotes, NOT_CARRIED, type Place } from './notes.js';
export type { SiteConfigOut, SidebarsOut, SidebarItemOut, NavbarItemOut } from './output-types.js';
