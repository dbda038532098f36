import type { OnboardingStep } from './shell';

/**
 * A flow's steps with their line of help (docs/behaviour.md, "Company onboarding wizard"):
 * `wizard.help.<flow>.<step id>`, one per step of the kit's flows. The same step says what it
 * does for whom it saves: the store's record in the company flow, the seller's own shop in the
 * seller flow.
 */
export function withHelp<S extends OnboardingStep<never>>(
  steps: readonly S[],
  flow: 'company' | 'seller',
): readonly S[] {
  return steps.map((step) => ({ ...step, help: `wizard.help.${flow}.${step.id}` }));
}
