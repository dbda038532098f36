export { createHttpApi } from './createHttpApi';
export { preloadHttpClient } from './transport';
export type { HttpApiConfig } from './createHttpApi';
