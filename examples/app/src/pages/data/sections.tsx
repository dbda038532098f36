import { styled } from 'styled-components';
import type { CompanyRecord, Id } from 'storefront-onboarding/api';
import { Card } from 'storefront-onboarding/components';
import { useCatalogList, useProductList, useSellerList } from 'storefront-onboarding/wizards';
import { RouterLink } from '../../RouterLink';
import {
  FactList,
  LoadFailure,
  PATHS,
  Skeleton,
  combined,
  joinAddress,
  useNumber,
  usePagesTranslation,
} from './parts';

/*
 * Sections both dashboards show: the billing name and address, and the store's counts, each
 * linking to where it is managed.
 */

const Tiles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  & a {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    block-size: 100%;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    border-color: ${({ theme }) => theme.color.primaryText};
  }
  & strong {
    font-size: 1.75rem;
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** The billing name and address (company step 3). */
export function Billing({ record }: { record: CompanyRecord }) {
  const { t } = usePagesTranslation();
  if (!record.signup_page3_over && !record.gstin_number && !record.billing_zip) {
    return <p>{t('overview.noBilling')}</p>;
  }
  return (
    <FactList
      facts={[
        ['fields.billingName', record.legal_name],
        ['fields.gstin', record.gstin_number],
        [
          'fields.billingAddress',
          joinAddress([
            record.billing_addressline1,
            record.billing_addressline2,
            record.billing_street_no,
            record.billing_street_name,
            record.billing_area,
            record.billing_region,
            record.billing_zip,
            record.statelong ?? record.billing_stateshort,
            record.billing_country,
          ]),
        ],
      ]}
    />
  );
}

/** How many categories, banners, collections, products and sellers the store has. */
export function Counts({ companyId }: { companyId: Id }) {
  const { t } = usePagesTranslation();
  const number = useNumber();
  const lists = {
    level1: useCatalogList('level1', companyId),
    level2: useCatalogList('level2', companyId),
    level3: useCatalogList('level3', companyId),
    banners: useCatalogList('banners', companyId),
    collections: useCatalogList('collections', companyId),
    products: useProductList(companyId),
    sellers: useSellerList(companyId),
  };
  const where: Record<keyof typeof lists, string> = {
    level1: PATHS.catalog,
    level2: PATHS.catalog,
    level3: PATHS.catalog,
    banners: PATHS.catalog,
    collections: PATHS.catalog,
    products: PATHS.products,
    sellers: PATHS.sellers,
  };
  const state = combined(Object.values(lists));
  return (
    <Card title={t('overview.catalog')}>
      {state.error ? (
        <LoadFailure error={state.error} onRetry={state.retry} />
      ) : state.pending ? (
        <Skeleton lines={4} />
      ) : (
        <Tiles>
          {(Object.keys(lists) as Array<keyof typeof lists>).map((key) => {
            const label = t(`overview.counts.${key}`);
            return (
              <li key={key}>
                <RouterLink
                  href={where[key]}
                  title={t('overview.manage', { what: label })}
                  data-count={key}
                >
                  <strong>{number(lists[key].data?.length ?? 0)}</strong>
                  <span>{label}</span>
                </RouterLink>
              </li>
            );
          })}
        </Tiles>
      )}
    </Card>
  );
}
