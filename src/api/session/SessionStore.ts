import type { SignInRecord, StoredUserDetails } from '../types';
import { defaultStorage, readJson, type KeyValueStorage } from './storage';

/** docs/behaviour.md, "Entities" storage keys for the signed-in user. */
export const SESSION_KEYS = [
  'username',
  'user_id',
  'first_name',
  'last_name',
  'userDetails',
  'user',
] as const;

export interface Session {
  user: SignInRecord;
  userDetails: StoredUserDetails | null;
}

export interface SessionStore {
  /** The signed-in user, or null. */
  get(): Session | null;
  /** Keeps the sign-in record under the keys of docs/behaviour.md, "Entities". */
  signIn(record: SignInRecord): Session;
  /** Merges into the stored record (e.g. `pw_changed` after a password change). */
  update(patch: Partial<SignInRecord>): Session | null;
  /** Keeps the wizard's user details (docs/behaviour.md, "Entities"). */
  setUserDetails(details: StoredUserDetails): void;
  /** Clears every key. */
  signOut(): void;
  /** Called after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The session over an injectable Storage. Writes `username`, `user_id`, `first_name`, `last_name`
 * as plain strings and `user` as the whole first sign-in element (JSON), as docs/behaviour.md, "Entities" has it.
 *
 * @example
 * const session = createSessionStore(); // localStorage
 * const testSession = createSessionStore(createMemoryStorage());
 */
export function createSessionStore(storage: KeyValueStorage = defaultStorage()): SessionStore {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: Session | null } | undefined;
  const emit = () => listeners.forEach((l) => l());

  const read = (): Session | null => {
    const raw = storage.getItem('user');
    if (cache && cache.raw === raw) return cache.value;
    const user = readJson<SignInRecord>(storage, 'user');
    const valid = user && typeof user === 'object' && 'user_id' in user && 'username' in user;
    const value = valid
      ? { user, userDetails: readJson<StoredUserDetails>(storage, 'userDetails') }
      : null;
    cache = { raw: storage.getItem('user'), value };
    return value;
  };

  const write = (user: SignInRecord) => {
    storage.setItem('username', user.username);
    storage.setItem('user_id', String(user.user_id));
    storage.setItem('first_name', user.first_name ?? '');
    storage.setItem('last_name', user.last_name ?? '');
    storage.setItem('user', JSON.stringify(user));
    cache = undefined;
  };

  return {
    get: read,
    signIn(record) {
      write(record);
      emit();
      return read()!;
    },
    update(patch) {
      const current = read();
      if (!current) return null;
      write({ ...current.user, ...patch });
      emit();
      return read();
    },
    setUserDetails(details) {
      storage.setItem('userDetails', JSON.stringify(details));
      cache = undefined;
      emit();
    },
    signOut() {
      SESSION_KEYS.forEach((key) => storage.removeItem(key));
      cache = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
