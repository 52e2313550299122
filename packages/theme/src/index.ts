export { createRenderer, shellSite, type Renderer, type RenderContext, type ModulePage } from './render.js';
export { renderContent, metaTitle, BUILTIN_CONTENT_COMPONENTS, type ContentComponents } from './content.js';
export { BUILTIN_COMPONENTS } from './mdx/catalog.js';
export { videoSource, embedUrl, type VideoSource } from './mdx/video-url.js';
export { headTags, documentTitle } from './head.js';
export { renderDocument, renderRedirect, bootScript } from './document.js';
export { STORAGE_KEYS } from './client/storage.js';
export { themeStylesheet } from './styles.js';
export type { ShellProps, ShellSite } from './shell-props.js';
