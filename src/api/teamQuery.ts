import { queryOptions } from '@tanstack/react-query';
import type { BackofficeApi } from './BackofficeApi';
import type { Id } from './types';

/** The team's key, under the kit's prefix and the tenant like every key of `queryKeys`. */
export const teamKey = (tenant: string | null, companyId: Id) =>
  ['sfo', tenant ?? '', 'team', companyId] as const;

/**
 * The store's team as one read, `[admins, invitations]` (`admins.list` and `invitations.list`):
 * `StoreTeam` shows it, and `primeStoreReads` fills it before a page's first render. A refusal is
 * final (a caller who is not the owner), and any other failure is the panel's to retry: its Retry
 * button asks again, so the query does not.
 */
export const teamQuery = (api: BackofficeApi, tenant: string | null, companyId: Id) =>
  queryOptions({
    queryKey: teamKey(tenant, companyId),
    queryFn: ({ signal }) =>
      Promise.all([
        api.admins.list(companyId, { signal }),
        api.invitations.list(companyId, { signal }),
      ]),
    retry: false,
  });
