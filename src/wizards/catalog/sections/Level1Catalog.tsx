import { useCatalogList, useCreateCatalogItem } from '../queries';
import { AddNewButton } from '../internal/AddNewButton';
import { useAddNew, useTableState } from '../internal/useAddNew';
import { useRemoveEntry } from '../internal/useRemoveEntry';
import { Level1Modal } from '../Level1Modal';
import { Level1Table } from '../tables';
import type { CatalogSectionProps } from '../types';

export type Level1CatalogProps = CatalogSectionProps;

/**
 * The company's level 1 categories with Add New (docs/behaviour.md, "Screens and routes" step 6), on the adapters of
 * `<BackofficeProvider>` (and its `<ToastProvider>` for 'Level1 Category Added Successfully').
 *
 * @example
 * <Level1Catalog companyId={company.id} onCreated={() => api.company.completeStep(6, company.id)} />
 */
export function Level1Catalog({ companyId, onCreated, removable = false }: Level1CatalogProps) {
  const list = useCatalogList('level1', companyId);
  const removal = useRemoveEntry('level1', companyId);
  const create = useCreateCatalogItem('level1', companyId);
  const { openModal, modal } = useAddNew({
    save: create.mutateAsync,
    added: 'catalog.level1.added',
    onCreated,
  });
  return (
    <>
      <Level1Table
        {...useTableState(list)}
        {...(removable ? removal.table : {})}
        toolbar={<AddNewButton onClick={openModal} />}
        onAdd={openModal}
      />
      <Level1Modal {...modal} />
      {removable ? removal.dialog : null}
    </>
  );
}
