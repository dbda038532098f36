import { useCallback, useEffect, useRef, useState } from 'react';

/** `(username, signal) => Promise<boolean>`: true when the name is taken. */
export type CheckUsername = (username: string, signal: AbortSignal) => Promise<boolean>;

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
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
    setChecking(false);
  }, []);

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
        setChecking(true);
        check(name, current.signal).then(
          (taken) => {
            if (current.signal.aborted) return;
            controller.current = null;
            setChecking(false);
            if (taken) onTaken(name);
          },
          () => {
            if (current.signal.aborted) return;
            controller.current = null;
            setChecking(false);
          },
        );
      }, delay);
    },
    [cancel, check, delay, onTaken],
  );

  return { checking, schedule, cancel };
}
