import {
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { BackofficeContext, useSession, useTenant } from '../../api/context';
import { useKitProblem } from '../../api/setup/useKitProblem';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { KitProblemNotice } from '../../components/KitProblemNotice';
import { Skeleton } from '../../components/Skeleton';
import { ToastProvider } from '../../components/Toast';
import { NotifierContext } from '../../components/Toast/NotifierContext';
import { doneFromFacts } from '../flow/facts';
import { useFlowNavigation } from '../flow/useFlowNavigation';
import { WizardFrame } from '../flow/WizardFrame';
import { frameBox } from '../flow/WizardFrame.styles';
import type { Onboarding, OnboardingStep, OnboardingWizardBaseProps } from './shell';
import { useWizardTranslation } from './strings';

export type { OnboardingStep } from './shell';

export interface OnboardingWizardProps<O extends Onboarding> extends OnboardingWizardBaseProps {
  /** The public wizard's name, for the error thrown outside a provider. */
  name: string;
  /** The flow's steps. */
  flow: readonly OnboardingStep<O>[];
  /** The flow's server state and actions (called inside the wizard's adapters and notifier). */
  useOnboarding: () => O;
  /** The flow's part of each draft key: `tenant:user:<drafts>:<step id>`. */
  drafts: string;
}

/* In the frame's box too, so nothing moves sideways when the step replaces them. */
const Loading = styled.div`
  ${frameBox}
  padding-block: ${({ theme }) => theme.space[5]};
`;

const Status = styled.div`
  ${frameBox}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Hands the wizard's own adapters (when given) to everything inside, catalog steps included. */
function AdapterScope({
  name,
  api,
  uploader,
  children,
}: Pick<OnboardingWizardProps<Onboarding>, 'name' | 'api' | 'uploader'> & {
  children: ReactNode;
}) {
  const context = useContext(BackofficeContext);
  const value = useMemo(
    () =>
      context && (api || uploader)
        ? { ...context, api: api ?? context.api, uploader: uploader ?? context.uploader }
        : context,
    [api, context, uploader],
  );
  if (!context) throw new Error(`\`${name}\` must be used within <BackofficeProvider>`);
  return <BackofficeContext.Provider value={value}>{children}</BackofficeContext.Provider>;
}

/** Success toasts need a notifier: the host's, or one of the wizard's own. */
function Toasts({ children }: { children: ReactNode }) {
  return useContext(NotifierContext) ? children : <ToastProvider>{children}</ToastProvider>;
}

/**
 * The shell both onboarding wizards are (docs/behaviour.md, "Screens and routes" and "States and transitions"; docs/architecture.md "Flows
 * are data"): the wizard's adapters and notifier around the flow's hook, the load error with
 * Retry, the loading status, the resume step when opened without one, and the frame (progress
 * strip, heading) around the shown step. A flow brings only its steps, its hook and its drafts.
 */
export function OnboardingWizard<O extends Onboarding>({
  name,
  api,
  uploader,
  ...props
}: OnboardingWizardProps<O>) {
  return (
    <AdapterScope name={name} api={api} uploader={uploader}>
      <Toasts>
        <Shell {...props} />
      </Toasts>
    </AdapterScope>
  );
}

function Shell<O extends Onboarding>({
  flow,
  useOnboarding,
  drafts,
  step,
  defaultStep = null,
  onStepChange,
  onTitleChange,
  onComplete,
  now,
  className,
  headingLevel,
}: Omit<OnboardingWizardProps<O>, 'name' | 'api' | 'uploader'>) {
  const { t } = useWizardTranslation();
  const onboarding = useOnboarding();
  // No store, an unknown one, an API that does not answer, a session that ended: said, naming
  // what to set, instead of a skeleton for ever or a Retry that cannot succeed. The profile is
  // read again only once the flow's own read failed.
  const setup = useKitProblem({ check: onboarding.status === 'error' });
  const tenant = useTenant();
  const { session } = useSession();
  const userId = session?.user.user_id ?? 'guest';
  // Done from the account's facts (docs/behaviour.md, "Progress"), as everywhere else.
  const { facts } = onboarding;
  const done = useMemo(() => doneFromFacts(flow, facts), [facts, flow]);
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
    else nav.goTo(nav.index, { replace: true });
  }, [askedForStep, complete, nav, ready]);
  // The URL names the step on screen: a step asked for but out of reach (`?val=5` before step 2
  // is saved) is replaced by the one shown, once the facts say which that is.
  useEffect(() => {
    if (ready && step !== undefined && step !== null && step !== nav.step) {
      nav.goTo(nav.index, { replace: true });
    }
  }, [nav, ready, step]);

  // Worded at every render: a language's strings may arrive after the switch (the chunk loads
  // then), with the same `t`, so the titles are kept by what they say, not by `t`.
  const titles = flow.map((definition) => t(definition.title));
  const helps = flow.map((definition) => (definition.help ? t(definition.help) : undefined));
  const wording = [...titles, ...helps].join('\u0000');
  const steps = useMemo(
    () =>
      flow.map((definition, index) => ({
        id: definition.id,
        title: titles[index] ?? '',
        ...(helps[index] ? { help: helps[index] } : {}),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wording` stands for `titles` and `helps`.
    [flow, wording],
  );

  // The shown step's title for the host's document title, in the reader's language.
  const shownTitle = ready ? (titles[nav.index] ?? null) : null;
  useEffect(() => {
    if (shownTitle) onTitleChange?.(shownTitle);
  }, [onTitleChange, shownTitle]);

  const { profile, record, companyId } = onboarding;
  const framed = ready && profile && record && companyId !== null && !onboarding.provincesLoading;
  // A step whose data reloads (the seller's new product) shows 'Loading…' in place of the frame,
  // which takes the focused heading with it: the frame that comes back picks focus up again.
  const [hadFrame, setHadFrame] = useState(false);
  const [interrupted, setInterrupted] = useState(false);
  if (framed && !hadFrame) setHadFrame(true);
  if (!framed && hadFrame && !interrupted) setInterrupted(true);
  if (setup.problem) {
    const retry = () => {
      setup.retry();
      onboarding.retry();
    };
    return <KitProblemNotice problem={setup.problem} onRetry={retry} className={className} />;
  }
  if (onboarding.status === 'error' && !setup.checking) {
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
    // The shape of a step (its title, a form's fields), announced once as 'Loading…'.
    return (
      <Loading className={className}>
        <Skeleton lines={6} label={t('wizard.frame.loading')} data-testid="wizard-skeleton" />
      </Loading>
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
      headingLevel={headingLevel}
      focusOnMount={interrupted}
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
            draftKey: (id) => `${tenant ?? ''}:${userId}:${drafts}:${id}`,
          })}
        </Fragment>
      ) : null}
    </WizardFrame>
  );
}
