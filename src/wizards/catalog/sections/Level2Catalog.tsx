import type { Level2Values } from '../../../validation/catalog';
import { level2Payload, toOptions } from '../payload';
import { useCatalogList, useCreateCatalogItem } from '../queries';
import { AddNewButton } from '../internal/AddNewButton';
import { useAddNew, useTableState } from '../internal/useAddNew';
import { useRemoveEntry } from '../internal/useRemoveEntry';
import { Level2Modal } from '../Level2Modal';
import { Level2Table } from '../tables';
import type { CatalogSectionProps } from '../types';

export type Level2CatalogProps = CatalogSectionProps;

/**
 * The company's level 2 categories with 'Level2 Category >> Add New' (docs/behaviour.md, "Screens and routes" step
 * 7). The save carries the chosen level 1's name (docs/behaviour.md, "Calls").
 *
 * @example
 * <Level2Catalog companyId={company.id} />
 */
export function Level2Catalog({ companyId, onCreated, removable = false }: Level2CatalogProps) {
  const level1 = useCatalogList('level1', companyId);
  const list = useCatalogList('level2', companyId);
  const removal = useRemoveEntry('level2', companyId);
  const create = useCreateCatalogItem('level2', companyId);
  const { openModal, modal } = useAddNew({
    save: (values: Level2Values) => create.mutateAsync(level2Payload(values, level1.data)),
    added: 'catalog.level2.added',
    onCreated,
  });
  return (
    <>
      <Level2Table
        {...useTableState(list)}
        {...(removable ? removal.table : {})}
        toolbar={<AddNewButton onClick={openModal} />}
        onAdd={openModal}
      />
      <Level2Modal
        {...modal}
        level1Options={toOptions(
          level1.data,
          (r) => r.level1_id,
          (r) => r.level1_name,
        )}
      />
      {removable ? removal.dialog : null}
    </>
  );
}
