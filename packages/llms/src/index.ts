export { pageMarkdown, categoryIndexMarkdown, htmlPageMarkdown, titleHeading, type PageMarkdownInput } from './page-markdown.js';
export { CHILDREN_MARKER, type ComponentHtml } from './prepare.js';
export { llmsSections, listedVersion, absoluteUrl, markdownHref, type LlmsEntry, type LlmsSection } from './llms-index.js';
export { llmsTxt, siteSummary } from './llms-txt.js';
export { llmsFullChunks, llmsFullRoutes, withSource, writeLlmsFull } from './llms-full.js';
