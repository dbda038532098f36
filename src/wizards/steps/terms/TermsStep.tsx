import { useMemo } from 'react';
import type { RichTextEditorHeight } from '../../../components/RichTextEditor';
import { useWizardTranslation } from '../../internal/strings';
import { createTermsSchema, type TermsValues as TermsFields } from '../../../validation/company';
import { COMPANY_PAGE5 } from '../../../kernel/fields/company';
import { fieldMap } from '../../form/fieldMap';
import { RichTextInput } from '../../form/LazyRichTextEditor';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';

/** Step 5's value: the terms as HTML. */
export interface TermsValues {
  terms: string;
}

/** The step's value and the terms field it is (src/kernel/fields/company.ts). */
export const TERMS_FIELDS = fieldMap<TermsValues>()(COMPANY_PAGE5, { terms: 'terms_conditions' });

type Fields = Record<keyof TermsFields, unknown>;

export interface TermsStepProps extends FormStepProps<TermsValues> {
  /** Height of the editing area. @default 400 */
  editorHeight?: RichTextEditorHeight;
}

/**
 * Step 5, General Terms and Conditions (docs/behaviour.md, "Screens and routes" and "Validation"): rich text, required ('Terms and
 * Condition is required'). The editor loads when the step is first shown. Next reports the value;
 * the flow saves page 5.
 *
 * @example
 * <TermsStep defaultValues={{ terms }} onSubmit={saveTerms} onBack={back} />
 */
export function TermsStep({ editorHeight = 400, ...props }: TermsStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createTermsSchema(), []);
  const { form, frame, errorOf } = useStepForm<Fields, TermsValues>({
    ...props,
    schema,
    map: TERMS_FIELDS,
  });
  return (
    <StepForm {...frame}>
      <RichTextInput
        control={form.control}
        name="terms_conditions"
        label={t('wizard.fields.terms')}
        height={editorHeight}
        error={errorOf('terms_conditions')}
      />
    </StepForm>
  );
}
