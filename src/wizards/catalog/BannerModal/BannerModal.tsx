import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Id } from '../../../api/types';
import { ImageField } from '../../../components/ImageField';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import { createBannerSchema, type BannerValues } from '../../../validation/catalog';
import { MAX_UPLOAD_BYTES } from '../../../kernel/rules';
import { childSelect, registerParent } from '../internal/cascade';
import { CatalogModal } from '../internal/CatalogModal';
import type { CatalogModalProps, CatalogOption } from '../types';

export interface BannerModalProps extends CatalogModalProps<BannerValues> {
  /** The company's level 1 categories (Category 1, required). */
  level1Options: readonly CatalogOption[];
  /** The level 2 categories of the chosen Category 1 (Category 2, optional). */
  level2Options: readonly CatalogOption[];
  /** The level 3 categories of the chosen Category 2 (Category 3, optional). */
  level3Options: readonly CatalogOption[];
  /** Whether `level2Options` are still loading. @default false */
  level2Loading?: boolean;
  /** Whether `level3Options` are still loading. @default false */
  level3Loading?: boolean;
  /** Called with the chosen Category 1 (null when cleared): load its level 2 options. */
  onCategory1Change?: (level1Id: Id | null) => void;
  /** Called with the chosen Category 2 (null when cleared): load its level 3 options. */
  onCategory2Change?: (level2Id: Id | null) => void;
}

/**
 * The banner modal (docs/behaviour.md, "Screens and routes" step 9): Category 1 (required), Categories 2 and 3
 * (optional, each offering the children of the one before), Order Id, the Banner Image (PNG, JPEG
 * or WEBP; the host uploads it before saving), Banner Slogan and Banner Button Text. `onSubmit`
 * receives the chosen file in `banner_url`; empty categories 2 and 3 are null.
 *
 * @example
 * <BannerModal open={open} level1Options={l1} level2Options={l2.options} level3Options={l3.options}
 *   onCategory1Change={setCategory1} onCategory2Change={setCategory2}
 *   onClose={close} onSubmit={(values) => createBanner.mutateAsync(bannerPayload(values))} />
 */
export function BannerModal({
  level1Options,
  level2Options,
  level3Options,
  level2Loading = false,
  level3Loading = false,
  onCategory1Change,
  onCategory2Change,
  ...props
}: BannerModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createBannerSchema()), []);
  return (
    <CatalogModal {...props} title={t('catalog.banner.modal')} resolver={resolver} size="lg">
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <SelectField
              label={t('catalog.banner.category1')}
              required
              placeholder={t('catalog.select')}
              options={level1Options}
              error={errors.category1_id?.message}
              {...registerParent(form, 'category1_id', ['category2_id', 'category3_id'], (id) => {
                onCategory1Change?.(id);
                onCategory2Change?.(null);
              })}
            />
            <SelectField
              label={t('catalog.banner.category2')}
              placeholder={t('catalog.select')}
              {...childSelect(
                t,
                form.watch('category1_id'),
                t('catalog.banner.category1'),
                level2Loading,
                level2Options,
              )}
              error={errors.category2_id?.message}
              {...registerParent(form, 'category2_id', ['category3_id'], onCategory2Change)}
            />
            <SelectField
              label={t('catalog.banner.category3')}
              placeholder={t('catalog.select')}
              {...childSelect(
                t,
                form.watch('category2_id'),
                t('catalog.banner.category2'),
                level3Loading,
                level3Options,
              )}
              error={errors.category3_id?.message}
              {...form.register('category3_id')}
            />
            <NumberField
              label={t('catalog.banner.order')}
              required
              error={errors.order_id?.message}
              {...form.register('order_id')}
            />
            <Controller
              name="banner_url"
              control={form.control}
              render={({ field, fieldState }) => (
                <ImageField
                  label={t('catalog.banner.image')}
                  required
                  maxBytes={MAX_UPLOAD_BYTES}
                  value={field.value instanceof File ? field.value : null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField
              label={t('catalog.banner.slogan')}
              required
              error={errors.banner_slogan?.message}
              {...form.register('banner_slogan')}
            />
            <TextField
              label={t('catalog.banner.buttonText')}
              required
              error={errors.banner_button_text?.message}
              {...form.register('banner_button_text')}
            />
          </>
        );
      }}
    </CatalogModal>
  );
}
