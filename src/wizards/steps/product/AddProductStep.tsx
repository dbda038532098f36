import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAnnouncer } from '../../../components/forms/Announcer';
import { errorText } from '../../../api/errorText';
import type { Brand, Id, Level1Category, Level2Category, Level3Category } from '../../../api/types';
import { Button } from '../../../components/Button';
import { FormSection, FormSectionFullRow } from '../../../components/FormSection';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import {
  createProductSchema,
  type BrandValues,
  type ProductValues,
} from '../../../validation/product';
import { BrandModal } from '../../catalog/brand/BrandModal';
import { Level1Modal } from '../../catalog/Level1Modal';
import type { Level1Values } from '../../../validation/catalog';
import { LazyRichTextEditor } from '../../form/LazyRichTextEditor';
import { StepForm } from '../../form/StepForm';
import { useStepForm, type FormStepProps } from '../../form/useStepForm';
import { numberValue, textValue } from '../../form/values';
import { PRODUCT_BASICS } from '../../../kernel/fields/product';
import { fieldMap } from '../../form/fieldMap';
import { BrandRow } from './AddProductStep.styles';

/** What the Add Product step collects (docs/behaviour.md, "Add Product"). */
export interface ProductFormValues {
  name: string;
  category1Id: Id;
  /** null when left empty (docs/behaviour.md, "States and transitions": empty categories 2 and 3 are sent as null). */
  category2Id: Id | null;
  category3Id: Id | null;
  /** The brand's name, as the product stores it (`prod_brand`). */
  brand: string;
  model: string;
  colour: string;
  packing: string;
  /** Rich text as sanitized HTML ('' when empty). */
  description: string;
  specifications: string;
}

/** The step's values and the product fields they are (src/kernel/fields/product.ts). */
export const PRODUCT_FIELDS = fieldMap<ProductFormValues>()(PRODUCT_BASICS, {
  name: 'prod_name',
  category1Id: 'category1_id',
  category2Id: 'category2_id',
  category3Id: 'category3_id',
  brand: 'prod_brand',
  model: 'prod_model',
  colour: 'prod_colour',
  packing: 'prod_pack',
  description: 'prod_description',
  specifications: 'prod_specifications',
});

export interface AddProductStepProps extends FormStepProps<ProductFormValues> {
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
  onCreateBrand?: (values: BrandValues) => Promise<Brand>;
  /**
   * Creates a level 1 category from the 'Level1 Category >> Add New' modal; the step then selects
   * it as Category 1 (a seller on a store without categories yet can still add its product).
   * Without it, no 'Add New' link under Category 1.
   */
  onCreateLevel1?: (values: Level1Values) => Promise<Level1Category>;
}

/**
 * One 'Add New' modal of the step: open, busy, the server's refusal, and `select` of what the
 * create returned once it succeeds.
 */
function useCreateAndSelect<V, R>(
  create: ((values: V) => Promise<R>) | undefined,
  select: (created: R) => void,
) {
  const { t } = useWizardTranslation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  // The refusal itself, worded at render: a language picked after it rewords the message.
  const [refusal, setRefusal] = useState<{ reason: unknown } | null>(null);
  const onSubmit = async (values: V) => {
    if (!create) return;
    setSaving(true);
    setRefusal(null);
    try {
      select(await create(values));
      setOpen(false);
    } catch (reason) {
      setRefusal({ reason });
    } finally {
      setSaving(false);
    }
  };
  return {
    openModal: () => {
      setRefusal(null);
      setOpen(true);
    },
    modal: {
      open,
      onClose: () => setOpen(false),
      onSubmit,
      submitting: saving,
      serverError: refusal ? (errorText(refusal.reason, t) ?? String(refusal.reason)) : null,
      serverRefusal: refusal?.reason,
      onEdit: () => setRefusal(null),
    },
  };
}

/** The form's fields: the schema's (wire) names; selects hold text until the schema converts. */
type Fields = Record<keyof ProductValues, unknown>;

const RICH_TEXT_FIELDS = [
  ['prod_description', 'seller.product.description'],
  ['prod_specifications', 'seller.product.specifications'],
] as const;

const idOrNull = (value: unknown): Id | null => numberValue(value);

/**
 * Seller step 1, 'Add Product' (docs/behaviour.md, "Screens and routes"): Product Name, Category 1 / 2 / 3 (each
 * offering the children of the one before; changing a parent clears its children; an 'Add New'
 * link under Category 1 adds a level 1 category and selects it), Brand with an
 * 'Add New' link that opens the 'Brand >> Add New' modal and selects the new brand, Model, Colour,
 * Packing, and the rich-text Description and Specifications (the editor loads on first render).
 * Messages (docs/behaviour.md, "Validation"): 'Product Name is required', 'Category 1 is required', 'Brand
 * Name is required', shown after a Next attempt.
 *
 * @example
 * <AddProductStep level1={level1} level2={level2} brands={brands} onCreateBrand={createBrand}
 *   onCategory1Change={loadLevel2} onSubmit={createProductOnce} />
 */
export function AddProductStep({
  level1,
  level2 = [],
  level3 = [],
  level2Loading = false,
  level3Loading = false,
  onCategory1Change,
  onCategory2Change,
  brands,
  onCreateBrand,
  onCreateLevel1,
  ...props
}: AddProductStepProps) {
  const { t } = useWizardTranslation();
  const { announce, region } = useAnnouncer();
  const schema = useMemo(() => createProductSchema(), []);
  const { form, frame, errorOf } = useStepForm<Fields, ProductFormValues>({
    ...props,
    schema,
    map: PRODUCT_FIELDS,
  });
  const { register, control, setValue, formState } = form;
  const [category1, category2, category3, brand] = useWatch({
    control,
    name: ['category1_id', 'category2_id', 'category3_id', 'prod_brand'],
  });

  const options1 = level1.map<SelectOption>((c) => ({ value: c.level1_id, label: c.level1_name }));
  const options2 = level2
    .filter((c) => String(c.level1_id) === String(category1 ?? ''))
    .map<SelectOption>((c) => ({ value: c.level2_id, label: c.level2_name }));
  const options3 = level3
    .filter((c) => String(c.level2_id) === String(category2 ?? ''))
    .map<SelectOption>((c) => ({ value: c.level3_id, label: c.level3_name }));
  const brandOptions = brands.map<SelectOption>((b) => ({
    value: b.brand_name,
    label: b.brand_name,
  }));
  // A draft's brand stays chosen while the list loads (or if the list no longer has it).
  const chosenBrand = textValue(brand);
  if (chosenBrand && !brandOptions.some((option) => option.value === chosenBrand)) {
    brandOptions.unshift({ value: chosenBrand, label: chosenBrand });
  }

  // Category 2 and 3: disabled until their parent is chosen, then saying why they may be empty.
  const childSelect = (
    parent: unknown,
    loading: boolean,
    options: SelectOption[],
    chooseParentFirst: string,
  ) => ({
    options,
    disabled: idOrNull(parent) === null,
    'aria-busy': loading || undefined,
    hint:
      idOrNull(parent) === null
        ? t(chooseParentFirst)
        : loading
          ? t('seller.product.loadingOptions')
          : options.length === 0
            ? t('seller.product.noOptions')
            : undefined,
  });

  // The category selects show the form's value, not only what the DOM kept: their options arrive
  // after the form is drawn (a revisit starts from the saved categories), and a select keeps no
  // value it had no option for, so it showed 'Select Category' over a value still held.
  const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const category1Field = register('category1_id', {
    onChange: (event: { target: { value: string } }) => {
      setValue('category2_id', '', { shouldDirty: true });
      setValue('category3_id', '', { shouldDirty: true });
      onCategory1Change?.(idOrNull(event.target.value));
    },
  });
  const category2Field = register('category2_id', {
    onChange: (event: { target: { value: string } }) => {
      setValue('category3_id', '', { shouldDirty: true });
      onCategory2Change?.(idOrNull(event.target.value));
    },
  });

  // The modals: each its own refusal, and what it created selected once created.
  const brandModal = useCreateAndSelect(onCreateBrand, (created) => {
    setValue('prod_brand', created.brand_name, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    announce(t('seller.product.brandSelected', { name: created.brand_name }));
  });
  // A new category is offered at once (before the refreshed list arrives) and chosen once its
  // option is rendered: a select keeps no value it has no option for.
  const [addedLevel1, setAddedLevel1] = useState<Level1Category | null>(null);
  const level1Modal = useCreateAndSelect(onCreateLevel1, (created) => {
    setAddedLevel1(created);
    onCategory1Change?.(created.level1_id);
    announce(t('seller.product.categorySelected', { name: created.level1_name }));
  });
  useEffect(() => {
    if (!addedLevel1) return;
    setValue('category1_id', String(addedLevel1.level1_id), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    setValue('category2_id', '', { shouldDirty: true });
    setValue('category3_id', '', { shouldDirty: true });
    // Only when a category was just added, not on every submit-state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addedLevel1, setValue]);

  if (addedLevel1 && !level1.some((c) => String(c.level1_id) === String(addedLevel1.level1_id))) {
    options1.push({ value: addedLevel1.level1_id, label: addedLevel1.level1_name });
  }

  return (
    <>
      <StepForm {...frame}>
        <FormSection title={t('seller.product.title')} hideTitle columns={2}>
          <FormSectionFullRow>
            <TextField
              label={t('seller.product.name')}
              required
              autoComplete="off"
              error={errorOf('prod_name')}
              {...register('prod_name')}
            />
          </FormSectionFullRow>
          <BrandRow>
            <SelectField
              label={t('seller.product.category1')}
              required
              placeholder={t('seller.product.selectCategory')}
              options={options1}
              error={errorOf('category1_id')}
              {...category1Field}
              value={shown(category1)}
            />
            {onCreateLevel1 ? (
              <Button
                variant="tertiary"
                size="sm"
                aria-label={t('seller.product.addCategoryLabel')}
                aria-haspopup="dialog"
                onClick={level1Modal.openModal}
              >
                {t('seller.product.addBrand')}
              </Button>
            ) : null}
          </BrandRow>
          <SelectField
            label={t('seller.product.category2')}
            placeholder={t('seller.product.selectCategory')}
            error={errorOf('category2_id')}
            {...childSelect(
              category1,
              level2Loading,
              options2,
              'seller.product.chooseCategory1First',
            )}
            {...category2Field}
            value={shown(category2)}
          />
          <SelectField
            label={t('seller.product.category3')}
            placeholder={t('seller.product.selectCategory')}
            error={errorOf('category3_id')}
            {...childSelect(
              category2,
              level3Loading,
              options3,
              'seller.product.chooseCategory2First',
            )}
            {...register('category3_id')}
            value={shown(category3)}
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
                  error={errorOf('prod_brand')}
                  {...field}
                  value={textValue(field.value)}
                />
              )}
            />
            {onCreateBrand ? (
              <Button
                variant="tertiary"
                size="sm"
                aria-label={t('seller.product.addBrandLabel')}
                aria-haspopup="dialog"
                onClick={brandModal.openModal}
              >
                {t('seller.product.addBrand')}
              </Button>
            ) : null}
          </BrandRow>
          <TextField
            label={t('seller.product.model')}
            autoComplete="off"
            error={errorOf('prod_model')}
            {...register('prod_model')}
          />
          <TextField
            label={t('seller.product.colour')}
            autoComplete="off"
            error={errorOf('prod_colour')}
            {...register('prod_colour')}
          />
          <TextField
            label={t('seller.product.packing')}
            autoComplete="off"
            error={errorOf('prod_pack')}
            {...register('prod_pack')}
          />
          {RICH_TEXT_FIELDS.map(([fieldName, labelKey]) => (
            <FormSectionFullRow key={fieldName}>
              <Controller
                control={control}
                name={fieldName}
                render={({ field }) => (
                  <LazyRichTextEditor
                    label={t(labelKey)}
                    defaultValue={textValue(field.value)}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormSectionFullRow>
          ))}
        </FormSection>
        {region}
      </StepForm>
      {/* Outside the step's form: the modal's own submit must not reach it. */}
      <BrandModal {...brandModal.modal} />
      <Level1Modal {...level1Modal.modal} />
    </>
  );
}
