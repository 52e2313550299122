export { buildGraph, SEARCH_ROUTE, NOT_FOUND_ROUTE, type GraphInput } from './graph.js';
export { docIdentity, pageRoute, stripNumberPrefix, type DocIdentity } from './doc-identity.js';
export { buildToc } from './toc.js';
export { walkSidebar } from './sidebars.js';
export { checkLinks, type LinkCheckInput } from './check-links.js';
export type { ConfigLink, PlacedSiteGraph } from './places.js';
export { checkComponents, type ComponentCheckInput } from './check-components.js';
export { autogenerate } from './autogenerate.js';
export type { DocInfo } from './docs.js';
