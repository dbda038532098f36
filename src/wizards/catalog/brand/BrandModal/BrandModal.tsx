import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { TextField } from '../../../../components/TextField';
import { useWizardTranslation } from '../../../internal/strings';
import { createBrandSchema, type BrandValues } from '../../../../validation/product';
import { CatalogModal } from '../../internal/CatalogModal';
import type { CatalogModalProps } from '../../types';

export type BrandModalProps = CatalogModalProps<BrandValues>;

/**
 * The 'Brand >> Add New' modal (docs/behaviour.md, "Screens and routes"): one field, Brand Name ('Brand Name is
 * required'), handed over trimmed as `{ brand_name }`. Like every catalog modal its backdrop is
 * static: only the close (×) and Cancel buttons or a successful save close it.
 *
 * @example
 * <BrandModal open={open} onClose={close} onSubmit={(values) => createBrand.mutateAsync(values)} />
 */
export function BrandModal(props: BrandModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createBrandSchema()), []);
  return (
    <CatalogModal
      {...props}
      title={t('seller.brand.title')}
      size="sm"
      resolver={resolver}
      defaultValues={{ brand_name: '' }}
    >
      {({ register, formState: { errors } }) => (
        <TextField
          label={t('seller.brand.name')}
          required
          autoComplete="off"
          error={errors.brand_name?.message}
          {...register('brand_name')}
        />
      )}
    </CatalogModal>
  );
}
