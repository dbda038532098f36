import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Id } from '../../../api/types';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useWizardTranslation } from '../../internal/strings';
import { createLevel3Schema, type Level3Values } from '../../../validation/catalog';
import { childSelect, registerParent } from '../internal/cascade';
import { CatalogModal } from '../internal/CatalogModal';
import type { CatalogModalProps, CatalogOption } from '../types';

export interface Level3ModalProps extends CatalogModalProps<Level3Values> {
  /** The company's level 1 categories to choose from. */
  level1Options: readonly CatalogOption[];
  /** The level 2 categories of the chosen level 1 (see `onLevel1Change`). */
  level2Options: readonly CatalogOption[];
  /** Whether `level2Options` are still loading. @default false */
  level2Loading?: boolean;
  /** Called with the chosen level 1 (null when cleared): load its level 2 options. */
  onLevel1Change?: (level1Id: Id | null) => void;
}

/**
 * 'Level3 Category >> Add New' (docs/behaviour.md, "Screens and routes" step 8): Level1 Category, then a Level2
 * Category of that level 1 (choosing another level 1 empties it), the Level3 Category name and
 * its order, all required.
 *
 * @example
 * const [level1, setLevel1] = useState<Id | null>(null);
 * const level2 = useLevel2Options(companyId, level1);
 * <Level3Modal open={open} level1Options={l1} level2Options={level2.options}
 *   onLevel1Change={setLevel1} onClose={close} onSubmit={save} />
 */
export function Level3Modal({
  level1Options,
  level2Options,
  level2Loading = false,
  onLevel1Change,
  ...props
}: Level3ModalProps) {
  const { t } = useWizardTranslation();
  const resolver = useMemo(() => yupResolver(createLevel3Schema()), []);
  return (
    <CatalogModal {...props} title={t('catalog.level3.modal')} resolver={resolver}>
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <SelectField
              label={t('catalog.level3.level1')}
              required
              placeholder={t('catalog.select')}
              options={level1Options}
              error={errors.level1_id?.message}
              {...registerParent(form, 'level1_id', ['level2_id'], onLevel1Change)}
            />
            <SelectField
              label={t('catalog.level3.level2')}
              required
              placeholder={t('catalog.select')}
              {...childSelect(
                t,
                form.watch('level1_id'),
                t('catalog.level3.level1'),
                level2Loading,
                level2Options,
              )}
              error={errors.level2_id?.message}
              {...form.register('level2_id')}
            />
            <TextField
              label={t('catalog.level3.name')}
              required
              error={errors.level3_name?.message}
              {...form.register('level3_name')}
            />
            <NumberField
              label={t('catalog.level3.order')}
              required
              error={errors.level3_order_id?.message}
              {...form.register('level3_order_id')}
            />
          </>
        );
      }}
    </CatalogModal>
  );
}
