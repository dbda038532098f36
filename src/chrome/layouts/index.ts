export { ContentLayout, SMALL_SCREEN_QUERY } from './ContentLayout';
export type { ContentLayoutProps } from './ContentLayout';
export { FullLayout } from './FullLayout';
export type { FullLayoutProps } from './FullLayout';
