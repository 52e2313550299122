export { createMarkdownProcessor, type MarkdownProcessor } from './parse.js';
export { parseFrontMatter, type FrontMatterResult } from './front-matter.js';
export { normalizeAdmonitionTitles, ADMONITION_KINDS, type AdmonitionKind } from './admonition-syntax.js';
export { classifyHref, splitHref, isRelativeUrl, safeDecode } from './links.js';
export { parserFingerprint } from './fingerprint.js';
