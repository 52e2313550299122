export { startStaticServer, createRequestHandler, type StaticServerOptions } from './server.js';
export { resolveRequestPath, type Resolution } from './resolve.js';
export { contentType } from './mime.js';
