import { useMemo } from 'react';
import { styled } from 'styled-components';
import type { Id, Seller, SignInRecord } from 'storefront-onboarding/api';
import { Card } from 'storefront-onboarding/components';
import type { DataTableColumn } from 'storefront-onboarding/data-table';
import { useKitAreas } from 'storefront-onboarding/i18n';
import { StoreTeam } from 'storefront-onboarding/team';
import {
  SELLER_PROGRESS,
  summarizeOnboarding,
  useSellerList,
  useSellersProgress,
  wizardStrings,
} from 'storefront-onboarding/wizards';
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

/**
 * /users/*: the signed-in user's profile, the sellers' onboarding (administrators: each seller's
 * current step and what it still has to do, counted with the seller wizard's own rules) and the
 * store's sellers (a seller: its own record). A company admin also sees the store's team, which
 * its owner manages there (admins, invitations, removal, transfer of ownership).
 */
export function UsersPage() {
  return (
    <ForStore
      render={(user, companyId) => (
        <Page>
          <YourProfile user={user} />
          {user.kind === 'seller' ? null : (
            <StoreTeam companyId={companyId} currentUserId={user.user_id} />
          )}
          {user.kind === 'seller' ? null : <SellersProgress companyId={companyId} />}
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
  // Each column at least as wide as its header's longest word and a phone number: eight squeezed
  // into the card at 1280 px broke 'Administrator' inside the word and cut phone numbers short.
  // Narrower, the table scrolls sideways (its first column stays, a shadow marks the hidden edge).
  const columns = useMemo<Array<DataTableColumn<Seller>>>(
    () => [
      {
        id: 'business',
        name: t('users.columns.business'),
        selector: (s) => s.seller_business_name,
        sortable: true,
        grow: 2,
        minWidth: '10rem',
        wrap: true,
      },
      {
        id: 'legal',
        name: t('users.columns.legal'),
        selector: (s) => value(s.seller_legal_name, none),
        sortable: true,
        minWidth: '9rem',
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
        minWidth: '9rem',
        wrap: true,
      },
      {
        id: 'email',
        name: t('users.columns.email'),
        selector: (s) => value(s.seller_office_email ?? s.seller_admin_email, none),
        minWidth: '13rem',
        wrap: true,
      },
      {
        id: 'phone',
        name: t('users.columns.phone'),
        selector: (s) => value(s.seller_phone ?? s.seller_admin_phone, none),
        minWidth: '8rem',
      },
      {
        id: 'state',
        name: t('users.columns.state'),
        selector: (s) => value(s.seller_statelong ?? s.seller_stateshort, none),
        sortable: true,
        minWidth: '7rem',
        wrap: true,
      },
      {
        id: 'commission',
        name: t('users.columns.commission'),
        selector: (s) => s.seller_comm_percentage ?? none,
        sortable: true,
        minWidth: '8.5rem',
        alignEnd: true,
      },
      {
        id: 'maximum',
        name: t('users.columns.maximum'),
        selector: (s) => s.seller_maximum_products ?? none,
        sortable: true,
        minWidth: '8.5rem',
        alignEnd: true,
      },
    ],
    [t, none],
  );
  const title = own ? t('users.sellersOwn') : t('users.sellers');
  return (
    <DataCard title={title} query={sellers} lines={5} columns={columns.length}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty title={t('users.empty')} />
        ) : (
          <DataTable aria-label={title} columns={columns} data={rows} keyField="seller_id" />
        )
      }
    </DataCard>
  );
}

const WIZARD_STRINGS = [wizardStrings];

/**
 * Each seller's onboarding, from the same per-seller facts the seller's wizard counts with
 * (docs/behaviour.md, "Progress"); each row opens to the seller's details.
 */
function SellersProgress({ companyId }: { companyId: Id }) {
  const { t } = usePagesTranslation();
  const { t: kitT } = useKitAreas(WIZARD_STRINGS);
  const progress = useSellersProgress();
  const sellers = useSellerList(companyId);
  const none = t('common.none');
  return (
    <DataCard title={t('users.progress.title')} query={progress} lines={4}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty title={t('users.progress.empty')} />
        ) : (
          <>
            <p>{t('users.progress.intro')}</p>
            <ProgressList>
              {rows.map((row) => {
                const summary = summarizeOnboarding(SELLER_PROGRESS, row.facts);
                const current = summary.steps[summary.resume];
                const missing = summary.steps.filter((step) => !step.done);
                const record = sellers.data?.find((s) => s.seller_id === row.seller_id);
                return (
                  <li key={row.seller_id} data-seller={row.seller_id}>
                    <details>
                      <summary>
                        <strong>{row.seller_business_name}</strong>{' '}
                        <span>
                          {summary.complete
                            ? t('users.progress.complete')
                            : t('users.progress.at', {
                                step: summary.resume + 1,
                                total: summary.steps.length,
                                title: current ? kitT(current.title) : '',
                              })}
                        </span>
                      </summary>
                      {missing.length > 0 ? (
                        <p>
                          {t('users.progress.missing', {
                            steps: missing.map((step) => kitT(step.title)).join(', '),
                          })}
                        </p>
                      ) : null}
                      <FactList
                        facts={[
                          ['fields.legalName', value(record?.seller_legal_name, none)],
                          [
                            'fields.name',
                            value(
                              [record?.seller_admin_first_name, record?.seller_admin_last_name]
                                .filter(Boolean)
                                .join(' '),
                              none,
                            ),
                          ],
                          ['fields.phone', value(record?.seller_admin_phone, none)],
                        ]}
                      />
                    </details>
                  </li>
                );
              })}
            </ProgressList>
          </>
        )
      }
    </DataCard>
  );
}

const ProgressList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
