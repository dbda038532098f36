import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { VariantDisplayType } from '../../../api/types';
import { FormSection } from '../../../components/FormSection';
import { NumberField } from '../../../components/NumberField';
import { RadioGroup, type RadioOption } from '../../../components/RadioGroup';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import {
  createVariantsSchema,
  VARIANT_DISPLAY_TYPES,
  type VariantsValues,
} from '../../../validation/product';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';
import { PRODUCT_VARIANTS } from '../../../kernel/fields/product';
import { fieldMap } from '../../form/fieldMap';

/** What the Product Varient and Tax Details step collects (docs/behaviour.md, "Screens and routes"). */
export interface VariantsFormValues {
  /** 'Allow Varient'. */
  variantsEnabled: boolean;
  /** 'Varient Name' (required when variants are on). */
  variantName: string;
  /** 0 Round, 1 Rectangle, 2 List, 3 Card (required when variants are on). */
  displayType: VariantDisplayType | null;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The step's values and the variant fields they are (src/kernel/fields/product.ts). */
export const VARIANTS_FIELDS = fieldMap<VariantsFormValues>()(PRODUCT_VARIANTS, {
  variantsEnabled: 'prod_varient_enabled',
  variantName: 'prod_varient_header',
  displayType: 'prod_varient_display_type',
  cgst: 'cgst',
  sgst: 'sgst',
  igst: 'igst',
});

export type VariantsTaxStepProps = FormStepProps<VariantsFormValues>;

/** The form's fields: the schema's (wire) names; numbers hold what was typed until validated. */
type Fields = Record<keyof VariantsValues, unknown>;

/** docs/behaviour.md, "Entities": 0 Round, 1 Rectangle, 2 List, 3 Card. */
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

/**
 * Seller step 2, 'Product Varient and Tax Details' (docs/behaviour.md, "Screens and routes"): the 'Allow Varient'
 * switch shows 'Varient Name' and the display type (Round, Rectangle, List, Card) when on; CGST,
 * SGST and IGST, each a percentage from 0 to 100. Messages (docs/behaviour.md, "Validation"): 'Please Enter
 * Varient Header', 'Please Enter Varient Display Type' (variants on), 'CGST is required', 'SGST is
 * required', 'IGST is required', and each tax's range.
 *
 * @example
 * <VariantsTaxStep defaultValues={variantsFromProduct(product)} onSubmit={saveVariants} onBack={back} />
 */
export function VariantsTaxStep(props: VariantsTaxStepProps) {
  const { t } = useWizardTranslation();
  const schema = useMemo(() => createVariantsSchema(), []);
  const { form, frame, errorOf } = useStepForm<Fields, VariantsFormValues>({
    ...props,
    schema,
    map: VARIANTS_FIELDS,
  });
  const { register, control } = form;
  const enabled = useWatch({ control, name: 'prod_varient_enabled' });

  const displayTypes = VARIANT_DISPLAY_TYPES.map<RadioOption>((type) => ({
    value: String(type),
    label: t(DISPLAY_TYPE_KEYS[type]),
  }));

  return (
    <StepForm {...frame}>
      <FormSection title={t('seller.variants.title')} hideTitle>
        <Switch label={t('seller.variants.allow')} {...register('prod_varient_enabled')} />
        {enabled ? (
          <>
            <TextField
              label={t('seller.variants.name')}
              required
              autoComplete="off"
              error={errorOf('prod_varient_header')}
              {...register('prod_varient_header')}
            />
            <Controller
              control={control}
              name="prod_varient_display_type"
              render={({ field }) => (
                <RadioGroup
                  label={t('seller.variants.displayType')}
                  required
                  orientation="horizontal"
                  options={displayTypes}
                  error={errorOf('prod_varient_display_type')}
                  name={field.name}
                  value={field.value == null || field.value === '' ? '' : String(field.value)}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
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
            // The hint says 'A percentage from 0 to 100': the symbol needs no words of its own.
            unit={{ symbol: '%', position: 'end' }}
            hint={t('seller.variants.percentHint')}
            error={errorOf(name)}
            {...register(name)}
          />
        ))}
      </FormSection>
    </StepForm>
  );
}
