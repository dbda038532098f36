import { useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { RichTextEditorHeight } from '../../../components/RichTextEditor';
import { useWizardTranslation } from '../../internal/strings';
import { createAboutSchema, type AboutValues } from '../../../validation/company';
import type { ImageValue } from '../../../validation/fields';
import { MAX_UPLOAD_BYTES } from '../../../kernel/rules';
import { COMPANY_PAGE4 } from '../../../kernel/fields/company';
import { fieldMap } from '../../form/fieldMap';
import { RecordImageField, recordUrl } from '../../form/RecordImageField';
import { RichTextInput } from '../../form/LazyRichTextEditor';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';

/** Step 4's values: the text as HTML and an optional image (a chosen file or a stored URL). */
export interface AboutUsValues {
  text: string;
  image: ImageValue | null;
}

/** The step's values and the about-us fields they are (src/kernel/fields/company.ts). */
export const ABOUT_US_FIELDS = fieldMap<AboutUsValues>()(COMPANY_PAGE4, {
  text: 'about_us_text',
  image: 'about_us_image_url',
});

type Fields = Record<keyof AboutValues, unknown>;

export interface AboutUsStepProps extends FormStepProps<AboutUsValues> {
  /** Height of the editing area. @default 300 */
  editorHeight?: RichTextEditorHeight;
  /**
   * Largest image in bytes; a larger file is refused before anything is sent.
   * @default MAX_UPLOAD_BYTES (5 MB, the upload limit of docs/api-contract.md)
   */
  maxImageBytes?: number;
}

/**
 * Step 4, About Us (docs/behaviour.md, "Screens and routes" and "Validation"): rich text ('About us Text is required'; an empty
 * editor counts as empty) and an optional image. The editor loads when the step is first shown.
 * Next reports the values; the flow uploads a chosen image first, then saves page 4.
 *
 * @example
 * <AboutUsStep defaultValues={prefill} onSubmit={saveAboutUs} onBack={back} />
 */
export function AboutUsStep({
  editorHeight = 300,
  maxImageBytes = MAX_UPLOAD_BYTES,
  ...props
}: AboutUsStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createAboutSchema(), []);
  const { form, frame, errorOf } = useStepForm<Fields, AboutUsValues>({
    ...props,
    schema,
    map: ABOUT_US_FIELDS,
  });
  const onRecord = recordUrl(props.defaultValues?.image);
  return (
    <StepForm {...frame}>
      <FormSection title={t('wizard.steps.aboutUs')} hideTitle>
        <RichTextInput
          control={form.control}
          name="about_us_text"
          label={t('wizard.fields.aboutUsText')}
          height={editorHeight}
          error={errorOf('about_us_text')}
        />
        <RecordImageField
          control={form.control}
          name="about_us_image_url"
          label={t('wizard.fields.aboutUsImage')}
          onRecord={onRecord}
          maxBytes={maxImageBytes}
          error={errorOf('about_us_image_url')}
        />
      </FormSection>
    </StepForm>
  );
}
