import type { ReactNode } from 'react';
import type { ProgressRule } from '../flow/facts';
import { useStepDraft } from '../flow/useStepDraft';
import type { FormStepProps } from '../form/useStepForm';
import type { Onboarding, OnboardingStep, RecordStep, StepContext } from './shell';

export interface DraftedStepProps<V extends object> {
  context: Pick<StepContext, 'onboarding' | 'nav' | 'draftKey'>;
  /** The step's id: its draft key and where its failures belong. */
  id: string;
  /** The server's prefill (docs/behaviour.md, "States and transitions" Resume). */
  server: Partial<V>;
  /** The flow's save; resolves true when saved. */
  save: (values: V) => Promise<boolean>;
  /** What happens after a save instead of moving on (the last step completes the wizard). */
  after?: () => void;
  /** The presentational step, given the connected props. */
  children: (props: FormStepProps<V>) => ReactNode;
}

/**
 * Connects a form step to the flow: starts from the server's values with a newer draft over
 * them, keeps the draft as the user types, saves on Next, clears the draft once saved and moves
 * on; a failure stays on the step with everything typed (docs/behaviour.md, "States and transitions").
 */
export function DraftedStep<V extends object>({
  context,
  id,
  server,
  save,
  after,
  children,
}: DraftedStepProps<V>) {
  const { onboarding, nav } = context;
  const draft = useStepDraft<Partial<V>>(context.draftKey(id), server);
  return children({
    defaultValues: draft.initial,
    draftRestored: draft.restored,
    onValuesChange: draft.save,
    submitting: onboarding.saving === id,
    serverError: onboarding.failure?.step === id ? onboarding.failure.message : null,
    serverRefusal: onboarding.failure?.step === id ? onboarding.failure.reason : undefined,
    onEdit: onboarding.clearFailure,
    onBack: nav.isFirst ? undefined : nav.back,
    onSubmit: async (values) => {
      if (!(await save(values))) return;
      draft.clear();
      if (after) after();
      else nav.next();
    },
  });
}

export interface RecordFormProps<V extends object, R> {
  context: Pick<StepContext, 'onboarding' | 'nav' | 'draftKey'>;
  step: RecordStep<V, R>;
  /** The record the step saves (the store's, or the seller's own shop), once loaded. */
  record: R | null;
  /** Whether the step is done (its record is then the prefill). */
  done: boolean;
  children: (props: FormStepProps<V>) => ReactNode;
}

/** A form step that saves one record: prefilled from it once done, saved by `save(step)`. */
export function RecordForm<V extends object, R>({
  context,
  step,
  record,
  done,
  children,
}: RecordFormProps<V, R>) {
  return (
    <DraftedStep
      context={context}
      id={step.id}
      server={done && record !== null ? step.fromRecord(record) : {}}
      save={(values: V) => context.onboarding.save(step as RecordStep<V, never>, values)}
    >
      {children}
    </DraftedStep>
  );
}

/** True once the account's facts say the step `rule` is done. */
export const isDone = (rule: ProgressRule, context: Pick<StepContext, 'onboarding'>) =>
  context.onboarding.facts !== null && rule.isDone?.(context.onboarding.facts) === true;

/**
 * A flow's form step that saves one record (`step`, saved where its target says): the record
 * `recordOf` gives is its prefill once the step is done; `view` is the step's form.
 */
export function recordFormStep<V extends object, R, O extends Onboarding>(
  rule: ProgressRule,
  step: RecordStep<V, R>,
  recordOf: (context: StepContext<O>) => R | null,
  view: (props: FormStepProps<V>, context: StepContext<O>) => ReactNode,
): OnboardingStep<O> {
  return {
    ...rule,
    render: (context) => (
      <RecordForm
        context={context}
        step={step}
        record={recordOf(context)}
        done={isDone(rule, context)}
      >
        {(props) => view(props, context)}
      </RecordForm>
    ),
  };
}

/**
 * A flow's form step with a draft: `server` gives its prefill, `save` saves it (true when saved),
 * `view` is its form; saving the last step (`completes`) completes the wizard.
 */
export function draftedStep<V extends object, O extends Onboarding>(
  rule: ProgressRule,
  step: {
    server: (context: StepContext<O>) => Partial<V>;
    save: (values: V, context: StepContext<O>) => Promise<boolean>;
    completes?: boolean;
  },
  view: (props: FormStepProps<V>, context: StepContext<O>) => ReactNode,
): OnboardingStep<O> {
  return {
    ...rule,
    render: (context) => (
      <DraftedStep
        context={context}
        id={rule.id}
        server={step.server(context)}
        save={(values: V) => step.save(values, context)}
        after={step.completes ? context.onComplete : undefined}
      >
        {(props) => view(props, context)}
      </DraftedStep>
    ),
  };
}
