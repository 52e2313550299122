import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimitedServer, type ServerLimits } from './http.js';

// Short limits, so the test sees them act; the defaults are seconds (DEFAULT_SERVER_LIMITS).
const limits: Partial<ServerLimits> = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300, idleTimeoutMs: 1500, maxIdleSockets: 8 };

let server: Server;
let port: number;
const sockets: Socket[] = [];
/** When the server last finished an answer (after Node started the keep-alive clock of its connection). */
let answeredAt = 0;

async function start(overrides: Partial<ServerLimits> = {}): Promise<void> {
  const handler = (_req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => (answeredAt = performance.now()));
    res.end('ok');
  };
  server = createLimitedServer(handler, { ...limits, ...overrides });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw connection, and a promise of the time (ms after opening) when the server closes it. */
async function open(): Promise<{ socket: Socket; closed: Promise<number> }> {
  const opened = performance.now();
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.resume();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed };
}

/** The status of a normal request on a fresh connection. */
function get(): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('server limits', () => {
  it('closes a slow-loris client that trickles its headers, while others are answered meanwhile', async () => {
    // A headers time limit that a normal request, answered while the slow client still trickles, is far within.
    await start({ headersTimeoutMs: 2000 });
    const { socket, closed } = await open();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => !socket.destroyed && socket.write('X-A: b\r\n'), 100);
    try {
      expect(await get()).toBe(200);
      // Answered before the slow client is dealt with.
      expect(socket.destroyed).toBe(false);
      // Closed after the headers time limit (checked every 500 ms here), though it never stopped sending.
      expect(await closed).toBeGreaterThanOrEqual(2000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes connections that never send a request, and keep-alive connections left idle', async () => {
    // An inactivity limit far from the keep-alive limit, so that which one closed the connection is plain on any machine.
    await start({ idleTimeoutMs: 10_000 });
    const silent = await Promise.all(Array.from({ length: 5 }, () => open()));
    expect(await get()).toBe(200);
    for (const { closed } of silent) expect(await closed).toBeGreaterThanOrEqual(400);

    // A raw keep-alive connection (an HTTP agent would close it itself on the server's hint of "timeout=0").
    const { socket } = await open();
    const answered = new Promise((resolve) => socket.once('data', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await answered;
    // Timed from the server's end of the answer, where the keep-alive clock starts (the client may see it later).
    const idleFor = (await closed) - answeredAt;
    // Closed by the keep-alive limit (300 ms: a little less may show, as Node's timers count from the start of the
    // event loop's turn), long before the inactivity limit (10 s here).
    expect(idleFor).toBeGreaterThanOrEqual(250);
    expect(idleFor).toBeLessThan(5000);
  });

  it('keeps at most maxIdleSockets idle connections, closing the longest waiting first', async () => {
    await start({ headersTimeoutMs: 10_000, requestTimeoutMs: 10_000 });
    const opened = [];
    for (let i = 0; i < 12; i++) opened.push(await open());
    // The first four are closed to make room; the last eight wait (their time limit is 10 s).
    await Promise.all(opened.slice(0, 4).map((o) => o.closed));
    expect(opened.slice(4).every((o) => !o.socket.destroyed)).toBe(true);
    expect(await get()).toBe(200);
  });
});
