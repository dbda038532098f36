// The brand pieces of the catalog: the 'Brand >> Add New' modal and the brand list's server state.
export { BrandModal } from './BrandModal';
export type { BrandModalProps } from './BrandModal';
export { useBrands, useCreateBrand } from './useBrands';
