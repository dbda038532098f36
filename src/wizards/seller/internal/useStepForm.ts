import { useState, type FormEvent, type RefObject } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { useEdits } from '../../../account/internal/useEdits';
import { useSubmitGuard } from '../../../account/internal/useSubmitGuard';
import { useFocusFirstInvalid } from '../../../components/forms/useFocusFirstInvalid';
import { useDraftReport } from './useDraftReport';

export interface StepFormOptions<F extends FieldValues, Valid, Values> {
  /** Makes the step's schema (wire names, from `src/validation`). */
  schema: () => AnyObjectSchema;
  /** The step's values (a draft or a saved record) as the form's fields. */
  toFields: (values: Partial<Values> | undefined) => F;
  /** What the form holds, as a draft in the step's names. */
  toDraft: (fields: Partial<F>) => Partial<Values>;
  /** A valid submit in the step's names. */
  fromValid: (valid: Valid) => Values;
  defaultValues?: Partial<Values>;
  onChange?: (values: Partial<Values>) => void;
  onEdit?: () => void;
  onSubmit: (values: Values) => void | Promise<unknown>;
  submitting: boolean;
}

export interface StepForm<F extends FieldValues, Valid> {
  form: UseFormReturn<F, unknown, Valid>;
  busy: boolean;
  /** Spread on `<StepFrame>`: the guarded submit, busy, the form's element. */
  frame: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    busy: boolean;
    formRef: RefObject<HTMLFormElement | null>;
  };
}

/**
 * What every seller form step does the same way (docs/architecture.md, Forms): react-hook-form
 * with the step's yup schema, errors after a Next attempt, focus on the first invalid field in
 * reading order, drafts reported on change, `onEdit` on user edits, one submit at a time.
 */
export function useStepForm<F extends FieldValues, Valid extends FieldValues, Values>({
  schema,
  toFields,
  toDraft,
  fromValid,
  defaultValues,
  onChange,
  onEdit,
  onSubmit,
  submitting,
}: StepFormOptions<F, Valid, Values>): StepForm<F, Valid> {
  // Fields hold text as the DOM does; the schema converts, so its input is looser than its output.
  const [resolver] = useState(
    () => yupResolver(schema()) as unknown as Resolver<F, unknown, Valid>,
  );
  const [initial] = useState(() => toFields(defaultValues));
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const form = useForm<F, unknown, Valid>({
    resolver,
    shouldFocusError: false,
    defaultValues: initial as never,
  });
  useEdits(form.watch, onEdit);
  useDraftReport(form.subscribe, toDraft, onChange);
  const busy = submitting || form.formState.isSubmitting;
  const guarded = useSubmitGuard(
    form.handleSubmit(async (valid) => {
      await onSubmit(fromValid(valid));
    }, onInvalid),
    busy,
  );
  return { form, busy, frame: { onSubmit: guarded, busy, formRef } };
}
