import { createKitQueryClient } from 'storefront-onboarding/api';
export { primeStoreReads } from 'storefront-onboarding/wizards';

/*
 * The query client of a visit that opens on an inner page, with what fills it before the first
 * render: a chunk of its own, so the sign-in route's first load carries neither (prefetch.ts).
 */
export const queryClient = createKitQueryClient();
