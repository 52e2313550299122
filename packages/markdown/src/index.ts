export { createMarkdownProcessor, type MarkdownProcessor } from './parse.js';
export { parseFrontMatter, type FrontMatterResult } from './front-matter.js';
export { normalizeAdmonitionTitles, ADMONITION_KINDS, type AdmonitionKind } from './admonition-syntax.js';
export { classifyHref, splitHref, isRelativeUrl, safeDecode } from './links.js';
export { parseCodeMeta, parseLineRanges, type CodeMeta } from './code/meta.js';
export { extractMagicComments, type MarkedCode } from './code/magic-comments.js';
export { convertNpmCommand } from './code/npm2yarn.js';
