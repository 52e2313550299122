/** The theme's browser surface: what the client runtime hydrates. Nothing here may import Node modules. */
export { Shell } from './components/Shell.js';
export { DATA_ID, MAIN_ID, ROOT_ID } from './dom-ids.js';
export { containsPath } from './components/Sidebar.js';
export { createSafeStorage, readPreferredVersion, savePreferredVersion, StorageContext, STORAGE_KEYS, type SafeStorage } from './client/storage.js';
export { keepTabInside, tabStops } from './client/focus-trap.js';
export { useCloseOnNavigation } from './client/close-on-navigation.js';
export type { ShellProps, ShellSite, ShellVersion } from './shell-props.js';
export { message, translate, type Strings } from './i18n/translate.js';
export type { MessageId } from './i18n/english.js';
