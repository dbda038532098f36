export { Level1Table, Level2Table, Level3Table, BannerTable, CollectionTable } from './tables';
export type {
  Level1TableProps,
  Level2TableProps,
  Level3TableProps,
  BannerTableProps,
  CollectionTableProps,
} from './tables';
