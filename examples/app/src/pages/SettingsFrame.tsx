import type { ReactNode } from 'react';
import { useSession } from 'storefront-onboarding';
import { Alert } from 'storefront-onboarding/components';
import type { CompanyRecord } from 'storefront-onboarding/api';
import {
  useCompanyOnboarding,
  type CompanyOnboarding,
  type RecordStep,
} from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import { LoadFailure, PageColumn, PageHeader, Panel, Skeleton, useStoreT } from './storeKit';

/** A loaded company onboarding: its profile and record are there. */
export type ReadyOnboarding = CompanyOnboarding & {
  record: NonNullable<CompanyOnboarding['record']>;
  profile: NonNullable<CompanyOnboarding['profile']>;
};

/** What a settings form needs to be one of the wizard's steps used on its own. */
export function stepProps(onboarding: CompanyOnboarding, step: string) {
  return {
    submitLabel: 'save' as const,
    submitting: onboarding.saving === step,
    serverError: onboarding.failure?.step === step ? onboarding.failure.message : null,
    onEdit: onboarding.clearFailure,
  };
}

/**
 * A wizard step's form used on its own: prefilled from the store's record once the step is done,
 * saved through the wizard's own `save(step, values)` (the same call and success message).
 */
export function recordFormProps<V>(
  onboarding: ReadyOnboarding,
  step: RecordStep<V, CompanyRecord>,
  done: boolean,
) {
  return {
    ...stepProps(onboarding, step.id),
    defaultValues: done ? step.fromRecord(onboarding.record) : {},
    onSubmit: (values: V) => onboarding.save(step as RecordStep<V, never>, values),
  };
}

export interface SettingsFrameProps {
  /** The page's title key under `settings.titles`. */
  page: 'validation' | 'inputs' | 'wizard';
  /** The page's forms, once the company is loaded. */
  children: (onboarding: ReadyOnboarding) => ReactNode;
}

/**
 * The frame of the `/form/*` pages (docs/behaviour.md, "Screens and routes"): the company's settings edited with the
 * onboarding wizard's own steps. It loads the company through the wizard's hook (the same calls,
 * the same success messages), shows a skeleton meanwhile and the failure with a Retry, and tells a
 * seller that these settings are the administrators' (docs/api-contract.md, "Who may call what").
 */
export function SettingsFrame({ page, children }: SettingsFrameProps) {
  const t = useStoreT();
  const { session } = useSession();
  const title = t(`settings.titles.${page}`);
  if (session?.user.kind === 'seller') {
    return (
      <PageColumn>
        <PageHeader id="settings-title" title={title} />
        <Alert tone="info">{t('settings.adminsOnly')}</Alert>
      </PageColumn>
    );
  }
  return <CompanySettings title={title}>{children}</CompanySettings>;
}

function CompanySettings({
  title,
  children,
}: {
  title: string;
  children: SettingsFrameProps['children'];
}) {
  const t = useStoreT();
  const onboarding = useCompanyOnboarding();
  const { record, profile } = onboarding;
  return (
    <PageColumn
      as="section"
      aria-labelledby="settings-title"
      aria-busy={onboarding.status === 'loading'}
    >
      <PageHeader id="settings-title" title={title}>
        {t('settings.intro')}
      </PageHeader>
      {onboarding.status === 'error' ? (
        <LoadFailure
          message={t('settings.failed', { message: onboarding.loadError ?? '' })}
          onRetry={onboarding.retry}
        />
      ) : onboarding.status === 'loading' || !record || !profile ? (
        <Panel>
          <Skeleton label={t('settings.loading')} />
        </Panel>
      ) : (
        children({ ...onboarding, record, profile })
      )}
    </PageColumn>
  );
}

/**
 * One step's panel: the step's form, a note while the wizard has not saved that step yet, and the
 * way to the same step in the wizard (`#/auth/SignupProcess?val=N`).
 */
export function StepPanel({
  step,
  done,
  labelledBy,
  children,
}: {
  /** The wizard's step number. */
  step: number;
  /** Whether the record says the step is saved. */
  done: boolean;
  labelledBy?: string;
  children: ReactNode;
}) {
  const t = useStoreT();
  return (
    <Panel aria-labelledby={labelledBy}>
      {done ? null : <Alert tone="info">{t('settings.notYet', { step })}</Alert>}
      {children}
      <p>
        <RouterLink href={`/auth/SignupProcess?val=${step}`}>
          {t('settings.inWizard', { step })}
        </RouterLink>
      </p>
    </Panel>
  );
}
