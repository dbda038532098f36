import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_GRACE_MS, prefetch } from '../../../examples/app/src/prefetch';

/** Starts and primes nothing; records what it was asked. */
const work = () => ({ start: vi.fn(), prime: vi.fn(() => Promise.resolve()) });

describe('prefetch', () => {
  afterEach(() => vi.useRealTimers());
  const admin = { company_po_id: 3, kind: 'company' as const };
  const seller = { company_po_id: 3, kind: 'seller' as const };

  it("starts an inner page's reads for the signed-in store, and nothing without a session", () => {
    const early = work();
    const { start } = early;
    prefetch('/users/profile', admin, early);
    expect(start).toHaveBeenCalledWith(
      ['sellers.list', 'onboarding.sellers', 'admins.list', 'invitations.list'],
      3,
    );
    start.mockClear();
    prefetch('/users/profile', null, early);
    prefetch('/users/profile', { company_po_id: undefined, kind: 'company' }, early);
    prefetch('/auth/login', admin, early);
    expect(start).not.toHaveBeenCalled();
  });

  it("starts the dashboards' onboarding facts with their counts", () => {
    const early = work();
    const { start } = early;
    prefetch('/dashboard/default', admin, early);
    expect(start.mock.calls[0]?.[0]).toContain('onboarding.progress');
  });

  it("never starts the administrators' reads for a seller", () => {
    const early = work();
    const { start } = early;
    prefetch('/users/profile', seller, early);
    expect(start).toHaveBeenCalledWith(['sellers.list'], 3);
  });

  it("resolves once the page's chunks have arrived, and at once when it fetches none", async () => {
    const early = work();
    await expect(prefetch('/auth/login', admin, early)).resolves.toBeUndefined();
    await expect(prefetch('/users/profile', null, early)).resolves.toBeUndefined();
    const { chunks } = await import('../../../examples/app/src/chunks');
    await prefetch('/ecommerce/products', admin, early);
    // What the page's first render needs is here: nothing of it suspends.
    expect(chunks.products.loaded).toBeDefined();
    expect(chunks.dataTable.loaded).toBeDefined();
    expect(chunks.httpAdapters.loaded).toBeDefined();
  });

  it('primes the reads it started, and waits for them before the first render', async () => {
    // The reads answer 20 ms in, on a faked clock that moves only once the chunks are here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const early = work();
    let primed = false;
    early.prime.mockImplementation(
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void (primed = true)), 20)),
    );
    const done = prefetch('/ecommerce/products', admin, early).then(() => primed);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(20);
    // Resolved only after the reads: a prefetch that did not wait would have said false.
    expect(await done).toBe(true);
    vi.useRealTimers();
    expect(early.prime).toHaveBeenCalledWith(['products.list', 'level1.list', 'sellers.list'], 3);
    early.prime.mockClear();
    await prefetch('/auth/login', admin, early);
    await prefetch('/ecommerce/products', null, early);
    expect(early.prime).not.toHaveBeenCalled();
  });

  it(`waits for slow reads at most ${DATA_GRACE_MS} ms once the chunks are here`, async () => {
    const early = work();
    early.prime.mockImplementation(() => new Promise<void>(() => undefined));
    const { chunks } = await import('../../../examples/app/src/chunks');
    await prefetch('/ecommerce/products', admin, early);
    expect(chunks.products.loaded).toBeDefined();
    const started = performance.now();
    await prefetch('/ecommerce/products', admin, early);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(DATA_GRACE_MS - 5);
    expect(waited).toBeLessThan(DATA_GRACE_MS + 400);
  });
});
