export { main, createProgram } from './main.js';
export { printDiagnostics } from './report.js';
