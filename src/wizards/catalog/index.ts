// The catalog (docs/behaviour.md, "Screens and routes" steps 6–10): add-new modals, their tables, the connected
// pieces teams embed on their own, the wizard steps built from them, and the query hooks.
export type {
  CatalogStepProps,
  CatalogSectionProps,
  CatalogOption,
  CatalogModalProps,
} from './types';
export { Level1Modal } from './Level1Modal';
export type { Level1ModalProps } from './Level1Modal';
export { Level2Modal } from './Level2Modal';
export type { Level2ModalProps } from './Level2Modal';
export { Level3Modal } from './Level3Modal';
export type { Level3ModalProps } from './Level3Modal';
export { BannerModal } from './BannerModal';
export type { BannerModalProps } from './BannerModal';
export { CollectionModal } from './CollectionModal';
export type { CollectionModalProps } from './CollectionModal';
export { Level1Table, Level2Table, Level3Table, BannerTable, CollectionTable } from './tables';
export type {
  Level1TableProps,
  Level2TableProps,
  Level3TableProps,
  BannerTableProps,
  CollectionTableProps,
} from './tables';
export {
  Level1Catalog,
  Level2Catalog,
  Level3Catalog,
  BannerCatalog,
  CollectionCatalog,
} from './sections';
export type {
  Level1CatalogProps,
  Level2CatalogProps,
  Level3CatalogProps,
  BannerCatalogProps,
  CollectionCatalogProps,
} from './sections';
export { Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep } from './steps';
export {
  useCatalogList,
  useLevel2Options,
  useLevel3Options,
  useCreateCatalogItem,
  useCreateBanner,
} from './queries';
export type { CatalogRows, CatalogInputs, CascadingOptions, BannerDraft } from './queries';
export {
  useCompanyRecord,
  useSellerList,
  useProductList,
  useOnboardingFacts,
  useSellersProgress,
  PRIMED_MS,
} from './storeQueries';
export { primeStoreReads } from './primeStoreReads';
export type { PrimeStoreReadsOptions } from './primeStoreReads';
export { level2Payload, level3Payload, bannerPayload, collectionPayload } from './payload';
export { BrandModal, useBrands, useCreateBrand } from './brand';
export type { BrandModalProps } from './brand';
