export { FriendList } from './FriendList';
export type { FriendListProps } from './FriendList';
export { searchFriends } from './types';
export type { Friend } from './types';
