import { useWatch } from 'react-hook-form';
import type { VariantDisplayType } from '../../../api/types';
import { fieldError } from '../../../components/forms/fieldError';
import { FormSection } from '../../../components/FormSection';
import { NumberField } from '../../../components/NumberField';
import { RadioGroup, type RadioOption } from '../../../components/RadioGroup';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { useKitTranslation } from '../../../i18n/useKitTranslation';
import {
  createVariantsSchema,
  VARIANT_DISPLAY_TYPES,
  type VariantsValues,
} from '../../../validation/product';
import { StepFrame } from '../internal/StepFrame';
import { useStepForm } from '../internal/useStepForm';
import type { VariantsFormValues } from '../payload';

export interface VariantsTaxStepProps {
  /** Called with the valid values on Next (the flow saves `page2` with the product id). */
  onSubmit: (values: VariantsFormValues) => void | Promise<unknown>;
  /** Starting values: a saved draft, or the product's saved variants and taxes. */
  defaultValues?: Partial<VariantsFormValues>;
  /** Called with what the form holds after each change (the flow keeps it as a draft). */
  onChange?: (values: Partial<VariantsFormValues>) => void;
  /** Shows Back when given. */
  onBack?: () => void;
  /** Shows Next busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's refusal of the last Next, shown in red. */
  serverError?: string | null;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
}

/** The form's fields (the schema's wire names); numbers and the radio hold text, as the DOM does. */
interface VariantsFields {
  prod_varient_enabled: boolean;
  prod_varient_header: string;
  prod_varient_display_type: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/** docs/behaviour.md §3: 0 Round, 1 Rectangle, 2 List, 3 Card. */
const DISPLAY_TYPE_KEYS: Record<VariantDisplayType, string> = {
  0: 'seller.variants.round',
  1: 'seller.variants.rectangle',
  2: 'seller.variants.list',
  3: 'seller.variants.card',
};

const TAXES = [
  ['cgst', 'seller.variants.cgst'],
  ['sgst', 'seller.variants.sgst'],
  ['igst', 'seller.variants.igst'],
] as const;

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

function toFields(values: Partial<VariantsFormValues> = {}): VariantsFields {
  return {
    prod_varient_enabled: values.variantsEnabled ?? false,
    prod_varient_header: values.variantName ?? '',
    prod_varient_display_type: numberText(values.displayType),
    cgst: numberText(values.cgst),
    sgst: numberText(values.sgst),
    igst: numberText(values.igst),
  };
}

const isDisplayType = (value: number): value is VariantDisplayType =>
  (VARIANT_DISPLAY_TYPES as readonly number[]).includes(value);

/** A draft keeps only what parses: a half-typed '1.' stays out rather than becoming 1. */
function fromFields(fields: Partial<VariantsFields>): Partial<VariantsFormValues> {
  const draft: Partial<VariantsFormValues> = {
    variantsEnabled: fields.prod_varient_enabled ?? false,
    variantName: fields.prod_varient_header ?? '',
  };
  const type = Number(fields.prod_varient_display_type);
  draft.displayType = fields.prod_varient_display_type && isDisplayType(type) ? type : null;
  for (const [name] of TAXES) {
    const text = fields[name]?.trim();
    if (text && Number.isFinite(Number(text))) draft[name] = Number(text);
  }
  return draft;
}

function fromValid(valid: VariantsValues): VariantsFormValues {
  const type = valid.prod_varient_display_type;
  return {
    variantsEnabled: valid.prod_varient_enabled,
    variantName: valid.prod_varient_header ?? '',
    displayType: type != null && isDisplayType(type) ? type : null,
    cgst: valid.cgst,
    sgst: valid.sgst,
    igst: valid.igst,
  };
}

/**
 * Seller step 2, 'Product Varient and Tax Details' (docs/behaviour.md §2): the 'Allow Varient'
 * switch shows 'Varient Name' and the display type (Round, Rectangle, List, Card) when on; CGST,
 * SGST and IGST, each a percentage from 0 to 100. Messages (docs/behaviour.md §5): 'Please Enter
 * Varient Header', 'Please Enter Varient Display Type' (variants on), 'CGST is required', 'SGST is
 * required', 'IGST is required', and each tax's range.
 *
 * @example
 * <VariantsTaxStep defaultValues={variantsFromProduct(product)} onSubmit={saveVariants} onBack={back} />
 */
export function VariantsTaxStep({
  onSubmit,
  defaultValues,
  onChange,
  onBack,
  submitting = false,
  serverError,
  onEdit,
}: VariantsTaxStepProps) {
  const { t } = useKitTranslation();
  const { form, frame } = useStepForm<VariantsFields, VariantsValues, VariantsFormValues>({
    schema: createVariantsSchema,
    toFields,
    toDraft: fromFields,
    fromValid,
    defaultValues,
    onChange,
    onEdit,
    onSubmit,
    submitting,
  });
  const { register, control, formState } = form;
  const enabled = useWatch({ control, name: 'prod_varient_enabled' });

  const displayTypes = VARIANT_DISPLAY_TYPES.map<RadioOption>((type) => ({
    value: String(type),
    label: t(DISPLAY_TYPE_KEYS[type]),
  }));

  return (
    <StepFrame
      title={t('seller.variants.title')}
      subtitle={t('seller.variants.subtitle')}
      onBack={onBack}
      serverError={serverError}
      {...frame}
    >
      <FormSection title={t('seller.variants.variant')}>
        <Switch label={t('seller.variants.allow')} {...register('prod_varient_enabled')} />
        {enabled ? (
          <>
            <TextField
              label={t('seller.variants.name')}
              required
              autoComplete="off"
              error={fieldError(formState, 'prod_varient_header')}
              {...register('prod_varient_header')}
            />
            <RadioGroup
              label={t('seller.variants.displayType')}
              required
              orientation="horizontal"
              options={displayTypes}
              error={fieldError(formState, 'prod_varient_display_type')}
              {...register('prod_varient_display_type')}
            />
          </>
        ) : null}
      </FormSection>
      <FormSection title={t('seller.variants.taxes')} columns={3}>
        {TAXES.map(([name, label]) => (
          <NumberField
            key={name}
            label={t(label)}
            required
            inputMode="decimal"
            hint={t('seller.variants.percentHint')}
            error={fieldError(formState, name)}
            {...register(name)}
          />
        ))}
      </FormSection>
    </StepFrame>
  );
}
