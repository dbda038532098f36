import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { ProgressStrip } from 'storefront-onboarding/components';
import { companyFlow, useCatalogList, useCompanyOnboarding } from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import {
  LoadFailure,
  PageColumn,
  PageHeader,
  Panel,
  Skeleton,
  useCompanyId,
  useStoreT,
} from './storeKit';
import { CATALOG_LISTS, summarize, type CatalogListName } from './summaryModel';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-block-end: 0;
  }
`;

const Number = styled.span<{ $done: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $done }) => ($done ? theme.color.success : theme.color.textMuted)};
  background: ${({ theme, $done }) => ($done ? theme.color.successSurface : theme.color.surfaceSunken)};
`;

const StepText = styled.div`
  display: grid;
  gap: 0.125rem;
  min-inline-size: 0;
  & small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

function useCounts(companyId: number): {
  counts: Partial<Record<CatalogListName, number>>;
  failed: Set<CatalogListName>;
} {
  const lists = {
    level1: useCatalogList('level1', companyId),
    level2: useCatalogList('level2', companyId),
    level3: useCatalogList('level3', companyId),
    banners: useCatalogList('banners', companyId),
    collections: useCatalogList('collections', companyId),
  };
  const counts: Partial<Record<CatalogListName, number>> = {};
  const failed = new Set<CatalogListName>();
  for (const name of CATALOG_LISTS) {
    const data = lists[name].data;
    if (data) counts[name] = data.length;
    else if (lists[name].isError) failed.add(name);
  }
  return { counts, failed };
}

/**
 * `/master/Summary`: the company onboarding at a glance (docs/behaviour.md, "Screens and routes" and "States and transitions"): which of the
 * wizard's steps are done, by the wizard's own rules from the admin's facts, each opening the wizard there, and how
 * many categories, banners and collections the catalog holds, each opening its list.
 */
export function SummaryPage() {
  const t = useStoreT();
  const companyId = useCompanyId();
  if (companyId === null) {
    return (
      <PageColumn>
        <PageHeader id="summary-title" title={t('summary.title')}>
          {t('common.noCompany')}
        </PageHeader>
      </PageColumn>
    );
  }
  return <Summary companyId={companyId} />;
}

function Summary({ companyId }: { companyId: number }) {
  const t = useStoreT();
  const navigate = useNavigate();
  const onboarding = useCompanyOnboarding();
  const { counts, failed } = useCounts(companyId);
  const { record, profile } = onboarding;
  const { facts } = onboarding;
  const summary = record && facts ? summarize(companyFlow, facts, counts) : null;
  const kit = (key: string) => t(key, { ns: 'sfo' });
  const wizardPath = (step: number) => `/auth/SignupProcess?val=${step}`;

  return (
    <PageColumn
      as="section"
      aria-labelledby="summary-title"
      aria-busy={onboarding.status === 'loading'}
    >
      <PageHeader id="summary-title" title={t('summary.title')}>
        {profile ? t('summary.intro', { name: profile.business_name }) : null}
      </PageHeader>
      {onboarding.status === 'error' ? (
        <LoadFailure message={onboarding.loadError ?? ''} onRetry={onboarding.retry} />
      ) : null}
      {onboarding.status === 'loading' ? (
        <Panel>
          <Skeleton label={t('common.loading')} />
        </Panel>
      ) : null}
      {summary ? (
        <>
          <Panel aria-labelledby="summary-steps">
            <h3 id="summary-steps">
              {t('summary.progress', { done: summary.done, total: summary.steps.length })}
            </h3>
            <ProgressStrip
              steps={summary.steps.map((step) => ({ id: step.id, label: kit(step.title) }))}
              current={summary.next - 1}
              isDone={(index) => summary.steps[index]?.done ?? false}
              canNavigateTo={() => true}
              onStepClick={(index) => navigate(wizardPath(index + 1))}
              hideLabels
              aria-label={t('summary.steps')}
            />
            <Steps>
              {summary.steps.map((step) => (
                <Step key={step.id}>
                  <Number $done={step.done} aria-hidden="true">
                    {step.number}
                  </Number>
                  <StepText>
                    <span>{kit(step.title)}</span>
                    <small>
                      {step.done ? t('summary.done') : t('summary.todo')}
                      {step.count !== undefined
                        ? ` · ${t('catalog.count', { count: step.count })}`
                        : ''}
                    </small>
                  </StepText>
                  <RouterLink
                    href={wizardPath(step.number)}
                    aria-label={t('summary.openLabel', {
                      step: step.number,
                      title: kit(step.title),
                    })}
                  >
                    {t('summary.open')}
                  </RouterLink>
                </Step>
              ))}
            </Steps>
          </Panel>
          <Panel aria-labelledby="summary-catalog">
            <h3 id="summary-catalog">{t('summary.catalog')}</h3>
            <Tiles>
              {CATALOG_LISTS.map((name) => (
                <div key={name}>
                  <dt>
                    <RouterLink href={`/table/datatable?list=${name}`}>
                      {t(`summary.counts.${name}`)}
                    </RouterLink>
                  </dt>
                  <dd>
                    {counts[name] ??
                      (failed.has(name) ? t('summary.countFailed') : t('common.loading'))}
                  </dd>
                </div>
              ))}
            </Tiles>
            <p>
              <RouterLink href="/table/datatable">{t('summary.manage')}</RouterLink>
            </p>
          </Panel>
        </>
      ) : null}
    </PageColumn>
  );
}
