import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../kernel/errors';
import { useQueryClientSlot } from './context';

/**
 * The flows' defaults: lists stay fresh for 30 s (each create invalidates what it changed). The
 * kit's one retry layer: a read that reached no server is asked once more, a second later; one
 * the server refused or that timed out is not (a refusal will not change, and a server too slow
 * to answer is not helped by a second wait), so a dead server's error shows within the
 * transport's timeout.
 */
export function createKitQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && isApiError(error) && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The query client the kit's flows use: the one given to `<BackofficeProvider queryClient>`, or
 * one the provider keeps for its whole life.
 *
 * @example
 * const client = useKitQueryClient();
 * const level1 = useQuery({ queryKey: ['level1', companyId], queryFn: … }, client);
 */
export function useKitQueryClient(): QueryClient {
  return useQueryClientSlot()(createKitQueryClient);
}
