import {
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import { BackofficeContext, useSession, useTenant } from '../../api/context';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ToastProvider } from '../../components/Toast';
import { NotifierContext } from '../../components/Toast/NotifierContext';
import { useWizardTranslation } from '../internal/strings';
import { useFlowNavigation } from '../flow/useFlowNavigation';
import { WizardFrame } from '../flow/WizardFrame';
import { companyFlow, type CompanyStepDefinition } from './companyFlow';
import { useCompanyOnboarding } from './useCompanyOnboarding';

export interface CompanyOnboardingWizardProps {
  /** The flow's steps (a host may swap the catalog's). @default companyFlow */
  flow?: readonly CompanyStepDefinition[];
  /** The shown step as `?val=` (1–11), controlled; null opens the resume step. */
  step?: number | null;
  /** The first step shown when uncontrolled; absent opens the resume step. */
  defaultStep?: number | null;
  /** Called with the `?val=` of the step to show (Next, Back, a marker picked). */
  onStepChange?: (step: number) => void;
  /**
   * Called once the last step is saved, and when the wizard opens at its resume step on an
   * onboarding that is already complete (the example goes to /dashboard/demo).
   */
  onComplete?: () => void;
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** "Today" for the date-of-birth window (tests). @default new Date() */
  now?: Date;
  /** Class for the root. */
  className?: string;
}

export const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Hands the wizard's own adapters (when given) to everything inside, catalog steps included. */
export function AdapterScope({
  api,
  uploader,
  children,
}: Pick<CompanyOnboardingWizardProps, 'api' | 'uploader'> & { children: ReactNode }) {
  const context = useContext(BackofficeContext);
  const value = useMemo(
    () =>
      context && (api || uploader)
        ? { ...context, api: api ?? context.api, uploader: uploader ?? context.uploader }
        : context,
    [api, context, uploader],
  );
  if (!context)
    throw new Error('`CompanyOnboardingWizard` must be used within <BackofficeProvider>');
  return <BackofficeContext.Provider value={value}>{children}</BackofficeContext.Provider>;
}

/** Success toasts need a notifier: the host's, or one of the wizard's own. */
export function Toasts({ children }: { children: ReactNode }) {
  return useContext(NotifierContext) ? children : <ToastProvider>{children}</ToastProvider>;
}

/**
 * The company onboarding wizard (docs/behaviour.md §2, §4): the progress strip, the current
 * step's heading and the step, over the flow's data. The host owns the step (`step` +
 * `onStepChange`, mapped to `?val=`); without one the wizard opens where the server's page flags
 * say the user stopped. Each form step keeps a draft per tenant and user.
 *
 * @example
 * <CompanyOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function CompanyOnboardingWizard({ api, uploader, ...props }: CompanyOnboardingWizardProps) {
  return (
    <AdapterScope api={api} uploader={uploader}>
      <Toasts>
        <Wizard {...props} />
      </Toasts>
    </AdapterScope>
  );
}

function Wizard({
  flow = companyFlow,
  step,
  defaultStep = null,
  onStepChange,
  onComplete,
  now,
  className,
}: Omit<CompanyOnboardingWizardProps, 'api' | 'uploader'>) {
  const { t } = useWizardTranslation();
  const onboarding = useCompanyOnboarding();
  const tenant = useTenant();
  const { session } = useSession();
  const userId = session?.user.user_id ?? 'guest';
  const { isPageDone } = onboarding;
  const done = useCallback(
    (id: string) => {
      const page = flow.find((definition) => definition.id === id)?.page;
      return page === undefined || isPageDone(page);
    },
    [flow, isPageDone],
  );
  const nav = useFlowNavigation({ flow, done, step, defaultStep, onStepChange });
  const complete = useCallback(() => onComplete?.(), [onComplete]);

  // Opened without a step: once the record is in, the resume step becomes the shown step (the
  // host puts it in the URL), so later saves do not move the view; on an onboarding finished
  // before, nothing is left to do here. Checked once (finishing here completes through Save).
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
  if (!profile || !record || companyId === null || onboarding.provincesLoading) {
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
            draftKey: (id) => `${tenant ?? ''}:${userId}:company:${id}`,
          })}
        </Fragment>
      ) : null}
    </WizardFrame>
  );
}
