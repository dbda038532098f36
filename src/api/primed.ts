import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * Which cached reads a host primed before its first render (`primeStoreReads`), so the store's
 * lists, read again on every mount, spare the mount that follows a second read. Its own module:
 * the store-team panel reads it too, without the wizards' queries.
 */

/**
 * Reads a host filled before its first render (`primeStoreReads`), by the time their answer
 * arrived: the page that mounts right after takes them as read.
 */
const primed = new WeakMap<object, number>();

/**
 * How long a primed answer spares the mounts that follow it a second read.
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export const PRIMED_MS = 2_000;

/** Marks the answer now cached under `queryKey` as primed (`primeStoreReads`). */
export function markPrimed(client: QueryClient, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query && query.state.data !== undefined) primed.set(query, query.state.dataUpdatedAt);
}

/**
 * The store's lists are read again each time a page mounts: the seller wizard changes them
 * elsewhere. Not when the host has just primed them: that answer is as new as a read on mount.
 */
function readOnMount<T, K extends QueryKey>(query: Query<T, Error, T, K>): boolean | 'always' {
  const fresh =
    primed.get(query) === query.state.dataUpdatedAt &&
    Date.now() - query.state.dataUpdatedAt < PRIMED_MS;
  return fresh ? false : 'always';
}
/** A store list's read on each mount, unless a host has just primed it (`StoreTeam` too). */
export const EVERY_MOUNT = { refetchOnMount: readOnMount } as const;
