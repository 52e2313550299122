/** The entry of the build's worker threads (compiled to `dist/worker.js`): the tasks of `worker-tasks.ts`, by name. */
export { highlightTask as highlight, parseTask as parse, renderTask as render } from './worker-tasks.js';
