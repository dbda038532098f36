export { Level1Modal } from './Level1Modal';
export type { Level1ModalProps } from './Level1Modal';
