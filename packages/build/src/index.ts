export { buildSite, type BuildOptions, type BuildResult } from './pipeline.js';
export { loadGraph, type GraphOptions, type LoadedGraph, type Timings } from './graph-loader.js';
export { loadSiteSettings, CONFIG_FILE, SIDEBARS_FILE, type SiteSettings } from './load-config.js';
export { ParseCache, parseSources } from './parse-sources.js';
export { writeAtomically } from './write.js';
export { renderSitemap, renderRobots } from './sitemap.js';
export { checkPageModules } from './modules.js';
export { searchFiles, RECORDS_FILE, type ClientSearchConfig } from './search-files.js';
