import type { Level3Values } from '../../../validation/catalog';
import { useState } from 'react';
import type { Id } from '../../../api/types';
import { level3Payload, toOptions } from '../payload';
import { useCatalogList, useCreateCatalogItem, useLevel2Options } from '../queries';
import { AddNewButton } from '../internal/AddNewButton';
import { useAddNew, useTableState } from '../internal/useAddNew';
import { useRemoveEntry } from '../internal/useRemoveEntry';
import { Level3Modal } from '../Level3Modal';
import { Level3Table } from '../tables';
import type { CatalogSectionProps } from '../types';

export type Level3CatalogProps = CatalogSectionProps;

/**
 * The company's level 3 categories with 'Level3 Category >> Add New' (docs/behaviour.md, "Screens and routes" step
 * 8): the level 2 choices follow the chosen level 1, and the save carries both parents' names.
 *
 * @example
 * <Level3Catalog companyId={company.id} />
 */
export function Level3Catalog({ companyId, onCreated, removable = false }: Level3CatalogProps) {
  const level1 = useCatalogList('level1', companyId);
  const level2 = useCatalogList('level2', companyId);
  const list = useCatalogList('level3', companyId);
  const removal = useRemoveEntry('level3', companyId);
  const create = useCreateCatalogItem('level3', companyId);
  const [chosen, setChosen] = useState<Id | null>(null);
  const level2Options = useLevel2Options(companyId, chosen);
  const { openModal, modal } = useAddNew({
    save: (values: Level3Values) =>
      create.mutateAsync(level3Payload(values, level1.data, level2.data)),
    added: 'catalog.level3.added',
    onCreated,
  });
  const open = () => {
    setChosen(null);
    openModal();
  };
  return (
    <>
      <Level3Table
        {...useTableState(list)}
        {...(removable ? removal.table : {})}
        toolbar={<AddNewButton onClick={open} />}
        onAdd={open}
      />
      <Level3Modal
        {...modal}
        level1Options={toOptions(
          level1.data,
          (r) => r.level1_id,
          (r) => r.level1_name,
        )}
        level2Options={level2Options.options}
        level2Loading={level2Options.loading}
        onLevel1Change={setChosen}
      />
      {removable ? removal.dialog : null}
    </>
  );
}
