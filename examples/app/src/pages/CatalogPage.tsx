import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from 'storefront-onboarding';
import { styled } from 'styled-components';
import { Alert } from 'storefront-onboarding/components';
import {
  BannerCatalog,
  CollectionCatalog,
  Level1Catalog,
  Level2Catalog,
  Level3Catalog,
  useCatalogList,
  type CatalogSectionProps,
} from 'storefront-onboarding/wizards';
import { PageColumn, PageHeader, Panel, useCompanyId, useStoreT } from './storeKit';
import { CATALOG_LISTS, type CatalogListName } from './summaryModel';

/** Each list's connected piece: the kit's table, its Add New and its modal (docs/behaviour.md, "Screens and routes"). */
const SECTIONS: Record<CatalogListName, ComponentType<CatalogSectionProps>> = {
  level1: Level1Catalog,
  level2: Level2Catalog,
  level3: Level3Catalog,
  banners: BannerCatalog,
  collections: CollectionCatalog,
};

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-block-end: 3px solid transparent;
  margin-block-end: -1px;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.color.primaryText};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  min-inline-size: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-align: center;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const TabPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const isList = (value: string | null): value is CatalogListName =>
  (CATALOG_LISTS as readonly string[]).includes(value ?? '');

/**
 * `/table/datatable`: the catalog browser (docs/behaviour.md, "Catalog tables and modals").
 * One tab per list (`?list=level2` opens that one); each tab is the kit's connected piece: the
 * DataTable with search, sorting and 5/10/25 rows a page, a skeleton while it loads, the failure
 * with Retry, and Add New through the wizard's own modal, after which the list is fetched again;
 * Remove asks first, then removes the entry (an administrator any, a seller its own shop's).
 */
export function CatalogPage() {
  const t = useStoreT();
  const companyId = useCompanyId();
  return (
    <PageColumn>
      <PageHeader id="catalog-title" title={t('catalog.title')}>
        {companyId === null ? t('common.noCompany') : t('catalog.intro')}
      </PageHeader>
      {companyId === null ? null : <CatalogLists companyId={companyId} />}
    </PageColumn>
  );
}

function CatalogLists({ companyId }: { companyId: number }) {
  const t = useStoreT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const current: CatalogListName = isList(requested) ? requested : 'level1';
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const { session } = useSession();
  const seller = session?.user.kind === 'seller';
  const removable = (name: CatalogListName) =>
    !seller || name === 'banners' || name === 'collections';
  const lists = {
    level1: useCatalogList('level1', companyId),
    level2: useCatalogList('level2', companyId),
    level3: useCatalogList('level3', companyId),
    banners: useCatalogList('banners', companyId),
    collections: useCatalogList('collections', companyId),
  };
  const select = (name: CatalogListName) => setParams({ list: name }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CATALOG_LISTS.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? CATALOG_LISTS.length - 1
          : step === undefined
            ? null
            : (index + step + CATALOG_LISTS.length) % CATALOG_LISTS.length;
    if (target === null) return;
    event.preventDefault();
    select(CATALOG_LISTS[target]!);
    tabs.current[target]?.focus();
  };
  const Section = SECTIONS[current];
  const rows = lists[current].data;
  return (
    <Panel>
      <Tabs role="tablist" aria-label={t('catalog.lists')} onKeyDown={onKeyDown}>
        {CATALOG_LISTS.map((name, index) => {
          const count = lists[name].data?.length;
          return (
            <Tab
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`catalog-tab-${name}`}
              aria-selected={name === current}
              aria-controls="catalog-panel"
              tabIndex={name === current ? 0 : -1}
              onClick={() => select(name)}
            >
              {t(`summary.counts.${name}`)}
              {count === undefined ? null : (
                <>
                  <Count aria-hidden="true">{count}</Count>
                  <span className="sfo-visually-hidden">({t('catalog.count', { count })})</span>
                </>
              )}
            </Tab>
          );
        })}
      </Tabs>
      <TabPanel role="tabpanel" id="catalog-panel" aria-labelledby={`catalog-tab-${current}`}>
        {rows && rows.length === 0 ? (
          <Alert tone="info">{t(`catalog.empty.${current}`)}</Alert>
        ) : null}
        {/* Administrators remove any entry; a seller its own shop's banners and collections. */}
        <Section key={current} companyId={companyId} removable={removable(current)} />
      </TabPanel>
    </Panel>
  );
}
