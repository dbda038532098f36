import type { ChatPerson } from '../chrome/ChatPanel/ChatPanel';

/**
 * People for the friend list and chat demos; Kiran has `authenticate: 1`, so is never shown.
 * The chat service's details (local date-times, so they read the same in every time zone): Asha
 * called in, Vikram is typing, Meera was called and was last seen the day before.
 */
export const demoFriends: ChatPerson[] = [
  {
    id: 'f1',
    name: 'Asha Rao',
    status: 'online',
    note: 'Catalog manager',
    call: { status: 'incoming', date_time: '2025-06-15T10:30:00' },
  },
  { id: 'f2', name: 'Vikram Singh', status: 'busy', note: 'Seller support', typing: true },
  {
    id: 'f3',
    name: 'Meera Iyer',
    status: 'offline',
    note: 'Finance',
    seen: '2025-06-15T18:05:00',
    call: { status: 'outgoing', date_time: '2025-06-14T09:15:00' },
  },
  { id: 'f4', name: 'Kiran Patel', status: 'online', authenticate: 1 },
  { id: 'f5', name: 'Sara Khan', status: 'online', note: 'Design' },
  {
    id: 'f6',
    name: 'Rahul Mehta',
    status: 'offline',
    note: 'Logistics',
    seen: '2025-06-16T08:00:00',
  },
];
