/**
 * `@docgen/core/config-schema`: the schema language and the schema of `site.config.yaml`, for `@docgen/config`
 * (which validates YAML against them). The other entries of core take only types from here, so none of this reaches
 * the browser.
 */
export * from './combinators.js';
export { siteConfigSchema } from './site/index.js';
