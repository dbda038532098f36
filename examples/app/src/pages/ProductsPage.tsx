import { useMemo } from 'react';
import type { Id, Product } from 'storefront-onboarding/api';
import { Card } from 'storefront-onboarding/components';
import type { DataTableColumn } from 'storefront-onboarding/data-table';
import { useCatalogList, useProductList, useSellerList } from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import {
  DataTable,
  Empty,
  ForStore,
  LoadFailure,
  PATHS,
  Page,
  Skeleton,
  combined,
  usePagesTranslation,
  value,
} from './data/parts';

/** /ecommerce/*: the store's products (a seller: its own), with their category and seller. */
export function ProductsPage() {
  return (
    <ForStore
      render={(user, companyId) => (
        <Page>
          <Products companyId={companyId} own={user.kind === 'seller'} />
        </Page>
      )}
    />
  );
}

function Products({ companyId, own }: { companyId: Id; own: boolean }) {
  const { t } = usePagesTranslation();
  const products = useProductList(companyId);
  const level1 = useCatalogList('level1', companyId);
  const sellers = useSellerList(companyId);
  const state = combined([products, level1, sellers]);
  const none = t('common.none');

  const columns = useMemo<Array<DataTableColumn<Product>>>(() => {
    const categories = new Map((level1.data ?? []).map((c) => [c.level1_id, c.level1_name]));
    const sellerNames = new Map(
      (sellers.data ?? []).map((s) => [s.seller_id, s.seller_business_name]),
    );
    return [
      {
        id: 'name',
        name: t('products.columns.name'),
        selector: (p) => p.prod_name,
        sortable: true,
        grow: 1.75,
        wrap: true,
      },
      {
        id: 'brand',
        name: t('products.columns.brand'),
        selector: (p) => p.prod_brand,
        sortable: true,
      },
      {
        id: 'model',
        name: t('products.columns.model'),
        selector: (p) => value(p.prod_model, none),
        grow: 0.75,
        wrap: true,
      },
      {
        // Room for its sortable header in one word at 1280 px, and its names wrap, not cut.
        id: 'category',
        name: t('products.columns.category'),
        selector: (p) => categories.get(p.category1_id) ?? none,
        sortable: true,
        grow: 1.5,
        minWidth: '8.5rem',
        wrap: true,
      },
      ...(own
        ? []
        : [
            {
              id: 'seller',
              name: t('products.columns.seller'),
              selector: (p: Product) => value(sellerNames.get(p.seller_id), none),
              sortable: true,
              grow: 1.5,
              wrap: true,
            },
          ]),
      {
        id: 'variants',
        name: t('products.columns.variants'),
        grow: 0.75,
        selector: (p) =>
          p.prod_varient_enabled ? value(p.prod_varient_header, t('common.yes')) : t('common.no'),
      },
      {
        id: 'taxes',
        name: t('products.columns.taxes'),
        selector: (p) => (p.igst === null ? none : `${p.cgst ?? 0} / ${p.sgst ?? 0} / ${p.igst}`),
        searchable: false,
      },
      {
        id: 'country',
        name: t('products.columns.country'),
        selector: (p) => value(p.country_origin, none),
        sortable: true,
      },
    ];
  }, [t, none, own, level1.data, sellers.data]);

  const title = own ? t('products.listTitleSeller') : t('products.listTitle');
  return (
    <Card title={title}>
      {state.error ? (
        <LoadFailure error={state.error} onRetry={state.retry} />
      ) : state.pending ? (
        <Skeleton lines={5} columns={columns.length} />
      ) : (products.data ?? []).length === 0 ? (
        <Empty
          title={own ? t('products.emptySeller') : t('products.empty')}
          action={
            own ? <RouterLink href={PATHS.sellerWizard}>{t('products.addFirst')}</RouterLink> : null
          }
        />
      ) : (
        <DataTable
          aria-label={title}
          columns={columns}
          data={products.data ?? []}
          keyField="prod_id"
        />
      )}
    </Card>
  );
}
