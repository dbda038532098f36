import type { Friend } from 'storefront-onboarding/chrome';

/** The example's colleagues (the spec's chat service is not part of the reference API). */
export const examplePeople: Friend[] = [
  { id: 'p1', name: 'Asha Rao', status: 'online', note: 'Catalog' },
  { id: 'p2', name: 'Vikram Singh', status: 'busy', note: 'Seller support' },
  { id: 'p3', name: 'Meera Iyer', status: 'offline', note: 'Finance' },
  { id: 'p4', name: 'Service account', status: 'online', authenticate: 1 },
  { id: 'p5', name: 'Sara Khan', status: 'online', note: 'Design' },
];
