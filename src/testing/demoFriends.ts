import type { Friend } from '../chrome/FriendList/types';

/** People for the friend list and chat demos; Kiran has `authenticate: 1`, so is never shown. */
export const demoFriends: Friend[] = [
  { id: 'f1', name: 'Asha Rao', status: 'online', note: 'Catalog manager' },
  { id: 'f2', name: 'Vikram Singh', status: 'busy', note: 'Seller support' },
  { id: 'f3', name: 'Meera Iyer', status: 'offline', note: 'Finance' },
  { id: 'f4', name: 'Kiran Patel', status: 'online', authenticate: 1 },
  { id: 'f5', name: 'Sara Khan', status: 'online', note: 'Design' },
  { id: 'f6', name: 'Rahul Mehta', status: 'offline', note: 'Logistics' },
];
