export * from './diagnostics.js';
export * from './config-types.js';
export * from './pipeline-types.js';
export * from './paths.js';
export * from './suggest.js';
export * from './components.js';
export * from './versions.js';
