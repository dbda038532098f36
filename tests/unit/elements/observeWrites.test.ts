import { describe, expect, it, vi } from 'vitest';
import { observeWrites } from '../../../src/elements/runtime/views/observeWrites';
import { createMemoryApi, DEMO_PASSWORD } from '../../../src/testing';

describe('observeWrites: a wizard element’s saves, for step-saved', () => {
  it('reports each successful save with its arguments (options left out), never a read', async () => {
    const memory = createMemoryApi(undefined, { tenant: 'acme' });
    const [admin] = await memory.account.signIn({
      username: 'admin@acme.example.com',
      pw: DEMO_PASSWORD,
    });
    const api = memory.memory.withToken(admin!.access_token!);
    const saved = vi.fn();
    const observed = observeWrites(api, saved);
    const companyId = admin!.company_po_id!;
    await observed.company.get(companyId);
    await observed.level1.list(companyId, { signal: new AbortController().signal });
    expect(saved).not.toHaveBeenCalled();
    const level1 = { level1_name: 'Phones', description: 'Phones and more', level1_order_id: 1 };
    await observed.level1.create(companyId, level1, {});
    expect(saved).toHaveBeenCalledWith('level1.create', [companyId, level1]);
  });

  it('a refused save is not a save', async () => {
    const saved = vi.fn();
    const api = createMemoryApi(undefined, { tenant: 'acme' });
    await expect(
      observeWrites(api, saved).company.savePage(2, 1, {} as never),
    ).rejects.toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
  });
});
