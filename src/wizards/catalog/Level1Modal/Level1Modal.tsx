import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { NumberField } from '../../../components/NumberField';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import { createLevel1Schema, type Level1Values } from '../../../validation/catalog';
import { CatalogModal } from '../internal/CatalogModal';
import type { CatalogModalProps } from '../types';

export type Level1ModalProps = CatalogModalProps<Level1Values>;

/**
 * 'Add New' level 1 category (docs/behaviour.md, "Screens and routes" step 6): Category, Description and Order Id,
 * all required ('Category is required', 'Description is required', 'Order Id is required').
 *
 * @example
 * <Level1Modal open={open} onClose={close} onSubmit={(values) => create.mutateAsync(values)} />
 */
export function Level1Modal(props: Level1ModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createLevel1Schema()), []);
  return (
    <CatalogModal {...props} title={t('catalog.level1.modal')} resolver={resolver}>
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={t('catalog.level1.name')}
            required
            error={errors.level1_name?.message}
            {...register('level1_name')}
          />
          <TextArea
            label={t('catalog.level1.description')}
            required
            error={errors.description?.message}
            {...register('description')}
          />
          <NumberField
            label={t('catalog.level1.order')}
            required
            error={errors.level1_order_id?.message}
            {...register('level1_order_id')}
          />
        </>
      )}
    </CatalogModal>
  );
}
