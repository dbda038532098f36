export { SortableList, moveItem } from './SortableList';
export type { SortableListItem, SortableListProps } from './SortableList';
