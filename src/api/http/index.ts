export { createHttpApi } from './createHttpApi';
export { preloadHttpClient } from './transport';
export { startEarlyReads, EARLY_READ_PATHS } from './earlyReads';
export type { HttpApiConfig } from './createHttpApi';
export type { EarlyRead, EarlyReads, EarlyReadsOptions } from './earlyReads';
