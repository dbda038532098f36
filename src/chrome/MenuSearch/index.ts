export { MenuSearch } from './MenuSearch';
export type { MenuSearchProps } from './MenuSearch';
