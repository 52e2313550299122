export { startDevServer, type DevServer, type DevServerOptions } from './dev-server.js';
export { DevSite, DEV_CLIENT_PATH, EVENTS_PATH, type Change, type UpdateResult } from './dev-site.js';
