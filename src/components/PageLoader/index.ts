export { PageLoader } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
