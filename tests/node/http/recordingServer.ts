import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface Recorded {
  method: string;
  /** Path and query as sent. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
}

/** How to answer: JSON with a status, drop the connection, or never answer. */
export type Reply = { status?: number; body?: unknown } | 'drop' | 'hang';

export interface RecordingServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  requests: Recorded[];
  /** Sets how the next requests are answered (default: 200 `{ ok: true }`). */
  handle(handler: (request: Recorded, index: number) => Reply): void;
  /** Forgets the requests, the handler, and cuts any request left hanging. */
  reset(): void;
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1:0 that records every request and answers as told. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: Recorded[] = [];
  const hanging = new Set<http.ServerResponse>();
  const defaultHandler = (): Reply => ({ body: { ok: true } });
  let handler: (request: Recorded, index: number) => Reply = defaultHandler;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      const reply = handler(recorded, requests.length - 1);
      if (reply === 'drop') {
        req.socket.destroy();
      } else if (reply === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      } else {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const cutHanging = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = defaultHandler;
      cutHanging();
    },
    close() {
      cutHanging();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
