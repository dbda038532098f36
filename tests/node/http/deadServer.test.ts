import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpApi } from '../../../src/api/http';
import { createKitQueryClient } from '../../../src/api/query';
import { onboardingReads } from '../../../src/wizards/internal/reads';
import { startRecordingServer, type RecordingServer } from './recordingServer';

/*
 * A read the wizards make (the tenant's profile, through the HTTP adapter and the kit's query
 * client, with their defaults) on a server that is down: one retry layer (TanStack Query's) over
 * the transport's timeout, so the wizard shows its load error within 20 s of the first attempt,
 * not after the transport's and the query's retries stacked up (six attempts, about 90 s).
 */

const LIMIT_MS = 20_000;

/** Resolves with the ms from the first attempt to the read's error, and the error's kind. */
function timeToError(origin: string) {
  const client = createKitQueryClient();
  const api = createHttpApi({ baseURL: origin });
  const observer = new QueryObserver(client, onboardingReads.profile(api, 'acme'));
  const started = Date.now();
  return new Promise<{ ms: number; kind: unknown }>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== 'error') return;
      stop();
      client.clear();
      resolve({ ms: Date.now() - started, kind: (result.error as { kind?: unknown }).kind });
    });
  });
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('a read on a dead server (one retry layer)', () => {
  it(
    'fails within 20 s when the server accepts and never answers',
    async () => {
      server.handle(() => 'hang');
      const { ms, kind } = await timeToError(server.origin);
      expect(kind).toBe('timeout');
      expect(ms).toBeLessThan(LIMIT_MS);
      // The transport sends each attempt once; a timed-out read is not asked again.
      expect(server.requests).toHaveLength(1);
    },
    LIMIT_MS + 5_000,
  );

  it('fails within seconds when nothing listens, after one retry of the query', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { ms, kind } = await timeToError(`http://127.0.0.1:${port}`);
    expect(kind).toBe('network');
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('asks a dropped read once more (the query layer), then shows the error', async () => {
    server.handle(() => 'drop');
    const { kind } = await timeToError(server.origin);
    expect(kind).toBe('network');
    expect(server.requests).toHaveLength(2);
  });
});
