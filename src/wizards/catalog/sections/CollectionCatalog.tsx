import type { CollectionValues } from '../../../validation/catalog';
import { collectionPayload } from '../payload';
import { useCatalogList, useCreateCatalogItem } from '../queries';
import { AddNewButton } from '../internal/AddNewButton';
import { useAddNew, useTableState } from '../internal/useAddNew';
import { useRemoveEntry } from '../internal/useRemoveEntry';
import { CollectionModal } from '../CollectionModal';
import { CollectionTable } from '../tables';
import type { CatalogSectionProps } from '../types';

export type CollectionCatalogProps = CatalogSectionProps;

/**
 * The company's collections with Add New (docs/behaviour.md, "Screens and routes" step 10); flags left off are sent
 * as false.
 *
 * @example
 * <CollectionCatalog companyId={company.id} />
 */
export function CollectionCatalog({
  companyId,
  onCreated,
  removable = false,
}: CollectionCatalogProps) {
  const list = useCatalogList('collections', companyId);
  const removal = useRemoveEntry('collections', companyId);
  const create = useCreateCatalogItem('collections', companyId);
  const { openModal, modal } = useAddNew({
    save: (values: CollectionValues) => create.mutateAsync(collectionPayload(values)),
    added: 'catalog.collection.added',
    onCreated,
  });
  return (
    <>
      <CollectionTable
        {...useTableState(list)}
        {...(removable ? removal.table : {})}
        toolbar={<AddNewButton onClick={openModal} />}
        onAdd={openModal}
      />
      <CollectionModal {...modal} />
      {removable ? removal.dialog : null}
    </>
  );
}
