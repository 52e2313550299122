/**
 * The HTTP server both `docgen serve` and `docgen serve --watch` listen with: Node's server with time limits and a
 * cap on connections, so a slow or idle client (slow-loris headers, keep-alive sockets left open) cannot hold others
 * up. Node's own defaults wait a minute for headers and five for a request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerLimits {
  /** The whole request head must arrive within this time (slow-loris headers). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestTimeoutMs: number;
  /** A keep-alive connection is closed when it waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (a client that stops reading an answer). */
  idleTimeoutMs: number;
  /** Connections waiting for a request at once; past it, the longest waiting one is closed. */
  maxIdleSockets: number;
  /** Connections at once; more are refused. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxIdleSockets: 256,
  maxConnections: 1024,
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A server for `handler` under `limits` (defaults above, each can be replaced). Not listening yet. */
export function createLimitedServer(handler: Handler, limits: Partial<ServerLimits> = {}): Server {
  const l = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const server = createServer({
    headersTimeout: l.headersTimeoutMs,
    requestTimeout: Math.max(l.requestTimeoutMs, l.headersTimeoutMs),
    // How often Node looks for requests past their time: its default of 30 s would let them run that much longer.
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(l.headersTimeoutMs / 4))),
  });
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
  server.maxConnections = l.maxConnections;
  server.setTimeout(l.idleTimeoutMs, (socket: Socket) => socket.destroy());

  // Sockets without a request in flight, oldest first (a Set keeps insertion order).
  const idle = new Set<Socket>();
  const markIdle = (socket: Socket) => {
    if (socket.destroyed) return;
    idle.add(socket);
    if (idle.size > l.maxIdleSockets) {
      const oldest = idle.values().next().value!;
      idle.delete(oldest);
      oldest.destroy();
    }
  };
  server.on('connection', (socket: Socket) => {
    markIdle(socket);
    socket.once('close', () => idle.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once('finish', () => markIdle(socket));
    handler(req, res);
  });
  return server;
}
