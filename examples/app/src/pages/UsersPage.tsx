import { useMemo } from 'react';
import type { Id, Seller, SignInRecord } from 'storefront-onboarding/api';
import { Card } from 'storefront-onboarding/components';
import type { DataTableColumn } from 'storefront-onboarding/data-table';
import { useSellerList } from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import {
  DataCard,
  DataTable,
  Empty,
  FactList,
  ForStore,
  PATHS,
  Page,
  usePagesTranslation,
  value,
} from './data/parts';

/** /users/*: the signed-in user's profile and the store's sellers (a seller: its own record). */
export function UsersPage() {
  return (
    <ForStore
      render={(user, companyId) => (
        <Page>
          <YourProfile user={user} />
          <Sellers companyId={companyId} own={user.kind === 'seller'} />
        </Page>
      )}
    />
  );
}

function YourProfile({ user }: { user: SignInRecord }) {
  const { t } = usePagesTranslation();
  return (
    <Card
      title={t('users.profile')}
      actions={
        <RouterLink href={user.kind === 'seller' ? PATHS.sellerPassword : PATHS.companyPassword}>
          {t('users.changePassword')}
        </RouterLink>
      }
    >
      <FactList
        facts={[
          ['fields.username', user.username],
          ['fields.name', [user.first_name, user.last_name].filter(Boolean).join(' ')],
          ['fields.kind', t(`fields.kinds.${user.kind}`)],
          ['fields.phone', user.phone],
        ]}
      />
    </Card>
  );
}

function Sellers({ companyId, own }: { companyId: Id; own: boolean }) {
  const { t } = usePagesTranslation();
  const sellers = useSellerList(companyId);
  const none = t('common.none');
  const columns = useMemo<Array<DataTableColumn<Seller>>>(
    () => [
      {
        id: 'business',
        name: t('users.columns.business'),
        selector: (s) => s.seller_business_name,
        sortable: true,
        grow: 2,
        wrap: true,
      },
      {
        id: 'legal',
        name: t('users.columns.legal'),
        selector: (s) => value(s.seller_legal_name, none),
        sortable: true,
        wrap: true,
      },
      {
        id: 'admin',
        name: t('users.columns.admin'),
        selector: (s) =>
          value(
            [s.seller_admin_first_name, s.seller_admin_last_name].filter(Boolean).join(' '),
            none,
          ),
        sortable: true,
      },
      {
        id: 'email',
        name: t('users.columns.email'),
        selector: (s) => value(s.seller_office_email ?? s.seller_admin_email, none),
        wrap: true,
      },
      {
        id: 'phone',
        name: t('users.columns.phone'),
        selector: (s) => value(s.seller_phone ?? s.seller_admin_phone, none),
      },
      {
        id: 'state',
        name: t('users.columns.state'),
        selector: (s) => value(s.seller_statelong ?? s.seller_stateshort, none),
        sortable: true,
      },
      {
        id: 'commission',
        name: t('users.columns.commission'),
        selector: (s) => s.seller_comm_percentage ?? none,
        sortable: true,
        alignEnd: true,
      },
      {
        id: 'maximum',
        name: t('users.columns.maximum'),
        selector: (s) => s.seller_maximum_products ?? none,
        sortable: true,
        alignEnd: true,
      },
    ],
    [t, none],
  );
  const title = own ? t('users.sellersOwn') : t('users.sellers');
  return (
    <DataCard title={title} query={sellers} lines={5}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty>
            <p>{t('users.empty')}</p>
          </Empty>
        ) : (
          <DataTable aria-label={title} columns={columns} data={rows} keyField="seller_id" />
        )
      }
    </DataCard>
  );
}
