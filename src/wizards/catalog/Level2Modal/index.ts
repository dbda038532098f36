export { Level2Modal } from './Level2Modal';
export type { Level2ModalProps } from './Level2Modal';
