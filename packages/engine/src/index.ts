export { buildSite, OutputFolderError, type BuildOptions, type BuildResult } from './pipeline.js';
export {
  SiteSession,
  siteFolders,
  releasedVersionDirs,
  stopwatch,
  type SessionOptions,
  type SitePart,
  type FileChange,
  type ProgressEvent,
  type Timings,
} from './session/session.js';
export { loadSiteGraph, checkSite, type LoadedSiteGraph } from './session/check.js';
export { onDemandRenderer, type OnDemandRenderer, type ThemeModule } from './render/on-demand.js';
export { renderRoute, type RouteRendering, type RouteWants, type RenderedRoute } from './render/route.js';
export { loadSiteSettings, localizedDirs, translationFiles, CONFIG_FILE, SIDEBARS_FILE, type SiteSettings } from './load-config.js';
export { localeRenderContext, localeOfRoute, localesOf, sidebarsOfLocale, type SharedContext } from './render-contexts.js';
export { parseSources, contentKeyOf, type ParseInput, type ParsedSources } from './parse-sources.js';
export { PageCache } from './page-cache.js';
export { ContentStore, type ContentStoreLocation } from './content-store.js';
export { readTree } from './highlights.js';
export { openResources, type EngineResources, type ResourceOptions } from './resources.js';
export { createWorkers, defaultThreads, ParseTimeoutError, type Workers, type WorkersOptions } from './workers.js';
export { fingerprintOf, packageFingerprint, type FingerprintInput } from './fingerprint.js';
export { writeAtomically, writeFileAtomically } from './write.js';
export { renderSitemap, renderRobots, graphFiles, pageDataFile, sidebarDataFile } from './site-files.js';
export { checkPageModules } from './modules.js';
export {
  BuildSearchOutput,
  recordsFileText,
  searchOutput,
  clientSearchConfig,
  searchKey,
  localIndexFiles,
  INDEX_FILE,
  RECORDS_FILE,
  recordsFile,
  indexFile,
  searchDir,
  routesOfLocale,
  type ClientSearchConfig,
} from './search-files.js';
export { bundleStylesheet, collectContentAssets, type AssetCache, type CopiedFile, type OutputFile } from './assets.js';
export { bundleRuntime, loadRuntimeBundle, saveRuntimeBundle, PREBUNDLED_RUNTIME_FILE, type RuntimeBundle } from './runtime-bundle.js';
export { loadPageModules, pageModuleError } from './modules.js';
export { esbuildDiagnostics } from './esbuild-errors.js';
export { componentRegistry, siteComponentEntries, loadSiteComponents, type LoadedComponents } from './site-components.js';
export { releaseDocsVersion, DocsVersionError, type DocsVersionResult } from './docs-version.js';
export { loadMarkdownSettings, parserSettings, DEFAULT_MARKDOWN_SETTINGS, type MarkdownSettings, type PluginRef } from './markdown-settings.js';
export { bundleMathStylesheet, type MathStylesheet } from './math-stylesheet.js';
export { writeTranslations, type WriteTranslationsOptions, type WriteTranslationsResult, type WrittenTranslationFile } from './write-translations.js';
