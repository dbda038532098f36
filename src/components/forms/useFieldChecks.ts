import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PendingChecks } from './pendingChecks';

// Apart from the registry's context (pendingChecks.ts): every image field reads the context, only
// the wizards' forms wait.

const ignore = () => undefined;

/**
 * The form's side of pending field checks: the registry its fields report to, whether a submit is
 * waiting for them, and `afterChecks`, which wraps a submit handler so a Next pressed while a file
 * is still being checked waits for the field's answer instead of validating an empty field.
 */
export function useFieldChecks() {
  const pending = useRef(new Set<Promise<void>>());
  const mounted = useRef(true);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const checks = useMemo<PendingChecks>(
    () => ({
      track(check) {
        const settled = check.then(ignore, ignore);
        pending.current.add(settled);
        void settled.then(() => pending.current.delete(settled));
      },
    }),
    [],
  );

  const afterChecks = useCallback(
    (submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>) =>
      async (event?: FormEvent<HTMLFormElement>): Promise<void> => {
        if (pending.current.size === 0) return submit(event);
        // The browser would submit natively while we wait.
        event?.preventDefault();
        setWaiting(true);
        try {
          // A check that starts meanwhile (another pick) is waited for too.
          while (pending.current.size > 0) await Promise.all([...pending.current]);
        } finally {
          if (mounted.current) setWaiting(false);
        }
        // The step was left meanwhile: its values are no longer the reader's intent.
        if (!mounted.current) return undefined;
        return submit(event);
      },
    [],
  );

  return { checks, waiting, afterChecks };
}
