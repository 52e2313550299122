/**
 * The engine's surface: what the commands (`build`, `serve --watch`, `check-links`, `search push`, `docs:version`,
 * `write-translations`) and the packing script need. Everything else is the engine's own.
 */
export { buildSite, OutputFolderError, type BuildOptions, type BuildResult } from './build.js';
export { SiteSession, siteFolders, type SessionOptions, type SitePart, type FileChange, type ProgressEvent, type Timings } from './session/session.js';
export { loadSiteGraph, checkSite } from './session/check.js';
export { loadSiteSettings, CONFIG_FILE, SIDEBARS_FILE, type SiteSettings } from './session/load-config.js';
export { onDemandSite, type OnDemandSite, type ServedFile, type AiFile } from './render/on-demand-site.js';
export type { ThemeModule } from './render/on-demand.js';
export type { WorkersOptions } from './workers/workers.js';
export { bundleStylesheet, type AssetCache } from './bundle/assets.js';
export { bundleRuntime, savePrebundledRuntime, type RuntimeBundle } from './bundle/runtime-bundle.js';
export { bundleMathStylesheet, type MathStylesheet } from './bundle/math-stylesheet.js';
export type { LoadedComponents } from './bundle/site-components.js';
export { esbuildDiagnostics } from './bundle/esbuild-errors.js';
export { recordsFile, localIndexFiles } from './output/search-files.js';
export { releaseDocsVersion, DocsVersionError } from './maintain/docs-version.js';
export { writeTranslations } from './maintain/write-translations.js';
