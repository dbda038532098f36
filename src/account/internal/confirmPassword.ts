import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type PasswordPair = { pw: string; cpw: string };

/**
 * Props for the Confirm Password field (docs/behaviour.md §5): leaving it with a value that differs from the
 * password clears it and shows `message` ('Password mismatch' on register, 'Password Not Match'
 * on change password); typing again removes that message.
 */
export function confirmPasswordProps<T extends FieldValues & PasswordPair>(
  form: Pick<
    UseFormReturn<T>,
    'register' | 'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'formState'
  >,
  message: string,
  onMismatch: () => void,
) {
  const name = 'cpw' as Path<T>;
  const field = form.register(name);
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (form.formState.errors.cpw?.type === 'mismatch') form.clearErrors(name);
      return field.onChange(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const { pw, cpw } = form.getValues() as PasswordPair;
      if (cpw && pw !== cpw) {
        form.setValue(name, '' as PathValue<T, Path<T>>, { shouldDirty: true });
        form.setError(name, { type: 'mismatch', message });
        onMismatch();
      }
      return field.onBlur(event);
    },
  };
}
