export { shellSite } from './shell-site.js';
export { createRenderer, type Renderer, type RenderContext, type RenderInput, type PageContent, type ModulePage } from './render.js';
export { renderContent, metaTitle } from './content.js';
export { headTags, documentTitle } from './head.js';
export { renderDocument, renderRedirect, bootScript } from './document.js';
export { STORAGE_KEYS } from './client/storage.js';
export { themeStylesheet } from './styles.js';
export type { ShellProps, ShellSite } from './shell-props.js';
