import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The parts of react-hook-form's `formState` that decide whether an error is shown. */
export interface SubmittedFormState<T extends FieldValues = FieldValues> {
  errors: FieldErrors<T>;
  isSubmitted?: boolean;
  submitCount?: number;
}

/**
 * The error message of `name` (dotted paths work), but only once the form has been submitted:
 * docs/behaviour.md, "States and transitions" shows validation errors only after a submit or Next attempt.
 *
 * @example
 * const { register, formState } = useForm({ resolver: yupResolver(schema) });
 * <TextField label="Username" {...register('username')} error={fieldError(formState, 'username')} />
 */
export function fieldError<T extends FieldValues>(
  formState: SubmittedFormState<T>,
  name: string,
): string | undefined {
  const submitted = Boolean(formState.isSubmitted) || (formState.submitCount ?? 0) > 0;
  if (!submitted) return undefined;
  const error: unknown = get(formState.errors, name);
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
