export { Level3Modal } from './Level3Modal';
export type { Level3ModalProps } from './Level3Modal';
