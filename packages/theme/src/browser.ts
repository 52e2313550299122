/** The theme's browser surface: what the client runtime hydrates. Nothing here may import Node modules. */
export { Shell, MAIN_ID } from './components/Shell.js';
export { containsPath } from './components/Sidebar.js';
export { readPreferredVersion, safeStorage, savePreferredVersion, STORAGE_KEYS } from './client/storage.js';
export type { ShellProps, ShellSite, ShellVersion } from './shell-props.js';
