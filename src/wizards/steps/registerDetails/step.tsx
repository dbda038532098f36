import type { ProgressRule } from '../../flow/facts';
import type { Onboarding, OnboardingStep } from '../../internal/shell';
import { RegisterDetailsStep } from './RegisterDetailsStep';

/** Register Details in a flow: the store's profile, read-only; Next saves nothing. */
export function registerDetailsStep<O extends Onboarding>(rule: ProgressRule): OnboardingStep<O> {
  return {
    ...rule,
    render: ({ onboarding, nav, profile }) => (
      <RegisterDetailsStep
        profile={profile}
        provinces={onboarding.provinces}
        country={onboarding.country}
        onNext={nav.next}
      />
    ),
  };
}
