import type { BannerValues } from '../../../validation/catalog';
import { useState } from 'react';
import type { Id } from '../../../api/types';
import { bannerPayload, toOptions } from '../payload';
import { useCatalogList, useCreateBanner, useLevel2Options, useLevel3Options } from '../queries';
import { AddNewButton } from '../internal/AddNewButton';
import { useAddNew, useTableState } from '../internal/useAddNew';
import { useRemoveEntry } from '../internal/useRemoveEntry';
import { BannerModal } from '../BannerModal';
import { BannerTable } from '../tables';
import type { CatalogSectionProps } from '../types';

export type BannerCatalogProps = CatalogSectionProps;

/**
 * The company's banners with Add New (docs/behaviour.md, "Screens and routes" step 9). The image is uploaded through
 * `<BackofficeProvider uploader>` before the banner is saved; the category choices cascade.
 *
 * @example
 * <BannerCatalog companyId={company.id} />
 */
export function BannerCatalog({ companyId, onCreated, removable = false }: BannerCatalogProps) {
  const level1 = useCatalogList('level1', companyId);
  const list = useCatalogList('banners', companyId);
  const removal = useRemoveEntry('banners', companyId);
  const create = useCreateBanner(companyId);
  const [category1, setCategory1] = useState<Id | null>(null);
  const [category2, setCategory2] = useState<Id | null>(null);
  const level2 = useLevel2Options(companyId, category1);
  const level3 = useLevel3Options(companyId, category2);
  const { openModal, modal } = useAddNew({
    save: (values: BannerValues) => create.mutateAsync(bannerPayload(values)),
    added: 'catalog.banner.added',
    onCreated,
  });
  const open = () => {
    setCategory1(null);
    setCategory2(null);
    openModal();
  };
  return (
    <>
      <BannerTable
        {...useTableState(list)}
        {...(removable ? removal.table : {})}
        toolbar={<AddNewButton onClick={open} />}
        onAdd={open}
      />
      <BannerModal
        {...modal}
        level1Options={toOptions(
          level1.data,
          (r) => r.level1_id,
          (r) => r.level1_name,
        )}
        level2Options={level2.options}
        level3Options={level3.options}
        level2Loading={level2.loading}
        level3Loading={level3.loading}
        onCategory1Change={setCategory1}
        onCategory2Change={setCategory2}
      />
      {removable ? removal.dialog : null}
    </>
  );
}
