import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/** One request as the test server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

export interface UploadTestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Resolves when the server has received a request for `path` (its headers, not its body). */
  arrived(path: string): Promise<void>;
  close(): Promise<void>;
}

const TOKEN = 'account-token';
export const TEST_TOKEN = TOKEN;

/**
 * A stand-in for the reference API's presign call and a signed-URL store, on 127.0.0.1:
 * - POST /api/v1/uploads/presign (Bearer TEST_TOKEN) answers a signed URL under /signed/…;
 * - PUT /signed/… stores the bytes (200 { key, url });
 * - PUT /refuse/… answers 400 with the contract's error body;
 * - PUT /hold/… never answers (for abort tests);
 * - CORS preflights are answered so jsdom's XMLHttpRequest may PUT cross-origin.
 */
export async function startUploadServer(): Promise<UploadTestServer> {
  const requests: RecordedRequest[] = [];
  const waiters: Array<{ path: string; resolve: () => void }> = [];
  const held = new Set<ServerResponse>();
  let origin = '';

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const method = req.method ?? '';
    for (const waiter of waiters.filter((w) => w.path === path)) waiter.resolve();
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (method === 'OPTIONS') {
      requests.push({ method, path, headers: req.headers, body: new Uint8Array() });
      res.setHeader('Access-Control-Allow-Methods', 'PUT, POST');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? '*',
      );
      res.writeHead(204).end();
      return;
    }
    if (path.startsWith('/hold/')) {
      held.add(res);
      requests.push({ method, path, headers: req.headers, body: new Uint8Array() });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = new Uint8Array(Buffer.concat(chunks));
      requests.push({ method, path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      };
      if (method === 'POST' && path === '/api/v1/uploads/presign') {
        if (req.headers.authorization !== `Bearer ${TOKEN}`) {
          json(401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in again' });
          return;
        }
        const input = JSON.parse(Buffer.from(body).toString('utf8')) as {
          target: string;
          content_type: string;
          company_po_id: number;
          prod_id?: number;
        };
        const ext =
          input.content_type.split('/')[1] === 'jpeg' ? 'jpg' : input.content_type.split('/')[1];
        const key =
          input.target === 'product-logo'
            ? `${input.company_po_id}/products/${input.prod_id}/logo.${ext}`
            : input.target === 'banner'
              ? `${input.company_po_id}/${randomUUID()}.${ext}`
              : `${input.company_po_id}/${input.target === 'about-us' ? 'about_us' : 'logo'}.${ext}`;
        json(200, {
          url: `${origin}/signed/${key}?signature=abc`,
          method: 'PUT',
          headers: { 'Content-Type': input.content_type, 'x-amz-acl': 'public-read' },
          key,
          publicUrl: `${origin}/uploads/${key}`,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
        return;
      }
      if (method === 'PUT' && path.startsWith('/signed/')) {
        const key = path.slice('/signed/'.length);
        json(200, { key, url: `${origin}/uploads/${key}` });
        return;
      }
      if (method === 'PUT' && path.startsWith('/refuse/')) {
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Only allowed PNG or JPG or WEBP',
        });
        return;
      }
      json(404, { statusCode: 404, error: 'Not Found', message: `No route ${method} ${path}` });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    arrived: (path) =>
      new Promise((resolve) => {
        if (requests.some((r) => r.path === path)) resolve();
        else waiters.push({ path, resolve });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
