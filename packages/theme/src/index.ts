export { createRenderer, shellSite, type Renderer, type RenderContext, type ModulePage } from './render.js';
export { renderContent, metaTitle } from './content.js';
export { headTags, documentTitle } from './head.js';
export { renderDocument, renderRedirect, bootScript, COLOR_MODE_STORAGE_KEY, ANNOUNCEMENT_STORAGE_KEY } from './document.js';
export { themeStylesheet } from './styles.js';
export type { ShellProps, ShellSite } from './shell-props.js';
