export { scanSources, listSiteFiles, readSource, hashText, type ScanOptions, type LocalizedDir } from './scan.js';
export { readGitTimes, parseGitLog } from './git-times.js';
