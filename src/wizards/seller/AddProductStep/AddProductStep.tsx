import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAnnouncer } from '../../../account/internal/Announcer';
import { errorText } from '../../../api/errorText';
import type { Brand, Id, Level1Category, Level2Category, Level3Category } from '../../../api/types';
import { Button } from '../../../components/Button';
import { fieldError } from '../../../components/forms/fieldError';
import { FormSection, FormSectionFullRow } from '../../../components/FormSection';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useKitTranslation } from '../../../i18n/useKitTranslation';
import { createProductSchema, type ProductValues } from '../../../validation/product';
import { BrandModal, type BrandFormValues } from '../../catalog/brand/BrandModal';
import { LazyRichTextEditor } from '../internal/LazyRichTextEditor';
import { StepFrame } from '../internal/StepFrame';
import { useStepForm } from '../internal/useStepForm';
import type { ProductFormValues } from '../payload';
import { BrandRow } from './AddProductStep.styles';

export interface AddProductStepProps {
  /** Called with the valid values on Next (the flow creates the product once). */
  onSubmit: (values: ProductFormValues) => void | Promise<unknown>;
  /** Starting values: a saved draft, or the product already created. */
  defaultValues?: Partial<ProductFormValues>;
  /** Called with what the form holds after each change (the flow keeps it as a draft). */
  onChange?: (values: Partial<ProductFormValues>) => void;
  /** Shows Back when given. */
  onBack?: () => void;
  /** The company's level 1 categories (Category 1's options). */
  level1: readonly Level1Category[];
  /** Level 2 categories loaded so far; those under the chosen Category 1 are offered. @default [] */
  level2?: readonly Level2Category[];
  /** Level 3 categories loaded so far; those under the chosen Category 2 are offered. @default [] */
  level3?: readonly Level3Category[];
  /** Category 2's options are loading (after Category 1 changed). @default false */
  level2Loading?: boolean;
  /** Category 3's options are loading (after Category 2 changed). @default false */
  level3Loading?: boolean;
  /** Called when Category 1 changes (null when cleared): load its level 2 options then. */
  onCategory1Change?: (id: Id | null) => void;
  /** Called when Category 2 changes (null when cleared): load its level 3 options then. */
  onCategory2Change?: (id: Id | null) => void;
  /** The company's brands (the Brand select's options, by name). */
  brands: readonly Brand[];
  /** Creates a brand from the 'Brand >> Add New' modal; the step then selects it. Without it, no 'Add New' link. */
  onCreateBrand?: (values: BrandFormValues) => Promise<Brand>;
  /** Shows Next busy and ignores submits. @default false */
  submitting?: boolean;
  /** The server's refusal of the last Next, shown in red. */
  serverError?: string | null;
  /** Called when the user changes a field: clear `serverError` with it. */
  onEdit?: () => void;
}

/** The form's fields: the schema's (wire) names, selects holding strings as the DOM does. */
interface ProductFields {
  prod_name: string;
  category1_id: string;
  category2_id: string;
  category3_id: string;
  prod_brand: string;
  prod_model: string;
  prod_colour: string;
  prod_pack: string;
  prod_description: string;
  prod_specifications: string;
}

const RICH_TEXT_FIELDS = [
  ['prod_description', 'seller.product.description'],
  ['prod_specifications', 'seller.product.specifications'],
] as const;

const idText = (id: Id | null | undefined) => (id == null ? '' : String(id));
const idOrNull = (text: string | null | undefined): Id | null =>
  text == null || text === '' ? null : Number(text);

function toFields(values: Partial<ProductFormValues> = {}): ProductFields {
  return {
    prod_name: values.name ?? '',
    category1_id: idText(values.category1Id),
    category2_id: idText(values.category2Id),
    category3_id: idText(values.category3Id),
    prod_brand: values.brand ?? '',
    prod_model: values.model ?? '',
    prod_colour: values.colour ?? '',
    prod_pack: values.packing ?? '',
    prod_description: values.description ?? '',
    prod_specifications: values.specifications ?? '',
  };
}

/** What the form holds, in the step's names (a draft: nothing validated yet). */
function fromFields(fields: Partial<ProductFields>): Partial<ProductFormValues> {
  const draft: Partial<ProductFormValues> = {
    name: fields.prod_name ?? '',
    category2Id: idOrNull(fields.category2_id),
    category3Id: idOrNull(fields.category3_id),
    brand: fields.prod_brand ?? '',
    model: fields.prod_model ?? '',
    colour: fields.prod_colour ?? '',
    packing: fields.prod_pack ?? '',
    description: fields.prod_description ?? '',
    specifications: fields.prod_specifications ?? '',
  };
  const category1 = idOrNull(fields.category1_id);
  if (category1 !== null) draft.category1Id = category1;
  return draft;
}

function fromValid(valid: ProductValues): ProductFormValues {
  return {
    name: valid.prod_name,
    category1Id: valid.category1_id,
    category2Id: valid.category2_id ?? null,
    category3Id: valid.category3_id ?? null,
    brand: valid.prod_brand,
    model: valid.prod_model ?? '',
    colour: valid.prod_colour ?? '',
    packing: valid.prod_pack ?? '',
    description: valid.prod_description ?? '',
    specifications: valid.prod_specifications ?? '',
  };
}

/**
 * Seller step 1, 'Add Product' (docs/behaviour.md §2): Product Name, Category 1 / 2 / 3 (each
 * offering the children of the one before; changing a parent clears its children), Brand with an
 * 'Add New' link that opens the 'Brand >> Add New' modal and selects the new brand, Model, Colour,
 * Packing, and the rich-text Description and Specifications (the editor loads on first render).
 * Messages (docs/behaviour.md §5): 'Product Name is required', 'Category 1 is required', 'Brand
 * Name is required', shown after a Next attempt.
 *
 * @example
 * <AddProductStep level1={level1} level2={level2} brands={brands} onCreateBrand={createBrand}
 *   onCategory1Change={loadLevel2} onSubmit={createProductOnce} />
 */
export function AddProductStep({
  onSubmit,
  defaultValues,
  onChange,
  onBack,
  level1,
  level2 = [],
  level3 = [],
  level2Loading = false,
  level3Loading = false,
  onCategory1Change,
  onCategory2Change,
  brands,
  onCreateBrand,
  submitting = false,
  serverError,
  onEdit,
}: AddProductStepProps) {
  const { t } = useKitTranslation();
  const { announce, region } = useAnnouncer();
  const { form, frame } = useStepForm<ProductFields, ProductValues, ProductFormValues>({
    schema: createProductSchema,
    toFields,
    toDraft: fromFields,
    fromValid,
    defaultValues,
    onChange,
    onEdit,
    onSubmit,
    submitting,
  });
  const { register, control, setValue, formState } = form;

  const [category1, category2, brand] = useWatch({
    control,
    name: ['category1_id', 'category2_id', 'prod_brand'],
  });

  const options1 = level1.map<SelectOption>((c) => ({ value: c.level1_id, label: c.level1_name }));
  const options2 = level2
    .filter((c) => String(c.level1_id) === category1)
    .map<SelectOption>((c) => ({ value: c.level2_id, label: c.level2_name }));
  const options3 = level3
    .filter((c) => String(c.level2_id) === category2)
    .map<SelectOption>((c) => ({ value: c.level3_id, label: c.level3_name }));
  const brandOptions = brands.map<SelectOption>((b) => ({
    value: b.brand_name,
    label: b.brand_name,
  }));
  // A draft's brand stays chosen while the list loads (or if the list no longer has it).
  if (brand && !brandOptions.some((option) => option.value === brand)) {
    brandOptions.unshift({ value: brand, label: brand });
  }

  // Category 2 and 3: disabled until their parent is chosen, then saying why they may be empty.
  const childSelect = (
    parent: string,
    loading: boolean,
    options: SelectOption[],
    chooseParentFirst: string,
  ) => ({
    options,
    disabled: !parent,
    'aria-busy': loading || undefined,
    hint: !parent
      ? t(chooseParentFirst)
      : loading
        ? t('seller.product.loadingOptions')
        : options.length === 0
          ? t('seller.product.noOptions')
          : undefined,
  });

  const category1Field = register('category1_id', {
    onChange: (event: { target: { value: string } }) => {
      setValue('category2_id', '');
      setValue('category3_id', '');
      onCategory1Change?.(idOrNull(event.target.value));
    },
  });
  const category2Field = register('category2_id', {
    onChange: (event: { target: { value: string } }) => {
      setValue('category3_id', '');
      onCategory2Change?.(idOrNull(event.target.value));
    },
  });

  // The brand modal: its own refusal, and the new brand selected once created.
  const [brandOpen, setBrandOpen] = useState(false);
  const [brandSaving, setBrandSaving] = useState(false);
  const [brandError, setBrandError] = useState<string | null>(null);
  const createBrand = async (values: BrandFormValues) => {
    if (!onCreateBrand) return;
    setBrandSaving(true);
    setBrandError(null);
    try {
      const created = await onCreateBrand(values);
      setValue('prod_brand', created.brand_name, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
      setBrandOpen(false);
      announce(t('seller.product.brandSelected', { name: created.brand_name }));
    } catch (error) {
      setBrandError(errorText(error, t) ?? String(error));
    } finally {
      setBrandSaving(false);
    }
  };

  return (
    <>
      <StepFrame
        title={t('seller.product.title')}
        subtitle={t('seller.product.subtitle')}
        onBack={onBack}
        serverError={serverError}
        {...frame}
      >
        <FormSection title={t('seller.product.basics')} columns={2}>
          <FormSectionFullRow>
            <TextField
              label={t('seller.product.name')}
              required
              autoComplete="off"
              error={fieldError(formState, 'prod_name')}
              {...register('prod_name')}
            />
          </FormSectionFullRow>
          <SelectField
            label={t('seller.product.category1')}
            required
            placeholder={t('seller.product.selectCategory')}
            options={options1}
            error={fieldError(formState, 'category1_id')}
            {...category1Field}
          />
          <SelectField
            label={t('seller.product.category2')}
            placeholder={t('seller.product.selectCategory')}
            error={fieldError(formState, 'category2_id')}
            {...childSelect(
              category1,
              level2Loading,
              options2,
              'seller.product.chooseCategory1First',
            )}
            {...category2Field}
          />
          <SelectField
            label={t('seller.product.category3')}
            placeholder={t('seller.product.selectCategory')}
            error={fieldError(formState, 'category3_id')}
            {...childSelect(
              category2,
              level3Loading,
              options3,
              'seller.product.chooseCategory2First',
            )}
            {...register('category3_id')}
          />
          <BrandRow>
            {/* Controlled, so a brand made in the modal shows as soon as its option renders. */}
            <Controller
              control={control}
              name="prod_brand"
              render={({ field }) => (
                <SelectField
                  label={t('seller.product.brand')}
                  required
                  placeholder={t('seller.product.selectBrand')}
                  options={brandOptions}
                  error={fieldError(formState, 'prod_brand')}
                  {...field}
                />
              )}
            />
            {onCreateBrand ? (
              <Button
                variant="link"
                size="sm"
                aria-label={t('seller.product.addBrandLabel')}
                aria-haspopup="dialog"
                onClick={() => {
                  setBrandError(null);
                  setBrandOpen(true);
                }}
              >
                {t('seller.product.addBrand')}
              </Button>
            ) : null}
          </BrandRow>
          <TextField
            label={t('seller.product.model')}
            autoComplete="off"
            error={fieldError(formState, 'prod_model')}
            {...register('prod_model')}
          />
          <TextField
            label={t('seller.product.colour')}
            autoComplete="off"
            error={fieldError(formState, 'prod_colour')}
            {...register('prod_colour')}
          />
          <TextField
            label={t('seller.product.packing')}
            autoComplete="off"
            error={fieldError(formState, 'prod_pack')}
            {...register('prod_pack')}
          />
          {RICH_TEXT_FIELDS.map(([fieldName, labelKey]) => (
            <FormSectionFullRow key={fieldName}>
              <Controller
                control={control}
                name={fieldName}
                render={({ field, fieldState }) => (
                  <LazyRichTextEditor
                    label={t(labelKey)}
                    error={fieldState.error?.message}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormSectionFullRow>
          ))}
        </FormSection>
        {region}
      </StepFrame>
      {/* Outside the step's form: the modal's own submit must not reach it. */}
      <BrandModal
        open={brandOpen}
        onClose={() => setBrandOpen(false)}
        onSubmit={createBrand}
        submitting={brandSaving}
        serverError={brandError}
        onEdit={() => setBrandError(null)}
      />
    </>
  );
}
