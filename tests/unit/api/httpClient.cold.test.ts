import { describe, expect, it, vi } from 'vitest';

/*
 * The HTTP client (axios and the code that speaks it) arrives as its own chunk. A cold module graph
 * (a `.cold` test): the transport's module must not have loaded the chunk before.
 */
let failNext = true;
vi.mock('../../../src/api/http/wire', async (importOriginal) => {
  if (failNext) {
    failNext = false;
    throw new Error('Failed to fetch dynamically imported module: wire.js');
  }
  return importOriginal();
});

describe('preloadHttpClient', () => {
  it('forgets a failed fetch of the client, so the next attempt fetches it again', async () => {
    const { preloadHttpClient } = await import('../../../src/api/http');
    await expect(preloadHttpClient()).rejects.toThrow();
    await expect(preloadHttpClient()).resolves.toBeUndefined();
  });
});
