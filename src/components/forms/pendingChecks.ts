import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';

/**
 * Where a field reports a check it runs on its own before its value is known (an image field
 * reading the chosen file's first bytes): the form waits for it before validating.
 */
export interface PendingChecks {
  /** Registers a check; it counts until the promise settles (either way). */
  track(check: Promise<unknown>): void;
}

const PendingChecksContext = createContext<PendingChecks | null>(null);

/** Gives the fields inside a form the form's registry of pending checks. */
export const PendingChecksProvider = PendingChecksContext.Provider;

/** The registry of the form around a field, or null outside such a form. */
export function usePendingChecks(): PendingChecks | null {
  return useContext(PendingChecksContext);
}

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
