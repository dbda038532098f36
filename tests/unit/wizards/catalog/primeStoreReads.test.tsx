import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { createKitQueryClient } from '../../../../src/api/query';
import { BackofficeProvider } from '../../../../src/api/BackofficeProvider';
import { EARLY_READ_PATHS, type EarlyRead } from '../../../../src/api/http/earlyReads';
import { StoreTeam } from '../../../../src/team';
import { ThemeProvider } from '../../../../src/theme';
import { team } from '../../../../src/i18n/resources/team';
import { testApi, type TestApiOverrides } from '../../../../src/testing';
import {
  PRIMED_MS,
  primeStoreReads,
  useCatalogList,
  useCompanyRecord,
  useOnboardingFacts,
  useProductList,
  useSellerList,
  useSellersProgress,
} from '../../../../src/wizards/catalog';

const answer = (read: EarlyRead) => [{ read }];

/** Each early read: the adapter call that answers it, and the hook a page reads it with. */
type Call = (...args: unknown[]) => Promise<never>;
/** The store team's two lists: one query, StoreTeam's (tested below with the panel itself). */
const TEAM = ['admins.list', 'invitations.list'] as const;
type Primed = Exclude<EarlyRead, (typeof TEAM)[number]>;
const READS: Record<Primed, [(call: Call) => TestApiOverrides, () => UseQueryResult<unknown>]> = {
  'company.get': [(get) => ({ company: { get } }), () => useCompanyRecord(7)],
  'sellers.list': [(list) => ({ sellers: { list } }), () => useSellerList(7)],
  'products.list': [(list) => ({ products: { list } }), () => useProductList(7)],
  'level1.list': [(list) => ({ level1: { list } }), () => useCatalogList('level1', 7)],
  'level2.list': [(list) => ({ level2: { list } }), () => useCatalogList('level2', 7)],
  'level3.list': [(list) => ({ level3: { list } }), () => useCatalogList('level3', 7)],
  'banners.list': [(list) => ({ banners: { list } }), () => useCatalogList('banners', 7)],
  'collections.list': [
    (list) => ({ collections: { list } }),
    () => useCatalogList('collections', 7),
  ],
  'onboarding.progress': [(progress) => ({ onboarding: { progress } }), () => useOnboardingFacts()],
  'onboarding.sellers': [(sellers) => ({ onboarding: { sellers } }), () => useSellersProgress()],
};

function setup(overrides: TestApiOverrides) {
  const api = testApi(overrides);
  // The kit's own defaults (lists fresh for 30 s), without its one retry.
  const client = createKitQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackofficeProvider api={api} tenant="acme" queryClient={client}>
      {children}
    </BackofficeProvider>
  );
  return { api, client, wrapper };
}

/** Waits until no query of `client` is fetching: a read its mount started has been answered. */
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('primeStoreReads', () => {
  it('covers every read startEarlyReads can start', () => {
    expect([...Object.keys(READS), ...TEAM].sort()).toEqual(Object.keys(EARLY_READ_PATHS).sort());
  });

  it("fills the team's two lists as the panel's one query: its first render shows the team", async () => {
    const owner = {
      user_id: 1,
      username: 'asha@acme.example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      activated: true,
      owner: true,
    };
    const admins = vi.fn().mockResolvedValue([owner]);
    const invitations = vi.fn().mockResolvedValue([]);
    const { api, client, wrapper } = setup({
      admins: { list: admins },
      invitations: { list: invitations },
    });
    await primeStoreReads(client, api, { tenant: 'acme', companyId: 7, reads: [...TEAM] });
    expect(admins).toHaveBeenCalledTimes(1);
    expect(invitations).toHaveBeenCalledTimes(1);
    render(
      <ThemeProvider>
        <StoreTeam companyId={7} currentUserId={1} />
      </ThemeProvider>,
      { wrapper },
    );
    // The very first render, before any effect could fetch: the team, not its loading line.
    expect(screen.getByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
    expect(screen.getByText(/^Asha Rao/)).toBeInTheDocument();
    expect(screen.queryByText(team.loading)).toBeNull();
    await settled(client);
    expect(admins).toHaveBeenCalledTimes(1);
    expect(invitations).toHaveBeenCalledTimes(1);
  });

  it.each(Object.keys(READS) as Primed[])(
    "fills %s under the key its hook reads: the page's first render has the data, asked once",
    async (read) => {
      const call = vi.fn().mockResolvedValue(answer(read));
      const [overrides, useRead] = READS[read];
      const { api, client, wrapper } = setup(overrides(call));
      await primeStoreReads(client, api, { tenant: 'acme', companyId: 7, reads: [read] });
      expect(call).toHaveBeenCalledTimes(1);
      const renders: UseQueryResult<unknown>[] = [];
      const { result } = renderHook(
        () => {
          const query = useRead();
          renders.push(query);
          return query;
        },
        { wrapper },
      );
      // The very first render, before any effect could fetch.
      expect(renders[0]).toMatchObject({
        data: answer(read),
        isSuccess: true,
      });
      await settled(client);
      expect(result.current.isFetching).toBe(false);
      expect(call).toHaveBeenCalledTimes(1);
    },
  );

  it('asks each read once, however often it is named', async () => {
    const list = vi.fn().mockResolvedValue([]);
    const { api, client } = setup({ products: { list } });
    await primeStoreReads(client, api, {
      tenant: 'acme',
      companyId: 7,
      reads: ['products.list', 'products.list'],
    });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read to the page, which asks again and reports its own error', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('early failure'))
      .mockRejectedValueOnce(new Error('down'));
    const { api, client, wrapper } = setup({ products: { list } });
    await expect(
      primeStoreReads(client, api, { tenant: 'acme', companyId: 7, reads: ['products.list'] }),
    ).resolves.toBeUndefined();
    const { result } = renderHook(() => useProductList(7), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('down'));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('a list primed long ago, or mounted a second time later, is read again on mount', async () => {
    const list = vi.fn().mockResolvedValue([{ seller_id: 1 }]);
    const { api, client, wrapper } = setup({ sellers: { list } });
    await primeStoreReads(client, api, { tenant: 'acme', companyId: 7, reads: ['sellers.list'] });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PRIMED_MS + 1);
    const { result } = renderHook(() => useSellerList(7), { wrapper });
    expect(result.current.data).toEqual([{ seller_id: 1 }]);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('a list read by the page itself (not primed) is read again on every mount', async () => {
    const list = vi.fn().mockResolvedValue([{ seller_id: 1 }]);
    const { wrapper } = setup({ sellers: { list } });
    const first = renderHook(() => useSellerList(7), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    renderHook(() => useSellerList(7), { wrapper });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
