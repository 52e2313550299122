export { scanSources, listSiteFiles, hashText, type ScanOptions } from './scan.js';
export { readGitTimes, parseGitLog } from './git-times.js';
