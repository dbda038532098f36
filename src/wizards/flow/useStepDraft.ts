import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraftStore } from '../../api/context';

/** What a step's draft holds: the typed values and the server values they were typed over. */
interface StoredDraft<T> {
  values: Partial<T>;
  /** The server's prefill when typing began (JSON), to tell whether the server moved on since. */
  base: string;
}

export interface StepDraft<T> {
  /** What the step should start from: the server's values, with a newer draft over them. */
  initial: T;
  /** True when `initial` includes a restored draft. */
  restored: boolean;
  /** Keeps `values` as the draft, after `delay` ms without another change. */
  save(values: Partial<T>): void;
  /** Forgets the draft (the step saved). */
  clear(): void;
}

/** Files cannot travel through storage: a draft keeps everything else. */
function storable<T>(values: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(
      ([, value]) => !(typeof Blob !== 'undefined' && value instanceof Blob),
    ),
  ) as Partial<T>;
}

/**
 * The unsaved draft of one form step (docs/behaviour.md, "Nothing typed is lost"), kept in the
 * provider's draft store under `key` (already scoped per tenant and user; null keeps no draft).
 * Writes are debounced and flushed on unmount, so Back, a reload or a crash loses nothing.
 *
 * The record carries no timestamps, so "newer than the server" is decided by content: a draft
 * remembers the prefill it was typed over. While the server still holds that prefill the draft is
 * newer and is shown over it; once the server holds something else (the step was saved, here or
 * in another tab) the server is newer and the draft is dropped.
 *
 * @example
 * const draft = useStepDraft(`acme:101:company:billing`, billingFromRecord(record));
 * <BillingStep defaultValues={draft.initial} onValuesChange={draft.save} />
 */
export function useStepDraft<T extends object>(
  key: string | null,
  server: T,
  delay = 400,
): StepDraft<T> {
  const store = useDraftStore();
  const base = JSON.stringify(server);
  const [start] = useState(() => {
    const stored = key ? store.get<StoredDraft<T>>(key) : null;
    if (!stored || !key) return { initial: server, restored: false };
    if (stored.values.base !== base) {
      store.remove(key);
      return { initial: server, restored: false };
    }
    return { initial: { ...server, ...stored.values.values }, restored: true };
  });

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    job.write();
  }, []);

  const save = useCallback(
    (values: Partial<T>) => {
      if (!key) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const write = () => store.set<StoredDraft<T>>(key, { values: storable(values), base });
      pending.current = { write, timer: setTimeout(flush, delay) };
    },
    [base, delay, flush, key, store],
  );

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (key) store.remove(key);
  }, [key, store]);

  useEffect(() => flush, [flush]);

  return { initial: start.initial, restored: start.restored, save, clear };
}
