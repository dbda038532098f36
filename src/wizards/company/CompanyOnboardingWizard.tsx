import { OnboardingWizard } from '../internal/OnboardingWizard';
import type { OnboardingWizardBaseProps } from '../internal/shell';
import { companyFlow, type CompanyStepDefinition } from './companyFlow';
import { useCompanyOnboarding } from './useCompanyOnboarding';

export interface CompanyOnboardingWizardProps extends OnboardingWizardBaseProps {
  /** The flow's steps (a host may swap the catalog's). @default companyFlow */
  flow?: readonly CompanyStepDefinition[];
}

/**
 * The company onboarding wizard (docs/behaviour.md §2, §4): the progress strip, the current
 * step's heading and the step, over the flow's data. The host owns the step (`step` +
 * `onStepChange`, mapped to `?val=`); without one the wizard opens where the account's facts say
 * the user stopped. Each form step keeps a draft per tenant and user.
 *
 * @example
 * <CompanyOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function CompanyOnboardingWizard({
  flow = companyFlow,
  ...props
}: CompanyOnboardingWizardProps) {
  return (
    <OnboardingWizard
      {...props}
      name="CompanyOnboardingWizard"
      flow={flow}
      useOnboarding={useCompanyOnboarding}
      drafts="company"
    />
  );
}
