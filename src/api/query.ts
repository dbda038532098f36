import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../kernel/errors';
import { useQueryClientSlot } from './context';

/**
 * The flows' defaults: lists stay fresh for 30 s (each create invalidates what it changed), a
 * failed read is retried once unless the server refused it (a 4xx will not change by retrying).
 */
export function createKitQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.kind === 'rejected'),
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
