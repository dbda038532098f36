import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpApi, EARLY_READ_PATHS, startEarlyReads } from '../../../src/api/http';
import type { EarlyRead } from '../../../src/api/http';
import { startRecordingServer, type RecordingServer } from './recordingServer';

/*
 * A signed-in page's first reads start with `fetch` before the adapter has loaded; the adapter's
 * own GET of the same path takes the answer once. Anything else (a second read, a write, a failed
 * or stale early read) goes out as usual.
 */
let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  fetches.mockClear();
});

const TOKEN = 'account-token';
const rows = [{ prod_id: 1, prod_name: 'Tea' }];

function start(reads: EarlyRead[], now: () => number = Date.now) {
  return startEarlyReads({
    baseURL: `${server.origin}/api`,
    token: TOKEN,
    companyId: 7,
    reads,
    now,
  });
}
const adapter = (early: ReturnType<typeof start>) =>
  createHttpApi({
    baseURL: `${server.origin}/api`,
    getAccessToken: () => TOKEN,
    early,
  });
/** The requests seen for `path`, once every request in flight has arrived. */
const seen = (path: string) => server.requests.filter((r) => r.path === `/api${path}`);
/** The early reads go out with `fetch`: watched so a test can wait for their answers. */
const fetches = vi.spyOn(globalThis, 'fetch');
/** Waits until every early read has its answer (or failed): the server has recorded it. */
const settle = () => Promise.allSettled(fetches.mock.results.map((result) => result.value));

describe('startEarlyReads', () => {
  it('asks each read once, as the adapter would, and the adapter takes the answer', async () => {
    server.handle(() => ({ body: rows }));
    const early = start(['products.list', 'sellers.list', 'products.list']);
    const api = adapter(early);
    expect(await api.products.list(7)).toEqual(rows);
    await settle();
    const path = EARLY_READ_PATHS['products.list'](7);
    expect(path).toBe('/v1/companySellerProd/company_po_id/7');
    expect(seen(path)).toHaveLength(1);
    expect(seen(path)[0]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      version: '1.0',
      accept: 'application/json',
    });
    // Taken once: the next read asks again.
    await api.products.list(7);
    expect(seen(path)).toHaveLength(2);
    // The same path the adapter asks for every read it can start.
    await api.sellers.list(7);
    expect(seen(EARLY_READ_PATHS['sellers.list'](7))).toHaveLength(1);
  });

  it("hands the store team's lists to the adapter's own reads", async () => {
    server.handle(() => ({ body: [] }));
    const api = adapter(start(['admins.list', 'invitations.list']));
    await settle();
    expect(await api.admins.list(7)).toEqual([]);
    expect(await api.invitations.list(7)).toEqual([]);
    await settle();
    expect(EARLY_READ_PATHS['admins.list'](7)).toBe('/v1/companyPO/7/admins');
    expect(seen(EARLY_READ_PATHS['admins.list'](7))).toHaveLength(1);
    expect(seen(EARLY_READ_PATHS['invitations.list'](7))).toHaveLength(1);
  });

  it('hands an account read (no company in its path) to the adapter too', async () => {
    server.handle(() => ({ body: { company_information: true } }));
    const api = adapter(start(['onboarding.progress']));
    expect(await api.onboarding.progress()).toEqual({ company_information: true });
    await settle();
    expect(seen('/v1/onboarding/progress')).toHaveLength(1);
  });

  it('drops every answer once the page writes', async () => {
    server.handle((request) => ({ body: request.method === 'GET' ? [{ id: 7 }] : { ok: true } }));
    const early = start(['company.get']);
    const api = adapter(early);
    await settle();
    await api.level1.remove(7, 3);
    await api.company.get(7);
    expect(seen(EARLY_READ_PATHS['company.get'](7))).toHaveLength(2);
  });

  it('asks again when the early read failed, so the answer and any error are the adapter’s', async () => {
    server.handle((request, index) => (index === 0 ? { status: 503 } : { body: rows }));
    const api = adapter(start(['level1.list']));
    expect(await api.level1.list(7)).toEqual(rows);
    expect(seen(EARLY_READ_PATHS['level1.list'](7))).toHaveLength(2);
  });

  it('asks again when the early answer waited too long for its page', async () => {
    server.handle(() => ({ body: rows }));
    let now = 1_000;
    const api = adapter(start(['banners.list'], () => now));
    await settle();
    now += 10_000;
    await api.banners.list(7);
    expect(seen(EARLY_READ_PATHS['banners.list'](7))).toHaveLength(2);
  });

  it('rejects with the caller’s abort while the early read is still on its way', async () => {
    server.handle(() => 'hang');
    const api = adapter(start(['collections.list']));
    const controller = new AbortController();
    const read = api.collections.list(7, { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ kind: 'aborted' });
    // It waited for the early read (still hanging, so not settled): the adapter never sent a GET
    // of its own.
    await vi.waitFor(() =>
      expect(seen(EARLY_READ_PATHS['collections.list'](7))).not.toHaveLength(0),
    );
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(seen(EARLY_READ_PATHS['collections.list'](7))).toHaveLength(1);
  });
});
