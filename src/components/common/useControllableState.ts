import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  value?: T;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with the next value whenever it changes (controlled or not). */
  onChange?: (value: T) => void;
}

/** A next value, or an updater that gets the latest value (as React's `setState` takes). */
export type SetStateAction<T> = T | ((previous: T) => T);

function resolve<T>(action: SetStateAction<T>, previous: T): T {
  return typeof action === 'function' ? (action as (previous: T) => T)(previous) : action;
}

/**
 * One state that is either owned by the host (`value` given) or kept inside (`defaultValue`).
 * `onChange` fires only for real changes, never on mount.
 *
 * The setter takes an updater (`prev => next`) that always sees the latest value, even when it
 * runs after an `await` and the host has not re-rendered yet: two quick changes in a row (two
 * drops on a Dropzone whose type check is asynchronous) both land. While controlled, "latest" is
 * the last value handed to `onChange` until the host's `value` catches up with it; a `value` the
 * host sets on its own wins.
 *
 * @example
 * const [files, setFiles] = useControllableState({ value: props.files, defaultValue: [], onChange: props.onFilesChange });
 * setFiles((previous) => [...previous, ...accepted]);
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: SetStateAction<T>) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  // The committed value, read by the setter outside render (layout effects run before any event).
  const committed = useRef(current);
  useLayoutEffect(() => {
    committed.current = current;
  });
  // Values handed out that the committed value has not caught up with yet, oldest first.
  const pending = useRef<T[]>([]);
  const seen = useRef(current);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (action: SetStateAction<T>) => {
      const now = committed.current;
      const caughtUp = pending.current.lastIndexOf(now);
      if (caughtUp >= 0) pending.current.splice(0, caughtUp + 1);
      else if (!Object.is(now, seen.current)) pending.current = []; // changed by someone else
      seen.current = now;
      const latest = pending.current.length ? pending.current[pending.current.length - 1]! : now;
      const next = resolve(action, latest);
      if (Object.is(next, latest)) return;
      pending.current.push(next);
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, setValue];
}
