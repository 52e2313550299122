export { createMarkdownProcessor, type MarkdownProcessor, type MarkdownOptions } from './parse.js';
export { MarkdownPluginError, type UserPlugin } from './user-plugins.js';
export { KATEX_HTML } from './math/rehype-katex.js';
export { parseFrontMatter, type FrontMatterResult } from './front-matter.js';
export { normalizeAdmonitionTitles, ADMONITION_KINDS, type AdmonitionKind } from './admonition-syntax.js';
export { classifyHref, splitHref, isRelativeUrl, safeDecode } from './links.js';
export { parseCodeMeta, parseLineRanges, type CodeMeta } from '@docgen/core';
export { extractMagicComments, type MarkedCode } from './code/magic-comments.js';
export { convertNpmCommand } from './code/npm2yarn.js';
