// The workspace's ESLint configuration lives in tools/lint, with the ESLint and TypeScript it runs on.
export { default } from './tools/lint/eslint.config.js';
