export { parseSiteConfig, parseSidebars, parseCategoryMeta, type ConfigInput } from './load.js';
