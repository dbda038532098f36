import { useId, useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import { useWizardTranslation } from '../../internal/strings';
import type { ImageValue } from '../../../validation/fields';
import { createProductLogoSchema, type ProductLogoValues } from '../../../validation/product';
import { MAX_UPLOAD_BYTES } from '../../../kernel/rules';
import { PRODUCT_LOGO } from '../../../kernel/fields/product';
import { fieldMap } from '../../form/fieldMap';
import { RecordImageField, recordUrl } from '../../form/RecordImageField';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';
import { Progress, ProgressLabel, ProgressRow } from './ProductLogoStep.styles';

/** What the logo step hands over. */
export interface ProductLogoFormValues {
  /** A newly chosen image (checked by type and first bytes), or the URL of the one on record. */
  image: ImageValue | null;
}

/** The step's value and the product's image field it is (src/kernel/fields/product.ts). */
export const PRODUCT_LOGO_FIELDS = fieldMap<ProductLogoFormValues>()(PRODUCT_LOGO, {
  image: 'summary_image_url',
});

type Fields = Record<keyof ProductLogoValues, unknown>;

export interface ProductLogoStepProps extends FormStepProps<ProductLogoFormValues> {
  /** The upload's progress from 0 to 1 while it runs; null or absent otherwise. */
  uploadProgress?: number | null;
}

/**
 * Seller step 3, 'Product summary Image / logo' (docs/behaviour.md, "Screens and routes"): one PNG, JPEG or WEBP
 * image, checked by its type and its first bytes; anything else says 'Only allowed PNG or JPG or
 * WEBP', clears the field and is never handed over (so nothing is uploaded). Without an image on
 * record, Next asks for one ('Please Upload Logo'). While the flow uploads, a progress bar shows.
 *
 * @example
 * <ProductLogoStep defaultValues={{ image: product.summary_image_url }} uploadProgress={progress}
 *   onSubmit={({ image }) => saveLogo(image)} onBack={back} />
 */
export function ProductLogoStep({ uploadProgress, ...props }: ProductLogoStepProps) {
  const { t, i18n } = useWizardTranslation();
  const schema = useMemo(() => createProductLogoSchema(), []);
  const { form, frame, errorOf } = useStepForm<Fields, ProductLogoFormValues>({
    ...props,
    schema,
    map: PRODUCT_LOGO_FIELDS,
  });
  const progressId = useId();
  const uploading = uploadProgress != null;
  const percent = uploading ? Math.round(Math.min(1, Math.max(0, uploadProgress)) * 100) : 0;

  return (
    <StepForm {...frame} busy={frame.busy || uploading}>
      <FormSection title={t('seller.logo.title')} hideTitle>
        <RecordImageField
          control={form.control}
          name="summary_image_url"
          label={t('seller.logo.label')}
          required
          onRecord={recordUrl(props.defaultValues?.image)}
          maxBytes={MAX_UPLOAD_BYTES}
          error={errorOf('summary_image_url')}
        />
        {uploading ? (
          <ProgressRow>
            <ProgressLabel id={progressId}>{t('seller.logo.uploading')}</ProgressLabel>
            <Progress
              max={100}
              value={percent}
              aria-labelledby={progressId}
              aria-valuetext={new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                percent / 100,
              )}
            />
          </ProgressRow>
        ) : null}
      </FormSection>
    </StepForm>
  );
}
