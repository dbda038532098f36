import { describe, expect, it, vi } from 'vitest';
import { createMemoryApi } from '../../../src/testing';
import { testApi } from '../../../src/testing';

describe('testApi', () => {
  it('throws a clear error from every method not provided', () => {
    const api = testApi();
    expect(() => api.account.signIn({ username: 'u', pw: 'p' })).toThrow(
      new Error('testApi: account.signIn is not implemented'),
    );
    expect(() => api.level3.create(1, {} as never)).toThrow(
      'testApi: level3.create is not implemented',
    );
    expect(() => api.sellers.getByBusinessName('x')).toThrow(
      'testApi: sellers.getByBusinessName is not implemented',
    );
  });

  it('has exactly the resources and methods of a real adapter', () => {
    const shape = (api: object) =>
      Object.fromEntries(
        Object.entries(api)
          .filter(([name]) => name !== 'memory')
          .map(([name, resource]) => [name, Object.keys(resource as object).sort()]),
      );
    expect(shape(testApi())).toEqual(shape(createMemoryApi()));
  });

  it('uses the methods provided, per resource, and leaves the rest throwing', async () => {
    const signIn = vi.fn().mockResolvedValue([{ user_id: 1 }]);
    const api = testApi({ account: { signIn }, level1: { list: async () => [] } });

    await expect(api.account.signIn({ username: 'u', pw: 'p' })).resolves.toEqual([{ user_id: 1 }]);
    expect(signIn).toHaveBeenCalledWith({ username: 'u', pw: 'p' });
    await expect(api.level1.list(1)).resolves.toEqual([]);
    expect(() => api.account.register({} as never)).toThrow('account.register is not implemented');
    expect(() => api.level1.create(1, {} as never)).toThrow('level1.create is not implemented');
  });
});
