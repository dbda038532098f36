import { useCallback, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  value?: T;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with the next value whenever it changes (controlled or not). */
  onChange?: (value: T) => void;
}

/**
 * One state that is either owned by the host (`value` given) or kept inside (`defaultValue`).
 * `onChange` fires only for real changes, never on mount.
 *
 * @example
 * const [open, setOpen] = useControllableState({ value: props.open, defaultValue: false, onChange: props.onOpenChange });
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, setValue];
}
