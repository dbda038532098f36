import { describe, expect, it, vi } from 'vitest';
import { prefetch } from '../../../examples/app/src/prefetch';

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

  it("resolves once the page's chunks have arrived, and at once when it fetches none", async () => {
    const start = vi.fn();
    await expect(prefetch('/auth/login', admin, start)).resolves.toBeUndefined();
    await expect(prefetch('/users/profile', null, start)).resolves.toBeUndefined();
    const { chunks } = await import('../../../examples/app/src/chunks');
    await prefetch('/ecommerce/products', admin, start);
    // What the page's first render needs is here: nothing of it suspends.
    expect(chunks.products.loaded).toBeDefined();
    expect(chunks.dataTable.loaded).toBeDefined();
    expect(chunks.httpAdapters.loaded).toBeDefined();
  });
});
