import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Calls `onEdit` whenever the user changes a field of the form (typing, picking), not when the
 * form changes a value itself (a taken username or a mismatched confirmation cleared). The
 * connected screens clear the server's error with it: a refusal describes what was sent, not what
 * the user is typing now.
 */
export function useEdits<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onEdit: (() => void) | undefined,
) {
  const edited = useEffectEvent(() => onEdit?.());
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') edited();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
}
