import { styled } from 'styled-components';
import type { CompanyRecord, Id, OnboardingFacts } from 'storefront-onboarding/api';
import { useKitAreas } from 'storefront-onboarding/i18n';
import {
  COMPANY_PROGRESS,
  SELLER_PROGRESS,
  summarizeOnboarding,
  useCompanyRecord,
  useOnboardingFacts,
  wizardStrings,
} from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import {
  DataCard,
  FactList,
  ForStore,
  PATHS,
  Page,
  TwoColumns,
  imageSrc,
  companyAddress,
  usePagesTranslation,
  value,
} from './data/parts';
import { Billing, Counts } from './data/sections';

const Profile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 40rem) {
    grid-template-columns: 8rem minmax(0, 1fr);
  }
`;

const Logo = styled.div`
  inline-size: 8rem;
  block-size: 8rem;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
  & img {
    max-inline-size: 100%;
    max-block-size: 100%;
    object-fit: contain;
  }
`;

const Meter = styled.progress`
  inline-size: 100%;
  block-size: 0.75rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  & [data-done='true'] {
    color: ${({ theme }) => theme.color.success};
  }
  & [data-done='false'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The wizards' strings: the onboarding's step titles (loaded with them in Hindi and Arabic). */
const WIZARD_STRINGS = [wizardStrings];

/** /dashboard/default: the store at a glance, from the reference API. */
export function DashboardDefaultPage() {
  return (
    <ForStore
      render={(user, companyId) => (
        <Overview companyId={companyId} admin={user.kind === 'company'} />
      )}
    />
  );
}

function Overview({ companyId, admin }: { companyId: Id; admin: boolean }) {
  const { t } = usePagesTranslation();
  const company = useCompanyRecord(companyId);
  const facts = useOnboardingFacts();
  return (
    <Page>
      <TwoColumns>
        <DataCard
          title={t('overview.profile')}
          query={company}
          lines={5}
          actions={
            admin ? (
              <RouterLink href={PATHS.settings}>{t('overview.editSettings')}</RouterLink>
            ) : null
          }
        >
          {(record) => <CompanyProfile record={record} />}
        </DataCard>
        <DataCard title={t('overview.onboarding')} query={facts} lines={6}>
          {(known) => <Onboarding facts={known} admin={admin} />}
        </DataCard>
      </TwoColumns>
      <TwoColumns>
        <DataCard title={t('overview.billing')} query={company} lines={3}>
          {(record) => <Billing record={record} />}
        </DataCard>
        <Counts companyId={companyId} />
      </TwoColumns>
    </Page>
  );
}

function CompanyProfile({ record }: { record: CompanyRecord }) {
  const { t } = usePagesTranslation();
  const none = t('common.none');
  const logo = imageSrc(record.logo_upload);
  const name = value(record.business_name, none);
  return (
    <Profile>
      <Logo>
        {logo ? <img src={logo} alt={t('overview.logoAlt', { name })} /> : t('overview.noLogo')}
      </Logo>
      <FactList
        facts={[
          ['fields.businessName', name],
          ['fields.legalName', record.legal_name],
          ['fields.subdomain', record.business_subdomain],
          ['fields.vertical', record.business_vertical_name],
          ['fields.address', companyAddress(record)],
          ['fields.phone', record.phone],
          ['fields.officeEmail', record.office_email],
        ]}
      />
    </Profile>
  );
}

/**
 * The signed-in account's onboarding, counted with the wizard's own rules (its facts, every step
 * of its flow: 11 for the store's admins, 12 for a seller), so the card and the wizard agree.
 */
function Onboarding({ facts, admin }: { facts: OnboardingFacts; admin: boolean }) {
  const { t } = usePagesTranslation();
  const { t: kitT } = useKitAreas(WIZARD_STRINGS);
  const summary = summarizeOnboarding(admin ? COMPANY_PROGRESS : SELLER_PROGRESS, facts);
  const done = summary.doneCount;
  const total = summary.steps.length;
  const progress = t('overview.progress', { done, total });
  return (
    <>
      <p id="onboarding-progress">{progress}</p>
      <Meter max={total} value={done} aria-labelledby="onboarding-progress" />
      <Steps>
        {summary.steps.map((step) => (
          <li key={step.id}>
            <span>{kitT(step.title)}</span>
            <span data-done={step.done}>
              {step.done ? t('overview.done') : t('overview.pending')}
            </span>
          </li>
        ))}
      </Steps>
      {admin && done < total ? (
        <p>
          <RouterLink href={PATHS.companyWizard}>{t('overview.continue')}</RouterLink>
        </p>
      ) : null}
    </>
  );
}
