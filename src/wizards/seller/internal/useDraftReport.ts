import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Reports what a step's form holds after each change (never on mount), in the step's own names,
 * so the flow can keep it as a draft (docs/behaviour.md §4 "Nothing typed is lost").
 */
export function useDraftReport<F extends FieldValues, D>(
  subscribe: UseFormSubscribe<F>,
  toDraft: (fields: Partial<F>) => D,
  onChange: ((draft: D) => void) | undefined,
) {
  const report = useEffectEvent((fields: Partial<F>) => onChange?.(toDraft(fields)));
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => report(values) }),
    [subscribe],
  );
}
