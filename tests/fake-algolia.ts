/** A stand-in for the hosted search service on 127.0.0.1: records every request and answers like Algolia. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAlgolia {
  url: string;
  requests: RecordedRequest[];
  /** How the next search queries are answered. */
  respond: (request: RecordedRequest) => { status: number; body: unknown } | 'hang';
  close(): Promise<void>;
}

export async function startFakeAlgolia(): Promise<FakeAlgolia> {
  const fake: FakeAlgolia = {
    url: '',
    requests: [],
    respond: () => ({ status: 200, body: { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '' }] } }),
    close: async () => undefined,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep text
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      fake.requests.push(recorded);
      const answer = fake.respond(recorded);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return fake;
}
