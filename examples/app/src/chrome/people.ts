import type { ChatPerson } from 'storefront-onboarding/chrome';

/**
 * The example's colleagues (the spec's chat service is not part of the reference API), with the
 * chat service's details: typing, the last call, and when last seen.
 */
export const examplePeople: ChatPerson[] = [
  {
    id: 'p1',
    name: 'Asha Rao',
    status: 'online',
    note: 'Catalog',
    call: { status: 'incoming', date_time: '2025-06-15T10:30:00' },
  },
  { id: 'p2', name: 'Vikram Singh', status: 'busy', note: 'Seller support', typing: true },
  {
    id: 'p3',
    name: 'Meera Iyer',
    status: 'offline',
    note: 'Finance',
    seen: '2025-06-15T18:05:00',
    call: { status: 'outgoing', date_time: '2025-06-14T09:15:00' },
  },
  { id: 'p4', name: 'Service account', status: 'online', authenticate: 1 },
  { id: 'p5', name: 'Sara Khan', status: 'online', note: 'Design' },
];
