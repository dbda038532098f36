import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import { createLevel2Schema, type Level2Values } from '../../../validation/catalog';
import { CatalogModal } from '../internal/CatalogModal';
import type { CatalogModalProps, CatalogOption } from '../types';

export interface Level2ModalProps extends CatalogModalProps<Level2Values> {
  /** The company's level 1 categories to choose from. */
  level1Options: readonly CatalogOption[];
}

/**
 * 'Level2 Category >> Add New' (docs/behaviour.md, "Screens and routes" step 7): its Level1 Category, the Level2
 * Category name and Order ID, all required.
 *
 * @example
 * <Level2Modal open={open} level1Options={level1} onClose={close} onSubmit={save} />
 */
export function Level2Modal({ level1Options, ...props }: Level2ModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createLevel2Schema()), []);
  return (
    <CatalogModal {...props} title={t('catalog.level2.modal')} resolver={resolver}>
      {({ register, formState: { errors } }) => (
        <>
          <SelectField
            label={t('catalog.level2.level1')}
            required
            placeholder={t('catalog.select')}
            options={level1Options}
            error={errors.level1_id?.message}
            {...register('level1_id')}
          />
          <TextField
            label={t('catalog.level2.name')}
            required
            error={errors.level2_name?.message}
            {...register('level2_name')}
          />
          <NumberField
            label={t('catalog.level2.order')}
            required
            error={errors.level2_order_id?.message}
            {...register('level2_order_id')}
          />
        </>
      )}
    </CatalogModal>
  );
}
