/*
 * The HTTP client's loader on its own, without the adapters: a signed-in visit's prefetch
 * (prefetch.ts) asks for this small chunk beside the adapters' larger one, so axios is on its way
 * as soon as this arrives instead of once the adapters and everything they import have run.
 */
export { preloadHttpClient } from 'storefront-onboarding/api';
