export { createHttpApi } from './createHttpApi';
export type { HttpApiConfig } from './createHttpApi';
