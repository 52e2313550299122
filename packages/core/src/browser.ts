/**
 * The browser's entry to core (`@docgen/core/browser`): the contract between the Node side and the runtime, and the
 * small URL helpers both use. Nothing here may import Node APIs.
 */
export * from './browser-contract.js';
export * from './urls.js';
export * from './i18n.js';
export * from './diagram-problem.js';
