export { collectExternalLinks, type ExternalLink } from './collect.js';
export { checkExternalLinks, globToRegExp, type ExternalCheckOptions } from './check.js';
export { probe, parseRetryAfter, type ProbeOptions, type ProbeResult } from './probe.js';
