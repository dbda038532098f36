import { OnboardingWizard } from '../internal/OnboardingWizard';
import type { OnboardingWizardBaseProps } from '../internal/shell';
import { sellerFlow, type SellerStepDefinition } from './sellerFlow';
import { useSellerOnboarding } from './useSellerOnboarding';

export interface SellerOnboardingWizardProps extends OnboardingWizardBaseProps {
  /** The flow's steps. @default sellerFlow */
  flow?: readonly SellerStepDefinition[];
}

/**
 * The seller onboarding wizard (docs/behaviour.md §2, §4): the progress strip, the current step's
 * heading and the step, over the seller flow. The same controlled API as the company wizard: the
 * host owns the step (`step` + `onStepChange`, mapped to `?val=`, step N is `?val=N`) and is told
 * when the last step is saved (`onComplete`). The product is found among the seller's products on
 * the server, so the wizard resumes without creating a second product.
 *
 * @example
 * <SellerOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function SellerOnboardingWizard({
  flow = sellerFlow,
  ...props
}: SellerOnboardingWizardProps) {
  return (
    <OnboardingWizard
      {...props}
      name="SellerOnboardingWizard"
      flow={flow}
      useOnboarding={useSellerOnboarding}
      drafts="seller"
    />
  );
}
