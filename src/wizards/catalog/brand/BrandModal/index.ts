export { BrandModal } from './BrandModal';
export type { BrandModalProps, BrandFormValues } from './BrandModal';
