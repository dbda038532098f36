import { createMemoryStorage, readJson, type KeyValueStorage } from './storage';

/** An unsaved draft of a form step: what was typed and when. */
export interface Draft<T> {
  values: T;
  /** When the draft was written (ms since the epoch); compared with the server's record. */
  savedAt: number;
}

/**
 * Where form steps keep what was typed but not yet saved (docs/behaviour.md, "Nothing typed is
 * lost"). Keys are chosen by the caller and already scoped per tenant and user.
 */
export interface DraftStore {
  get<T>(key: string): Draft<T> | null;
  set<T>(key: string, values: T, savedAt?: number): void;
  remove(key: string): void;
}

const PREFIX = 'sfo-draft:';

/** sessionStorage when the browser allows it, else memory. */
function defaultDraftStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) {
      const probe = '__sfo_probe__';
      window.sessionStorage.setItem(probe, probe);
      window.sessionStorage.removeItem(probe);
      return window.sessionStorage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/**
 * Drafts as JSON in a Storage. The default is the tab's sessionStorage: a draft survives a reload
 * or a crash that restores the tab, and goes with the tab, so a shared computer keeps no personal
 * data typed into a half-finished form. Corrupt entries read as absent.
 *
 * @example
 * <BackofficeProvider drafts={createDraftStore(window.localStorage)} …>
 */
export function createDraftStore(storage: KeyValueStorage = defaultDraftStorage()): DraftStore {
  return {
    get<T>(key: string) {
      const draft = readJson<Draft<T>>(storage, PREFIX + key);
      if (!draft || typeof draft !== 'object' || typeof draft.savedAt !== 'number') return null;
      return draft;
    },
    set<T>(key: string, values: T, savedAt = Date.now()) {
      try {
        storage.setItem(PREFIX + key, JSON.stringify({ values, savedAt } satisfies Draft<T>));
      } catch {
        // Quota exceeded or storage gone: the draft is a convenience, the form still works.
      }
    },
    remove(key: string) {
      storage.removeItem(PREFIX + key);
    },
  };
}
