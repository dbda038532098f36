import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import { createCollectionSchema, type CollectionValues } from '../../../validation/catalog';
import { CatalogModal } from '../internal/CatalogModal';
import type { CatalogModalProps } from '../types';

export type CollectionModalProps = CatalogModalProps<CollectionValues>;

/**
 * The collection modal (docs/behaviour.md, "Screens and routes" step 10): Collection Name ('Collection Name is
 * required') and two switches, Collection Enable Select and Collection Enable Display, false
 * unless turned on.
 *
 * @example
 * <CollectionModal open={open} onClose={close} onSubmit={save} />
 */
export function CollectionModal(props: CollectionModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createCollectionSchema()), []);
  return (
    <CatalogModal
      {...props}
      title={t('catalog.collection.modal')}
      resolver={resolver}
      defaultValues={{ collection_enable_select: false, collection_enable_display: false }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={t('catalog.collection.name')}
            required
            error={errors.collection_name?.message}
            {...register('collection_name')}
          />
          <Switch
            label={t('catalog.collection.enableSelect')}
            {...register('collection_enable_select')}
          />
          <Switch
            label={t('catalog.collection.enableDisplay')}
            {...register('collection_enable_display')}
          />
        </>
      )}
    </CatalogModal>
  );
}
