import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { BackofficeProvider } from '../../../../src/api/BackofficeProvider';
import type { BackofficeApi } from '../../../../src/api/BackofficeApi';
import type { Product, Seller } from '../../../../src/api/types';
import { testApi, type TestApiOverrides } from '../../../../src/testing';
import { useCompanyRecord, useProductList, useSellerList } from '../../../../src/wizards/catalog';
import { queryKeys } from '../../../../src/wizards/internal/queryKeys';

const seller: Seller = { seller_id: 31, company_id: 7, seller_business_name: 'Kumar & Sons' };
const product = { prod_id: 77, prod_name: 'Kettle', seller_id: 31, company_id: 7 } as Product;

function setup(overrides: TestApiOverrides, tenant = 'acme') {
  const api: BackofficeApi = testApi(overrides);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackofficeProvider api={api} tenant={tenant} queryClient={client}>
      {children}
    </BackofficeProvider>
  );
  return { client, wrapper };
}

describe('the store queries', () => {
  it("read the store's sellers and products under tenant-prefixed keys", async () => {
    const list = vi.fn().mockResolvedValue([seller]);
    const products = vi.fn().mockResolvedValue([product]);
    const { client, wrapper } = setup({ sellers: { list }, products: { list: products } });
    const sellers = renderHook(() => useSellerList(7), { wrapper });
    const prods = renderHook(() => useProductList(7), { wrapper });
    await waitFor(() => expect(sellers.result.current.data).toEqual([seller]));
    await waitFor(() => expect(prods.result.current.data).toEqual([product]));
    expect(list).toHaveBeenCalledWith(7, { signal: expect.any(AbortSignal) });
    expect(products).toHaveBeenCalledWith(7, { signal: expect.any(AbortSignal) });
    expect(client.getQueryData(queryKeys.sellers('acme', 7))).toEqual([seller]);
    expect(client.getQueryData(queryKeys.products('acme', 7))).toEqual([product]);
    expect(queryKeys.products('acme', 7)).not.toEqual(queryKeys.products('globex', 7));
  });

  it('ask nothing while the company is unknown', async () => {
    const list = vi.fn();
    const get = vi.fn();
    const products = vi.fn().mockResolvedValue([product]);
    const { wrapper } = setup({
      sellers: { list },
      company: { get },
      products: { list: products },
    });
    const sellers = renderHook(() => useSellerList(undefined), { wrapper });
    const company = renderHook(() => useCompanyRecord(null), { wrapper });
    // A query of a known company, mounted after them on the same client, has asked and been
    // answered: by then they would have asked too.
    const known = renderHook(() => useProductList(7), { wrapper });
    await waitFor(() => expect(known.result.current.data).toEqual([product]));
    expect(sellers.result.current.fetchStatus).toBe('idle');
    expect(company.result.current.isPending).toBe(true);
    expect(list).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('share the company record with the wizard and read the lists again on mount', async () => {
    const get = vi.fn().mockResolvedValue({ id: 7, business_name: 'Acme' });
    const list = vi.fn().mockResolvedValue([seller]);
    const { client, wrapper } = setup({ company: { get }, sellers: { list } });
    const company = renderHook(() => useCompanyRecord(7), { wrapper });
    await waitFor(() => expect(company.result.current.data?.business_name).toBe('Acme'));
    expect(client.getQueryData(queryKeys.company('acme', 7))).toMatchObject({ id: 7 });

    const first = renderHook(() => useSellerList(7), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const again = renderHook(() => useSellerList(7), { wrapper });
    // The cached list shows at once and is read again.
    expect(again.result.current.data).toEqual([seller]);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('report a failed read as an error', async () => {
    const list = vi.fn().mockRejectedValue(new Error('down'));
    const { wrapper } = setup({ products: { list } });
    const prods = renderHook(() => useProductList(7), { wrapper });
    await waitFor(() => expect(prods.result.current.isError).toBe(true));
    expect(prods.result.current.error?.message).toBe('down');
  });
});
