import { Fragment, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSession, useTenant } from '../../api/context';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useWizardTranslation } from '../internal/strings';
import {
  AdapterScope,
  Status,
  Toasts,
  type CompanyOnboardingWizardProps,
} from '../company/CompanyOnboardingWizard';
import { useFlowNavigation } from '../flow/useFlowNavigation';
import { WizardFrame } from '../flow/WizardFrame';
import { sellerFlow, type SellerStepDefinition } from './sellerFlow';
import { useSellerOnboarding } from './useSellerOnboarding';

export interface SellerOnboardingWizardProps extends Omit<CompanyOnboardingWizardProps, 'flow'> {
  /** The flow's steps. @default sellerFlow */
  flow?: readonly SellerStepDefinition[];
}

/**
 * The seller onboarding wizard (docs/behaviour.md §2, §4): the progress strip, the current step's
 * heading and the step, over the seller flow. The same controlled API as the company wizard: the
 * host owns the step (`step` + `onStepChange`, mapped to `?val=`, step N is `?val=N`) and is told
 * when the last step is saved (`onComplete`). The product's id is kept across reloads, so the
 * wizard resumes without creating a second product.
 *
 * @example
 * <SellerOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function SellerOnboardingWizard({ api, uploader, ...props }: SellerOnboardingWizardProps) {
  return (
    <AdapterScope api={api} uploader={uploader}>
      <Toasts>
        <Wizard {...props} />
      </Toasts>
    </AdapterScope>
  );
}

function Wizard({
  flow = sellerFlow,
  step,
  defaultStep = null,
  onStepChange,
  onComplete,
  now,
  className,
}: Omit<SellerOnboardingWizardProps, 'api' | 'uploader'>) {
  const { t } = useWizardTranslation();
  const onboarding = useSellerOnboarding();
  const tenant = useTenant();
  const { session } = useSession();
  const userId = session?.user.user_id ?? 'guest';
  const done = useCallback(
    (id: string) => {
      const definition = flow.find((candidate) => candidate.id === id);
      if (definition?.isDone) return definition.isDone(onboarding);
      return definition?.page === undefined || onboarding.isPageDone(definition.page);
    },
    [flow, onboarding],
  );
  const nav = useFlowNavigation({ flow, done, step, defaultStep, onStepChange });
  const complete = useCallback(() => onComplete?.(), [onComplete]);

  // Opened without a step: once everything is in, the resume step becomes the shown step (the
  // host puts it in the URL); an onboarding finished before has nothing left to do here.
  const askedForStep = (step ?? defaultStep) !== null;
  const checked = useRef(false);
  const ready = onboarding.status === 'ready';
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    if (askedForStep) return;
    if (nav.isComplete) complete();
    else nav.goTo(nav.index);
  }, [askedForStep, complete, nav, ready]);

  const steps = useMemo(
    () => flow.map((definition) => ({ id: definition.id, title: t(definition.title) })),
    [flow, t],
  );

  const { profile, record, companyId } = onboarding;
  if (onboarding.status === 'error') {
    return (
      <Status className={className}>
        <Alert tone="danger" title={t('wizard.frame.loadFailed')}>
          {onboarding.loadError}
        </Alert>
        <Button variant="secondary" onClick={onboarding.retry}>
          {t('wizard.frame.retry')}
        </Button>
      </Status>
    );
  }
  if (!ready || !profile || !record || companyId === null || onboarding.provincesLoading) {
    return (
      <Status className={className} role="status">
        {t('wizard.frame.loading')}
      </Status>
    );
  }
  const definition = flow[nav.index];
  return (
    <WizardFrame
      className={className}
      steps={steps}
      current={nav.index}
      completed={nav.completed}
      canNavigateTo={nav.canNavigateTo}
      onStepClick={nav.goTo}
    >
      {definition ? (
        <Fragment key={definition.id}>
          {definition.render({
            onboarding,
            nav,
            profile,
            record,
            companyId,
            now,
            onComplete: complete,
            draftKey: (id) => `${tenant ?? ''}:${userId}:seller:${id}`,
          })}
        </Fragment>
      ) : null}
    </WizardFrame>
  );
}
