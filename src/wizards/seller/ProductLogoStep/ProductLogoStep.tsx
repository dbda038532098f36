import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ImageField } from '../../../components/ImageField';
import { useKitTranslation } from '../../../i18n/useKitTranslation';
import { MAX_UPLOAD_BYTES } from '../../../validation/rules';
import { createProductLogoSchema, type ProductLogoValues } from '../../../validation/product';
import { StepFrame } from '../internal/StepFrame';
import { useStepForm } from '../internal/useStepForm';
import { Progress, ProgressLabel, ProgressRow } from './ProductLogoStep.styles';

/** What the logo step hands over. */
export interface ProductLogoFormValues {
  /** The chosen image (checked by type and first bytes), or null to keep the one on record. */
  logo: File | null;
}

export interface ProductLogoStepProps {
  /** Called on Next with the chosen image (the flow uploads it, then saves `summary_image_url`). */
  onSubmit: (values: ProductLogoFormValues) => void | Promise<unknown>;
  /** The product's `summary_image_url` on record: shown, and enough to move on without a new one. */
  existingUrl?: string | null;
  /** Shows Back when given. */
  onBack?: () => void;
  /** The upload's progress from 0 to 1 while it runs; null or absent otherwise. */
  uploadProgress?: number | null;
  /** Shows Next busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's (or the upload's) refusal, shown in red. */
  serverError?: string | null;
  /** Called when the user picks or removes an image: clear `serverError` with it. */
  onEdit?: () => void;
}

interface LogoFields {
  /** The new file, else the URL on record, else null. */
  summary_image_url: File | string | null;
}

const toDraft = () => ({});
const fromValid = (valid: ProductLogoValues): ProductLogoFormValues => ({
  logo: valid.summary_image_url instanceof File ? valid.summary_image_url : null,
});

/**
 * Seller step 3, 'Product summary Image / logo' (docs/behaviour.md §2): one PNG, JPEG or WEBP
 * image, checked by its type and its first bytes; anything else says 'Only allowed PNG or JPG or
 * WEBP', clears the field and is never handed over (so nothing is uploaded). Without an image on
 * record, Next asks for one ('Please Upload Logo'). While the flow uploads, a progress bar shows.
 *
 * @example
 * <ProductLogoStep existingUrl={product.summary_image_url} uploadProgress={progress}
 *   onSubmit={({ logo }) => saveLogo(logo)} onBack={back} />
 */
export function ProductLogoStep({
  onSubmit,
  existingUrl,
  onBack,
  uploadProgress,
  submitting = false,
  serverError,
  onEdit,
}: ProductLogoStepProps) {
  const { t, i18n } = useKitTranslation();
  const { form, frame } = useStepForm<LogoFields, ProductLogoValues, ProductLogoFormValues>({
    schema: createProductLogoSchema,
    toFields: () => ({ summary_image_url: existingUrl ?? null }),
    toDraft,
    fromValid,
    onEdit,
    onSubmit,
    submitting,
  });
  const { control } = form;
  const progressId = useId();
  const uploading = uploadProgress != null;
  const percent = uploading ? Math.round(Math.min(1, Math.max(0, uploadProgress)) * 100) : 0;

  return (
    <StepFrame
      title={t('seller.logo.title')}
      subtitle={t('seller.logo.subtitle')}
      onBack={onBack}
      serverError={serverError}
      {...frame}
      busy={frame.busy || uploading}
    >
      <Controller
        control={control}
        name="summary_image_url"
        render={({ field, fieldState }) => (
          <ImageField
            label={t('seller.logo.label')}
            required
            maxBytes={MAX_UPLOAD_BYTES}
            existingUrl={existingUrl}
            value={field.value instanceof File ? field.value : null}
            // A refused or removed file falls back to the image on record (or nothing).
            onChange={(file) => field.onChange(file ?? existingUrl ?? null)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={frame.busy || uploading}
            error={fieldState.error?.message}
          />
        )}
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
    </StepFrame>
  );
}
