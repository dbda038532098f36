import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/kernel/errors';
import { objectKeyFor, randomId } from '../../../../src/kernel/objectKey';
import type { UploadTarget } from '../../../../src/api/types';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('objectKeyFor (docs/behaviour.md, "Calls" keys)', () => {
  it.each([
    [{ kind: 'logo', company_po_id: 12 }, 'image/jpeg', '12/logo.jpg'],
    [{ kind: 'logo', company_po_id: 12 }, 'image/png', '12/logo.png'],
    [{ kind: 'logo', company_po_id: 12 }, 'image/webp', '12/logo.webp'],
    [{ kind: 'about-us', company_po_id: 3 }, 'image/png', '3/about_us.png'],
    [{ kind: 'about-us', company_po_id: 3 }, 'image/jpeg', '3/about_us.jpg'],
    [
      { kind: 'product-logo', company_po_id: 3, prod_id: 44 },
      'image/webp',
      '3/products/44/logo.webp',
    ],
  ] as const)('%o as %s → %s', (target, mime, key) => {
    expect(objectKeyFor(target, mime)).toBe(key);
  });

  it('names each banner with a new v4 uuid from crypto.randomUUID', () => {
    const spy = vi.spyOn(crypto, 'randomUUID');
    const first = objectKeyFor({ kind: 'banner', company_po_id: 9 }, 'image/png');
    const second = objectKeyFor({ kind: 'banner', company_po_id: 9 }, 'image/png');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(first).toMatch(/^9\/[0-9a-f-]{36}\.png$/);
    expect(first.slice(2, -4)).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });

  it('still makes v4 uuids where randomUUID is missing (insecure contexts)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const ids = new Set(Array.from({ length: 50 }, () => randomId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it.each([
    { kind: 'logo', company_po_id: -1 },
    { kind: 'logo', company_po_id: 1.5 },
    { kind: 'about-us', company_po_id: Number.NaN },
    { kind: 'product-logo', company_po_id: 1, prod_id: -4 },
  ] as UploadTarget[])('refuses ids that are not plain integers: %o', (target) => {
    expect(() => objectKeyFor(target, 'image/png')).toThrow(ApiError);
  });
});
