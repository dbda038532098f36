import { useCallback, useEffect, useRef, useState } from 'react';

/** `(username, signal) => Promise<boolean>`: true when the name is taken. */
export type CheckUsername = (username: string, signal: AbortSignal) => Promise<boolean>;

/** How long a check runs before the form says it is checking. */
export const CHECKING_SHOWN_AFTER_MS = 400;

/**
 * The debounced availability check behind the register form's Username: `schedule` waits `delay`
 * ms then asks; `cancel` (called as soon as typing resumes) drops the timer and aborts the request.
 * A failed check counts as "not known to be taken": the server checks again on register.
 */
export function useUsernameCheck(
  check: CheckUsername | undefined,
  delay: number,
  onTaken: (username: string) => void,
) {
  const [checking, setChecking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const settle = useCallback(() => {
    if (shown.current !== null) clearTimeout(shown.current);
    shown.current = null;
    setChecking(false);
  }, []);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
    settle();
  }, [settle]);

  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (username: string) => {
      cancel();
      const name = username.trim();
      if (!check || !name) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        const current = new AbortController();
        controller.current = current;
        // Said only for a check that takes a while: the line it adds moves the fields and the
        // Register button below it, and shown for a fast answer it moved them down and back up
        // within a few frames, where a press on Register could land half on each position and be
        // lost (no click).
        shown.current = setTimeout(() => setChecking(true), CHECKING_SHOWN_AFTER_MS);
        check(name, current.signal).then(
          (taken) => {
            if (current.signal.aborted) return;
            controller.current = null;
            settle();
            if (taken) onTaken(name);
          },
          () => {
            if (current.signal.aborted) return;
            controller.current = null;
            settle();
          },
        );
      }, delay);
    },
    [cancel, check, delay, onTaken, settle],
  );

  return { checking, schedule, cancel };
}
