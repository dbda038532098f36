export { Lightbox } from './Lightbox';
export type { LightboxImage, LightboxProps } from './Lightbox';
