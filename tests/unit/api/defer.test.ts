import { describe, expect, it, vi } from 'vitest';
import { deferApi, deferUploader } from '../../../src/api/defer';
import { testApi, createMemoryUploader } from '../../../src/testing';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';

describe('deferApi', () => {
  it('loads the adapter on the first call only, then forwards every call with its arguments', async () => {
    const real = testApi({ tenant: { resolve: vi.fn(async () => ({ id: 7 }) as never) } });
    const load = vi.fn(async () => real);
    const api = deferApi(load);
    expect(load).not.toHaveBeenCalled();
    const controller = new AbortController();
    await expect(api.tenant.resolve('acme', { signal: controller.signal })).resolves.toEqual({
      id: 7,
    });
    await api.tenant.resolve('globex');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.tenant.resolve).toHaveBeenNthCalledWith(1, 'acme', { signal: controller.signal });
    expect(real.tenant.resolve).toHaveBeenNthCalledWith(2, 'globex');
  });

  it('rejects a call when loading fails, and the next call tries again', async () => {
    const real = testApi({ tenant: { resolve: vi.fn(async () => ({ id: 1 }) as never) } });
    const load = vi
      .fn<() => Promise<BackofficeApi>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real);
    const api = deferApi(load);
    await expect(api.tenant.resolve('acme')).rejects.toThrow('chunk failed');
    await expect(api.tenant.resolve('acme')).resolves.toEqual({ id: 1 });
  });

  it('is not a thenable (awaiting it gives the adapter back) and names a missing method', async () => {
    const api = deferApi(async () => testApi());
    expect(await api).toBe(api);
    const broken = api as unknown as { nope: { call: () => Promise<unknown> } };
    await expect(broken.nope.call()).rejects.toThrow('The adapter has no nope.call');
  });
});

describe('deferUploader', () => {
  it('loads the uploader on the first upload', async () => {
    const real = createMemoryUploader();
    const load = vi.fn(async () => real);
    const uploader = deferUploader(load);
    expect(load).not.toHaveBeenCalled();
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
      type: 'image/png',
    });
    const spy = vi.spyOn(real, 'upload');
    await uploader.upload(file, { kind: 'logo', companyId: 1 } as never).catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(file, { kind: 'logo', companyId: 1 });
  });
});
