export { BannerModal } from './BannerModal';
export type { BannerModalProps } from './BannerModal';
