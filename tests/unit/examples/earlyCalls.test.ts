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
  const progress = vi.fn(async (options?: unknown) => ({ options, answer: ++n }));
  const api = {
    sellers: { list: sellersList },
    company: { get: companyGet, update: companyUpdate },
    onboarding: { progress },
  } as unknown as BackofficeApi;
  return { api, sellersList, companyGet, companyUpdate, progress };
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

  it("gives an account read (no id, the page's call options) the answer started early", async () => {
    const { api, progress } = fakeApi();
    const early = earlyCalls();
    early.start(api, ['onboarding.progress'], 7);
    // Started without arguments: its first argument is call options, never the company id.
    expect(progress).toHaveBeenCalledWith();
    const wrapped = early.wrap(api);
    const signal = new AbortController().signal;
    expect(await wrapped.onboarding.progress({ signal })).toEqual({
      options: undefined,
      answer: 1,
    });
    expect(progress).toHaveBeenCalledTimes(1);
    await wrapped.onboarding.progress({ signal });
    expect(progress).toHaveBeenCalledTimes(2);
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
  const admin = { company_po_id: 3, kind: 'company' as const };
  const seller = { company_po_id: 3, kind: 'seller' as const };

  it("starts an inner page's reads for the signed-in store, and nothing without a session", () => {
    const start = vi.fn();
    prefetch('/users/profile', admin, start);
    expect(start).toHaveBeenCalledWith(['sellers.list', 'onboarding.sellers'], 3);
    start.mockClear();
    prefetch('/users/profile', null, start);
    prefetch('/users/profile', { company_po_id: undefined, kind: 'company' }, start);
    prefetch('/auth/login', admin, start);
    expect(start).not.toHaveBeenCalled();
  });

  it("starts the dashboards' onboarding facts with their counts", () => {
    const start = vi.fn();
    prefetch('/dashboard/default', admin, start);
    expect(start.mock.calls[0]?.[0]).toContain('onboarding.progress');
  });

  it("never starts the administrators' reads for a seller", () => {
    const start = vi.fn();
    prefetch('/users/profile', seller, start);
    expect(start).toHaveBeenCalledWith(['sellers.list'], 3);
  });
});
