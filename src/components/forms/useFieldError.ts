import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError } from './fieldError';

/**
 * The error message of one field once the form has been submitted, read from the form's context
 * (or the given `control`). Re-renders only for that field's state.
 *
 * @example
 * function UsernameField() {
 *   const { register } = useFormContext<LoginValues>();
 *   return <TextField label="Username" {...register('username')} error={useFieldError('username')} />;
 * }
 */
export function useFieldError<T extends FieldValues = FieldValues>(
  name: FieldPath<T>,
  control?: Control<T>,
): string | undefined {
  const { errors, isSubmitted, submitCount } = useFormState<T>({ control, name });
  return fieldError<T>({ errors, isSubmitted, submitCount }, name);
}
