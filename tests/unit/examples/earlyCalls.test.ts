import { describe, expect, it, vi } from 'vitest';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import { earlyCalls } from '../../../examples/app/src/earlyCalls';
import { prefetch } from '../../../examples/app/src/prefetch';

/** A stand-in adapter whose reads count their calls. */
function fakeApi() {
  let n = 0;
  const sellersList = vi.fn(async (id: number) => ({ id, answer: ++n }));
  const companyGet = vi.fn(async (id: number) => ({ id, answer: ++n }));
  const companyUpdate = vi.fn(async () => ({ ok: true }));
  const api = {
    sellers: { list: sellersList },
    company: { get: companyGet, update: companyUpdate },
  } as unknown as BackofficeApi;
  return { api, sellersList, companyGet, companyUpdate };
}

describe('earlyCalls', () => {
  it("gives a page's read the answer started early, once, for the same company only", async () => {
    const { api, sellersList } = fakeApi();
    const early = earlyCalls();
    early.start(api, ['sellers.list'], 7);
    expect(sellersList).toHaveBeenCalledTimes(1);
    const wrapped = early.wrap(api);
    const first = await wrapped.sellers.list(7, {});
    expect(sellersList).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ id: 7, answer: 1 });
    // Taken once: the next read asks again, as does a read of another company.
    await wrapped.sellers.list(7, {});
    await wrapped.sellers.list(8, {});
    expect(sellersList).toHaveBeenCalledTimes(3);
  });

  it('drops every answer started early once the page writes', async () => {
    const { api, companyGet } = fakeApi();
    const early = earlyCalls();
    early.start(api, ['company.get'], 7);
    const wrapped = early.wrap(api) as unknown as {
      company: { get: (id: number) => Promise<unknown>; update: () => Promise<unknown> };
    };
    await wrapped.company.update();
    await wrapped.company.get(7);
    expect(companyGet).toHaveBeenCalledTimes(2);
  });
});

describe('prefetch', () => {
  it("starts an inner page's reads for the signed-in store, and nothing without a session", () => {
    const start = vi.fn();
    prefetch('/users/profile', 3, start);
    expect(start).toHaveBeenCalledWith(['sellers.list'], 3);
    start.mockClear();
    prefetch('/users/profile', null, start);
    prefetch('/auth/login', 3, start);
    expect(start).not.toHaveBeenCalled();
  });
});
