export { startStaticServer, createRequestHandler, findFile, type StaticServerOptions } from './server.js';
export { resolveRequestPath, splitRequestTarget, type Resolution } from './resolve.js';
export { contentType } from './mime.js';
export { sendBody, pickEncoding, etagOf, CompressionCache, type BodyOptions } from './respond.js';
export { isCompressible } from './mime.js';
export { createLimitedServer, DEFAULT_SERVER_LIMITS, type ServerLimits } from './http.js';
