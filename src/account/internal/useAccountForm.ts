import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useEdits } from '../../components/forms/useEdits';
import { useFocusFirstInvalid } from '../../components/forms/useFocusFirstInvalid';
import { useSubmitGuard } from '../../components/forms/useSubmitGuard';

export interface AccountFormOptions<F extends FieldValues> {
  /** The screen's rules over the wire's field names. */
  resolver: Resolver<F>;
  /** The form's starting fields. */
  defaultValues: F;
  /** Fields the host controls, when it does. */
  values?: F;
  /** Called when the user changes a field (the connected screen clears its refusal). */
  onEdit?: () => void;
  /** The host's own busy flag (a call in flight). */
  submitting: boolean;
  /** Called with the valid fields; a submit while busy or pending does nothing. */
  onValid: (valid: F) => Promise<void>;
}

/**
 * The form every account screen shares (sign-in, registration, change of password):
 * react-hook-form over the screen's rules, errors after a submit attempt with the first invalid
 * field focused in reading order, edits reported, one submit at a time.
 */
export function useAccountForm<F extends FieldValues>({
  resolver,
  defaultValues,
  values,
  onEdit,
  submitting,
  onValid,
}: AccountFormOptions<F>) {
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const form = useForm<F>({
    resolver,
    shouldFocusError: false,
    // react-hook-form types its defaults as a deep partial of the same fields.
    defaultValues: defaultValues as DefaultValues<F>,
    values,
  });
  useEdits(form.watch, onEdit);
  const busy = submitting || form.formState.isSubmitting;
  const onSubmit = useSubmitGuard(form.handleSubmit(onValid, onInvalid), busy);
  return { form, formRef, busy, onSubmit };
}
