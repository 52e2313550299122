export { scanSources, listSiteFiles, readSource, hashText, type ScanOptions } from './scan.js';
export { readGitTimes, parseGitLog } from './git-times.js';
