export { parseSiteConfig, parseSidebars, parseCategoryMeta, locateYamlError, type ConfigInput, type PlacedSiteConfig } from './load.js';
export type { ConfigPlaces, ValuePlace } from './schema.js';
export { parseVersionsFile } from './versions.js';
export { parseTranslationFile } from './translations.js';
