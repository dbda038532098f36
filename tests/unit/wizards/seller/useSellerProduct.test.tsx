import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { BackofficeApi } from '../../../../src/api/BackofficeApi';
import { BackofficeProvider } from '../../../../src/api/BackofficeProvider';
import { createMemoryStorage, type KeyValueStorage } from '../../../../src/api/session/storage';
import { createSessionStore } from '../../../../src/api/session/SessionStore';
import type { Product, SignInRecord } from '../../../../src/api/types';
import { createI18n } from '../../../../src/i18n';
import { createMemoryUploader, testApi } from '../../../../src/testing';
import {
  createProductOnce,
  heldProductId,
  saveProductLogo,
  savedVariants,
  useSaveProductLogo,
  useSaveVariants,
  useSellerProduct,
} from '../../../../src/wizards/steps/product/useSellerProduct';
import { type ProductFormValues, type VariantsFormValues } from '../../../../src/wizards';
import { fixtureFile } from '../../../fixtures/images/node';

/** The seller has no product on the server yet. */
const noProducts = vi.fn(async (): Promise<Product[]> => []);

const seller: SignInRecord = {
  user_id: 5,
  username: 'sam',
  first_name: 'Sam',
  last_name: null,
  kind: 'seller',
  pw_changed: true,
  company_po_id: 3,
  seller_id: 8,
};

const values: ProductFormValues = {
  name: 'Phone X',
  category1Id: 11,
  category2Id: null,
  category3Id: null,
  brand: 'Acme',
  model: '',
  colour: 'Blue',
  packing: ' ',
  description: '<p>Fast</p>',
  specifications: '',
};

const variants: VariantsFormValues = {
  variantsEnabled: true,
  variantName: 'Size',
  displayType: 3,
  cgst: 9,
  sgst: 9,
  igst: 18,
};

/** What page2 carries for `variants` and product 77 (docs/api-contract.md). */
const page2 = {
  prod_id: 77,
  prod_varient_enabled: true,
  prod_varient_header: 'Size',
  prod_varient_display_type: 3,
  cgst: 9,
  sgst: 9,
  igst: 18,
};

/** A signed-in seller over `storage`; a second call over the same storage is a reload. */
function setup(
  api: BackofficeApi,
  storage: KeyValueStorage = createMemoryStorage(),
  uploadDelay = 0,
) {
  const session = createSessionStore(storage);
  if (!session.get()) session.signIn(seller);
  const uploader = createMemoryUploader({ delay: uploadDelay });
  const i18n = createI18n();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <BackofficeProvider api={api} uploader={uploader} session={session} i18n={i18n} tenant="acme">
        {children}
      </BackofficeProvider>
    );
  }
  return { storage, session, uploader, wrapper };
}

describe('creating the product (step 1)', () => {
  it('sends the values with company_id, seller_id, country_origin; empties as null', async () => {
    const create = vi.fn().mockResolvedValue(77);
    const api = testApi({ products: { create, list: noProducts } });
    const { session } = setup(api);
    const result = await createProductOnce(api, session, values, {
      companyId: 3,
      sellerId: 8,
      countryOrigin: 'India',
    });
    expect(result).toEqual({ prodId: 77, created: true });
    expect(create).toHaveBeenCalledWith({
      prod_name: 'Phone X',
      category1_id: 11,
      category2_id: null,
      category3_id: null,
      prod_brand: 'Acme',
      prod_model: null,
      prod_colour: 'Blue',
      prod_pack: null,
      prod_description: '<p>Fast</p>',
      prod_specifications: null,
      company_id: 3,
      seller_id: 8,
      country_origin: 'India',
    });
    expect(heldProductId(session)).toBe(77);
  });

  it('a second Next does not create a second product, even two quick ones', async () => {
    let resolve: (id: number) => void = () => {};
    const create = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const { wrapper } = setup(testApi({ products: { create, get: vi.fn(), list: noProducts } }));
    const { result } = renderHook(() => useSellerProduct(), { wrapper });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.create(values);
      second = result.current.create(values);
    });
    await waitFor(() => expect(create).toHaveBeenCalled());
    await act(async () => {
      resolve(77);
      await Promise.all([first, second]);
    });
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.prodId).toBe(77));
    await act(async () => {
      await expect(result.current.create(values)).resolves.toEqual({
        prodId: 77,
        created: false,
      });
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('the id survives a reload: the wizard moves on without a create call', async () => {
    const storage = createMemoryStorage();
    const product = { prod_id: 77 } as Product;
    const first = testApi({
      products: { create: vi.fn().mockResolvedValue(77), list: noProducts },
    });
    await createProductOnce(first, setup(first, storage).session, values, {
      companyId: 3,
      sellerId: 8,
      countryOrigin: 'India',
    });

    const create = vi.fn();
    const get = vi.fn().mockResolvedValue(product);
    const { wrapper, session } = setup(
      testApi({ products: { create, get, list: noProducts } }),
      storage,
    );
    expect(heldProductId(session)).toBe(77);
    const { result } = renderHook(() => useSellerProduct(), { wrapper });
    expect(result.current.prodId).toBe(77);
    await waitFor(() => expect(result.current.product.data).toEqual(product));
    expect(get).toHaveBeenCalledWith(77, expect.anything());
    await act(async () => {
      await result.current.create(values);
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('signing out forgets the id', async () => {
    const api = testApi({ products: { create: vi.fn().mockResolvedValue(77), list: noProducts } });
    const { session } = setup(api);
    await createProductOnce(api, session, values, {
      companyId: 3,
      sellerId: 8,
      countryOrigin: 'India',
    });
    session.signOut();
    expect(heldProductId(session)).toBeNull();
  });

  it('the hook takes the owner from the signed-in seller', async () => {
    const create = vi.fn().mockResolvedValue(5);
    const { wrapper } = setup(testApi({ products: { create, get: vi.fn(), list: noProducts } }));
    const { result } = renderHook(() => useSellerProduct(), { wrapper });
    await act(async () => {
      await result.current.create(values);
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ company_id: 3, seller_id: 8, country_origin: 'India' }),
    );
  });
});

describe('saving variants and taxes (step 2)', () => {
  it('sends page2 with prod_id; with variants off, no header or display type', async () => {
    const saveVariants = vi.fn().mockResolvedValue(undefined);
    const { wrapper } = setup(testApi({ products: { saveVariants } }));
    const { result } = renderHook(() => useSaveVariants(77), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(variants);
    });
    expect(saveVariants).toHaveBeenLastCalledWith(page2);
    await act(async () => {
      await result.current.mutateAsync({ ...variants, variantsEnabled: false });
    });
    expect(saveVariants).toHaveBeenLastCalledWith({
      prod_id: 77,
      prod_varient_enabled: false,
      prod_varient_header: null,
      prod_varient_display_type: null,
      cgst: 9,
      sgst: 9,
      igst: 18,
    });
  });
});

describe('the product logo (step 3)', () => {
  it('uploads under the product, then sends the variant form again with summary_image_url', async () => {
    const saveVariants = vi.fn().mockResolvedValue(undefined);
    const api = testApi({ products: { saveVariants } });
    const upload = vi.fn().mockResolvedValue({ key: '3/products/77/logo.webp', url: 'u:logo' });
    const onProgress = vi.fn();
    const file = fixtureFile('webp');
    const url = await saveProductLogo(
      api,
      { upload },
      { companyId: 3, prodId: 77 },
      file,
      variants,
      onProgress,
    );
    expect(url).toBe('u:logo');
    expect(upload).toHaveBeenCalledWith(
      file,
      { kind: 'product-logo', company_po_id: 3, prod_id: 77 },
      { onProgress },
    );
    expect(saveVariants).toHaveBeenCalledWith({ ...page2, summary_image_url: 'u:logo' });
  });

  it("a .txt renamed .png is refused ('Only allowed PNG or JPG or WEBP'): nothing stored or saved", async () => {
    const saveVariants = vi.fn();
    const uploader = createMemoryUploader();
    const text = fixtureFile('text');
    const renamed = new File([await text.arrayBuffer()], 'notes.png', { type: 'image/png' });
    await expect(
      saveProductLogo(
        testApi({ products: { saveVariants } }),
        uploader,
        { companyId: 3, prodId: 77 },
        renamed,
        variants,
      ),
    ).rejects.toThrow('Only allowed PNG or JPG or WEBP');
    expect(uploader.keys()).toEqual([]);
    expect(saveVariants).not.toHaveBeenCalled();
  });

  it('the hook reports progress while uploading, and stores the image under the product', async () => {
    const saveVariants = vi.fn().mockResolvedValue(undefined);
    const get = vi.fn();
    const { wrapper, uploader } = setup(
      testApi({ products: { saveVariants, get } }),
      createMemoryStorage(),
      200,
    );
    const upload = vi.spyOn(uploader, 'upload');
    const { result } = renderHook(() => useSaveProductLogo({ companyId: 3, prodId: 77 }), {
      wrapper,
    });
    let saving!: Promise<string>;
    act(() => {
      saving = result.current.mutateAsync({ file: fixtureFile('png'), variants });
    });
    await waitFor(() => expect(result.current.progress).toBeGreaterThan(0));
    expect(result.current.progress).toBeLessThan(1);
    await act(async () => {
      await saving;
    });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(uploader.keys()).toEqual(['3/products/77/logo.png']);
    expect(result.current.progress).toBeNull();
    expect(saveVariants).toHaveBeenCalledWith(
      expect.objectContaining({ prod_id: 77, summary_image_url: expect.any(String) }),
    );
  });

  it('savedVariants reads a stored product back as complete values', () => {
    expect(
      savedVariants({
        prod_varient_enabled: false,
        prod_varient_header: null,
        prod_varient_display_type: null,
        cgst: 5,
        sgst: null,
        igst: 12,
      } as Product),
    ).toEqual({
      variantsEnabled: false,
      variantName: '',
      displayType: null,
      cgst: 5,
      sgst: 0,
      igst: 12,
    });
  });
});
