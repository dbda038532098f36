export { ImageField } from './ImageField';
export type { ImageFieldProps } from './ImageField';
export { IMAGE_ACCEPT, formatBytes } from './imageFiles';
