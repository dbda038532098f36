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
});
