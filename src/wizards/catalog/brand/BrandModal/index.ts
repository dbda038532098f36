export { BrandModal } from './BrandModal';
export type { BrandModalProps } from './BrandModal';
