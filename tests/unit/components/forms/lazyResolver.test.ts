import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from '../../../../src/components/forms/lazyResolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const refuseEmpty: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'required', message: 'Name is required' } } };

describe('lazyResolver', () => {
  it('fetches the real resolver once, on first use, and validates through it', async () => {
    const load = vi.fn(async () => refuseEmpty);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    const passed = await resolver({ name: 'Asha' }, undefined, options);
    expect(passed.values).toEqual({ name: 'Asha' });
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (a dropped connection is not final)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(refuseEmpty);
    const resolver = lazyResolver(load);
    await expect(resolver.preload()).rejects.toThrow('chunk failed');
    const result = await resolver({ name: 'Asha' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
