export { buildSite, OutputFolderError, type BuildOptions, type BuildResult } from './build.js';
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
export { onDemandSite, type OnDemandSite, type ServedFile, type AiFile } from './render/on-demand-site.js';
export { renderRoute, type RouteRendering, type RouteWants, type RenderedRoute } from './render/route.js';
export { loadSiteSettings, localizedDirs, translationFiles, CONFIG_FILE, SIDEBARS_FILE, type SiteSettings } from './session/load-config.js';
export { localeRenderContext, localeOfRoute, localesOf, sidebarsOfLocale, type SharedContext } from './render/render-contexts.js';
export { parseSources, contentKeyOf, type ParseInput, type ParsedSources } from './parse/parse-sources.js';
export { PageCache } from './cache/page-cache.js';
export { ContentStore, type ContentStoreLocation } from './cache/content-store.js';
export { readTree } from './parse/highlights.js';
export { openResources, type EngineResources, type ResourceOptions } from './session/resources.js';
export { createWorkers, defaultThreads, ParseTimeoutError, type Workers, type WorkersOptions } from './workers/workers.js';
export { fingerprintOf, packageFingerprint, type FingerprintInput } from './cache/fingerprint.js';
export { writeAtomically, writeFileAtomically } from './output/write.js';
export { renderSitemap, renderRobots, graphFiles, pageDataFile, sidebarDataFile } from './output/site-files.js';
export { checkPageModules } from './bundle/modules.js';
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
} from './output/search-files.js';
export { bundleStylesheet, collectContentAssets, type AssetCache, type CopiedFile, type OutputFile } from './bundle/assets.js';
export { bundleRuntime, loadRuntimeBundle, saveRuntimeBundle, PREBUNDLED_RUNTIME_FILE, type RuntimeBundle } from './bundle/runtime-bundle.js';
export { loadPageModules, pageModuleError } from './bundle/modules.js';
export { esbuildDiagnostics } from './bundle/esbuild-errors.js';
export { componentRegistry, siteComponentEntries, loadSiteComponents, type LoadedComponents } from './bundle/site-components.js';
export { releaseDocsVersion, DocsVersionError, type DocsVersionResult } from './maintain/docs-version.js';
export { loadMarkdownSettings, parserSettings, DEFAULT_MARKDOWN_SETTINGS, type MarkdownSettings, type PluginRef } from './parse/markdown-settings.js';
export { bundleMathStylesheet, type MathStylesheet } from './bundle/math-stylesheet.js';
export { writeTranslations, type WriteTranslationsOptions, type WriteTranslationsResult, type WrittenTranslationFile } from './maintain/write-translations.js';
