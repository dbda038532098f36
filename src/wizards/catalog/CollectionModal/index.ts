export { CollectionModal } from './CollectionModal';
export type { CollectionModalProps } from './CollectionModal';
