import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Calls `onChange` with what the form holds after each edit by the user (not after changes the
 * form makes itself): the flows keep it as the step's draft.
 */
export function useValueChanges<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onChange: (fields: T) => void,
) {
  const changed = useEffectEvent((fields: T) => onChange(fields));
  useEffect(() => {
    const subscription = watch((fields, { type }) => {
      if (type === 'change') changed(fields as T);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
}
