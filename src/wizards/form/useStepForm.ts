import { createElement, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useWizardTranslation } from '../internal/strings';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { useFocusFirstInvalid } from '../../components/forms/useFocusFirstInvalid';
import { useEdits } from '../../components/forms/useEdits';
import { useSubmitGuard } from '../../components/forms/useSubmitGuard';
import { useFieldChecks } from '../../components/forms/useFieldChecks';
import { DraftNotice } from './DraftNotice';
import type { CodeFlow } from '../../kernel/codes';
import type { FormMap } from './fieldMap';
import { useValueChanges } from './useValueChanges';

/** What every form step takes besides its own props (docs/architecture.md, "Controlled everywhere"). */
export interface FormStepProps<V> {
  /** The values the step starts from (the server's prefill, or a restored draft). */
  defaultValues?: Partial<V>;
  /** Called with the valid values on Next (or Save); the step shows busy until it settles. */
  onSubmit: (values: V) => void | Promise<unknown>;
  /** Called with what the form holds after each edit, to keep a draft. */
  onValuesChange?: (values: Partial<V>) => void;
  /** Shows Back and calls this. */
  onBack?: () => void;
  /** Shows the primary button busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's refusal (already translated), shown on the form and announced. */
  serverError?: string | null;
  /**
   * The refusal itself (what the save threw): one that names a field is worded with the field's
   * label instead of `serverError`, which names it as the server does ('billing_zip').
   */
  serverRefusal?: unknown;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
  /** Shows that the values include a draft restored from before. @default false */
  draftRestored?: boolean;
  /**
   * The primary button's label: Next inside a wizard, Save where a host uses the step on its own
   * (a settings page). @default 'next'
   */
  submitLabel?: 'next' | 'save';
}

interface StepFormOptions<V> extends FormStepProps<V> {
  schema: AnyObjectSchema;
  /** The step's field map (./fieldMap.ts): the form's fields from the values and back. */
  map: FormMap<V>;
  /** What a new form holds besides the map's blanks (a setting's default, a read-only text). */
  defaults?: Record<string, unknown>;
  /** Whose codes the choices travel as. @default 'company' */
  codes?: CodeFlow;
}

/**
 * One form step's form: react-hook-form over a shared schema, errors after a Next attempt, the
 * first invalid field focused in reading order, one submit at a time, edits reported (to clear a
 * refusal and keep a draft). Values travel under the step's names; the form keeps the schema's.
 */
export function useStepForm<F extends FieldValues, V>({
  schema,
  map,
  defaults,
  codes = 'company',
  defaultValues,
  onSubmit,
  onValuesChange,
  submitting = false,
  onEdit,
  onBack,
  serverError,
  serverRefusal,
  draftRestored = false,
  submitLabel = 'next',
}: StepFormOptions<V>) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(schema) as unknown as Resolver<F>, [schema]);
  const { formRef, onInvalid, attempts } = useFocusFirstInvalid();
  const form = useForm<F>({
    resolver,
    shouldFocusError: false,
    defaultValues: map.toForm(defaultValues, codes, defaults) as DefaultValues<F>,
  });
  const { watch, handleSubmit, formState } = form;
  useEdits(watch, onEdit);

  useValueChanges(watch, (fields) => {
    onValuesChange?.(map.fromForm(fields, codes));
  });

  // Busy only once the values are valid and being saved: react-hook-form's `isSubmitting` is true
  // while it validates too, which announced 'Saving…' for a Next that saved nothing.
  const [saving, setSaving] = useState(false);
  const busy = submitting || saving;
  // A Next pressed while an image field still reads the chosen file waits for its answer: the
  // field is empty until then, and validating it would ask for an image the reader just chose.
  const { checks, waiting, afterChecks } = useFieldChecks();
  const submit = useSubmitGuard(
    afterChecks(
      handleSubmit(async (valid) => {
        setSaving(true);
        try {
          await onSubmit(map.fromForm(valid, codes));
        } finally {
          setSaving(false);
        }
      }, onInvalid),
    ),
    busy,
  );
  /** The error key of a field (errors exist only after a Next attempt). */
  const errorOf = (field: string): string | undefined => {
    const error = (formState.errors as Record<string, { message?: unknown } | undefined>)[field];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  /** A registered field's props: its label (a `wizard.fields` key), its error, its registration. */
  const fieldProps = <N extends Path<F>>(name: N, label: string) => ({
    label: t(`wizard.fields.${label}`),
    error: errorOf(name),
    ...form.register(name),
  });
  /** What the step's `<StepForm>` takes besides its label and fields. */
  const frame = {
    onSubmit: submit,
    formRef,
    invalidAttempts: attempts,
    busy,
    checks,
    waiting,
    serverError,
    serverRefusal,
    onBack,
    submitLabel,
    notice: createElement(DraftNotice, { shown: draftRestored }),
  };
  return { form, busy, errorOf, fieldProps, frame };
}
